import { toStoreLocalTime, type RejectReason } from '@orderlane/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { useAcceptOrder } from '../api/accept-order';
import { useCompleteOrder } from '../api/complete-order';
import { usePortalOrders } from '../api/get-portal-orders';
import { useMarkOrderReady } from '../api/mark-order-ready';
import { useRejectOrder } from '../api/reject-order';
import { useNewOrderAlerts } from '../hooks/use-new-order-alerts';
import { useOrderEvents } from '../hooks/use-order-events';
import { groupBoardOrders } from '../utils/board-columns';
import type { PortalOrder } from '../utils/portal-order';
import { AcceptDialog } from './accept-dialog';
import { BoardStatusBar } from './board-status-bar';
import { OrderBoard } from './order-board';
import { OrderCard } from './order-card';
import { RejectDialog } from './reject-dialog';
import { TicketPrinter } from './ticket-printer';
import styles from './live-order-board.module.css';

export interface LiveOrderBoardProps {
  storeId: number;
  storeName: string;
  timeZone: string;
  /** Auto Printing: each new order's ticket prints from the board. */
  printsOnArrival: boolean;
  /** The minutes the Accept dialog starts on for an order of this type (the store's quoted ready time). */
  prepMinutesFor: (orderType: string) => number;
}

/** The store's orders, live: cards move through the columns as anyone on the team acts on them. */
export function LiveOrderBoard({
  storeId,
  storeName,
  timeZone,
  printsOnArrival,
  prepMinutesFor,
}: LiveOrderBoardProps) {
  const { t } = useTranslation();
  const orders = usePortalOrders(storeId);
  const connection = useOrderEvents(storeId);
  const storeNow = toStoreLocalTime(useNow(15_000), timeZone);
  const [printQueue, setPrintQueue] = useState<number[]>([]);
  const onArrival = (order: PortalOrder) => {
    if (printsOnArrival) {
      setPrintQueue((queue) => [...queue, order.orderId]);
    }
  };
  const alerts = useNewOrderAlerts(orders.data, onArrival);
  const [accepting, setAccepting] = useState<PortalOrder | null>(null);
  const [rejecting, setRejecting] = useState<PortalOrder | null>(null);
  const accept = useAcceptOrder(storeId);
  const reject = useRejectOrder(storeId);
  const ready = useMarkOrderReady(storeId);
  const complete = useCompleteOrder(storeId);

  useEffect(() => {
    document.title =
      alerts.unacknowledged > 0
        ? t('portal.board.documentTitleNew', { count: alerts.unacknowledged, store: storeName })
        : t('portal.board.documentTitle', { store: storeName });
  }, [alerts.unacknowledged, storeName, t]);

  const today = storeNow.slice(0, 10);
  const columns = useMemo(() => groupBoardOrders(orders.data ?? [], today), [orders.data, today]);

  const onFailure = (error: unknown) => {
    showToast({
      message: error instanceof ApiError ? error.message : t('portal.board.actionFailed'),
      tone: 'error',
    });
  };
  // Someone else already moved the order (another tab, a colleague): its dialog has nothing left to do.
  const closeIfMoved = (close: () => void) => (error: unknown) => {
    onFailure(error);
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
      close();
    }
  };
  const busyFor = (order: PortalOrder) =>
    ready.isPending && ready.variables?.orderId === order.orderId
      ? 'ready'
      : complete.isPending && complete.variables?.orderId === order.orderId
        ? 'complete'
        : null;

  const renderCard = (order: PortalOrder) => (
    <OrderCard
      order={order}
      storeNow={storeNow}
      ticketHref={paths.portalTicket.getHref(storeId, order.orderId)}
      busyAction={busyFor(order)}
      actions={{
        onAccept: setAccepting,
        onReject: setRejecting,
        onReady: (target) => ready.mutate({ orderId: target.orderId }, { onError: onFailure }),
        onComplete: (target) => complete.mutate({ orderId: target.orderId }, { onError: onFailure }),
      }}
    />
  );

  return (
    <div className={styles.board}>
      <BoardStatusBar storeId={storeId} connection={connection} alerts={alerts} />
      {orders.isPending ? (
        <div className={styles.loading} role="status" aria-label={t('portal.board.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={180} />
          ))}
        </div>
      ) : orders.isError ? (
        <Notice
          tone="error"
          role="alert"
          action={
            <Button variant="secondary" onClick={() => void orders.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('portal.board.loadFailed')}
        </Notice>
      ) : (
        <OrderBoard columns={columns} renderCard={renderCard} />
      )}
      <AcceptDialog
        key={`accept-${accepting?.orderId ?? 0}`}
        order={accepting}
        defaultMinutes={accepting ? prepMinutesFor(accepting.orderType) : 20}
        isBusy={accept.isPending}
        onClose={() => setAccepting(null)}
        onConfirm={(prepMinutes) => {
          if (accepting) {
            accept.mutate(
              { orderId: accepting.orderId, prepMinutes },
              { onSuccess: () => setAccepting(null), onError: closeIfMoved(() => setAccepting(null)) },
            );
          }
        }}
      />
      <RejectDialog
        key={`reject-${rejecting?.orderId ?? 0}`}
        order={rejecting}
        isBusy={reject.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason: RejectReason, note: string) => {
          if (rejecting) {
            reject.mutate(
              { orderId: rejecting.orderId, reason, note },
              { onSuccess: () => setRejecting(null), onError: closeIfMoved(() => setRejecting(null)) },
            );
          }
        }}
      />
      {printQueue.length > 0 && (
        <TicketPrinter
          href={paths.portalTicket.getHref(storeId, printQueue[0]!, { print: 1 })}
          onDone={() => setPrintQueue((queue) => queue.slice(1))}
        />
      )}
    </div>
  );
}
