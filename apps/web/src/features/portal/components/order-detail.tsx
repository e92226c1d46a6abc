import { dollarsToCents, formatCents, type RejectReason } from '@orderlane/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { usePortalOrderDetail } from '../api/get-portal-order-detail';
import { useCancelOrder, useRefundOrder, type RefundOrderInput } from '../api/refund-order';
import { formatStoreLocalTime } from '../utils/order-time';
import { canCancel, canRefund, type PortalOrderDetail } from '../utils/portal-order-detail';
import { CancelDialog } from './cancel-dialog';
import { RefundDialog } from './refund-dialog';
import styles from './order-search.module.css';

/** A refusal in the reader's language: the order moved on, the card processor said no, or something else. */
function useRefusalText(kind: 'refunds' | 'cancel') {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof ApiError && error.message.includes('card processor')) {
      return t('portal.refunds.gatewayFailed');
    }
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      return t(`portal.${kind}.changed`);
    }
    return t(`portal.${kind}.failed`);
  };
}

export interface OrderDetailProps {
  storeId: number;
  orderId: number;
  /** The store's today 'YYYY-MM-DD': today's times show without a date. */
  today: string;
  onClose: () => void;
}

/** One order in full, with Refund and Cancel where they apply. */
export function OrderDetail({ storeId, orderId, today, onClose }: OrderDetailProps) {
  const { t } = useTranslation();
  const detail = usePortalOrderDetail(orderId);
  const refund = useRefundOrder(storeId);
  const cancel = useCancelOrder(storeId);
  const [refunding, setRefunding] = useState<PortalOrderDetail | null>(null);
  const [cancelling, setCancelling] = useState<PortalOrderDetail | null>(null);
  const [refundError, setRefundError] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const refundRefusal = useRefusalText('refunds');
  const cancelRefusal = useRefusalText('cancel');

  if (detail.isPending) {
    return (
      <section className={styles.detail} role="status" aria-label={t('portal.orderDetail.loading')}>
        <Skeleton height={28} width="40%" />
        <Skeleton height={200} />
      </section>
    );
  }
  if (detail.isError) {
    return (
      <section className={styles.detail}>
        <Notice
          tone="error"
          role="alert"
          action={
            <Button variant="secondary" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('portal.orderDetail.loadFailed')}
        </Notice>
      </section>
    );
  }
  const order = detail.data;
  const confirmRefund = (input: RefundOrderInput) => {
    setRefundError(null);
    refund.mutate(input, {
      onSuccess: (answer) => {
        setRefunding(null);
        showToast({
          message: t('portal.refunds.done', {
            amount: formatCents(dollarsToCents(answer.refund.amount)),
            number: order.number,
          }),
          tone: 'success',
        });
      },
      onError: (error) => setRefundError(refundRefusal(error)),
    });
  };
  const confirmCancel = (reason: RejectReason, note: string) => {
    setCancelError(null);
    cancel.mutate(
      { orderId: order.orderId, reason, note },
      {
        onSuccess: () => {
          setCancelling(null);
          showToast({ message: t('portal.cancel.done', { number: order.number }), tone: 'success' });
        },
        onError: (error) => setCancelError(cancelRefusal(error)),
      },
    );
  };
  return (
    <OrderDetailView
      order={order}
      today={today}
      onClose={onClose}
      onRefund={() => {
        setRefundError(null);
        setRefunding(order);
      }}
      onCancel={() => {
        setCancelError(null);
        setCancelling(order);
      }}
    >
      <RefundDialog
        key={`refund-${refunding ? refunding.refunds.length : 'closed'}`}
        order={refunding ? order : null}
        isBusy={refund.isPending}
        error={refundError}
        onConfirm={confirmRefund}
        onClose={() => setRefunding(null)}
      />
      <CancelDialog
        key={`cancel-${cancelling ? 'open' : 'closed'}`}
        order={cancelling ? order : null}
        isBusy={cancel.isPending}
        error={cancelError}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </OrderDetailView>
  );
}

export interface OrderDetailViewProps {
  order: PortalOrderDetail;
  today: string;
  onClose: () => void;
  onRefund: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** The order's lines, totals, payment, refunds and timeline (no data fetching: tests draw it directly). */
export function OrderDetailView({
  order,
  today,
  onClose,
  onRefund,
  onCancel,
  children,
}: OrderDetailViewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const isChinese = locale === 'zh-CN';
  const time = (text: string | null) => (text ? formatStoreLocalTime(text, today, locale) : '');
  const money = (dollars: number) => formatCents(dollarsToCents(dollars));
  const name = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ');
  const totals: [string, number][] = [
    ['subtotal', order.totals.subtotal],
    ['discount', -order.totals.discount],
    ['tax', order.totals.tax],
    ['deliveryFee', order.totals.deliveryFee],
    ['convenienceFee', order.totals.convenienceFee],
    ['tip', order.totals.tip],
  ];
  return (
    <section className={styles.detail} aria-label={t('portal.orderDetail.title', { number: order.number })}>
      <header className={styles.detailHead}>
        <div>
          <h2 className={styles.detailTitle}>{t('portal.orderDetail.title', { number: order.number })}</h2>
          <p className={styles.muted}>
            {t(`portal.orderTypes.${order.orderType}`, { defaultValue: order.orderType })} ·{' '}
            {t(`portal.orderDetail.statuses.${order.status}`)} · {time(order.placedAt)}
          </p>
        </div>
        <Button variant="secondary" onClick={onClose}>
          {t('portal.orderDetail.close')}
        </Button>
      </header>

      <div className={styles.detailGrid}>
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t('portal.orderDetail.customer')}</h3>
          <p>{name || t('portal.order.guest')}</p>
          {order.customer.phone && <p className="tabular">{order.customer.phone}</p>}
          {order.customer.email && <p className={styles.muted}>{order.customer.email}</p>}
          {order.deliveryAddress && <p>{order.deliveryAddress}</p>}
          {order.deliveryNote && <p className={styles.note}>{order.deliveryNote}</p>}
          {order.tableName && <p>{t('portal.order.table', { table: order.tableName })}</p>}
        </div>

        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t('portal.orderDetail.payment')}</h3>
          <p>
            {order.payment === 'CARD'
              ? t('portal.orderDetail.paidByCard', { amount: money(order.paymentDetails.charged) })
              : t('portal.orderDetail.payInStore')}
          </p>
          {order.payment === 'CARD' && (
            <dl className={styles.figures}>
              <div className={styles.figureRow}>
                <dt>{t('portal.orderDetail.stillCharged')}</dt>
                <dd className="tabular">{money(order.stillCharged)}</dd>
              </div>
              <div className={styles.figureRow}>
                <dt>{t('portal.orderDetail.refundable')}</dt>
                <dd className="tabular">{money(order.refundable)}</dd>
              </div>
            </dl>
          )}
        </div>
      </div>

      <div className={styles.block}>
        <h3 className={styles.blockTitle}>{t('portal.orderDetail.items')}</h3>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className="tabular">{line.quantity}×</span>
              <div>
                <p className={styles.lineName}>
                  {isChinese && line.cnName ? line.cnName : line.name}
                  {line.isRefunded && (
                    <span className={styles.badge}>{t('portal.orderDetail.refundedLine')}</span>
                  )}
                </p>
                {line.options.length > 0 && (
                  <p className={styles.muted}>
                    {line.options
                      .map(
                        (option) =>
                          `${isChinese && option.cnName ? option.cnName : option.name}${
                            option.quantity > 1 ? ` ×${option.quantity}` : ''
                          }`,
                      )
                      .join(', ')}
                  </p>
                )}
                {line.specialInstructions && <p className={styles.note}>“{line.specialInstructions}”</p>}
              </div>
              <span className="tabular">{money(line.subtotal)}</span>
            </li>
          ))}
        </ul>
        {order.specialInstructions && (
          <p className={styles.note}>
            <strong>{t('portal.order.note')}</strong> {order.specialInstructions}
          </p>
        )}
        <dl className={styles.figures}>
          {totals
            .filter(([key, value]) => key === 'subtotal' || value !== 0)
            .map(([key, value]) => (
              <div key={key} className={styles.figureRow}>
                <dt>{t(`portal.orderDetail.${key}`)}</dt>
                <dd className="tabular">{value < 0 ? `−${money(-value)}` : money(value)}</dd>
              </div>
            ))}
          <div className={`${styles.figureRow} ${styles.totalRow}`}>
            <dt>{t('portal.orderDetail.total')}</dt>
            <dd className="tabular">{money(order.totals.total)}</dd>
          </div>
        </dl>
      </div>

      <div className={styles.block}>
        <h3 className={styles.blockTitle}>{t('portal.orderDetail.refunds')}</h3>
        {order.refunds.length === 0 ? (
          <p className={styles.muted}>{t('portal.orderDetail.noRefunds')}</p>
        ) : (
          <ul className={styles.refunds}>
            {order.refunds.map((refund) => (
              <li key={refund.id} className={refund.status === 'FAILED' ? styles.refundFailed : undefined}>
                <strong>
                  {t(`portal.orderDetail.refundKinds.${refund.kind}`)} ·{' '}
                  {t(`portal.orderDetail.refundStatus.${refund.status}`)}
                </strong>
                <span className="tabular">
                  {t('portal.orderDetail.refundBy', {
                    amount: money(refund.amount),
                    time: time(refund.time),
                    by: refund.by,
                  })}
                </span>
                <span className={styles.muted}>{refund.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.block}>
        <h3 className={styles.blockTitle}>{t('portal.orderDetail.timeline')}</h3>
        <ol className={styles.timeline}>
          <li>
            <strong>{t('portal.orderDetail.placed')}</strong> <span>{time(order.placedAt)}</span>
          </li>
          {order.history.map((step, index) => (
            <li key={index}>
              <strong>
                {t(`portal.orderDetail.statuses.${step.status}`, { defaultValue: step.status })}
              </strong>{' '}
              <span>{time(step.at)}</span> <span className={styles.muted}>· {step.by}</span>
              {step.note && <span className={styles.muted}> · {step.note}</span>}
            </li>
          ))}
        </ol>
      </div>

      {order.payment === 'IN_STORE' && order.status !== 'REJECTED' && (
        <p className={styles.muted}>{t('portal.orderDetail.cashNote')}</p>
      )}
      {order.payment === 'CARD' && order.refundable === 0 && order.refunds.length > 0 && (
        <p className={styles.muted}>{t('portal.orderDetail.fullyRefunded')}</p>
      )}
      {(canRefund(order) || canCancel(order)) && (
        <div className={styles.detailActions}>
          {canRefund(order) && (
            <Button size="lg" onClick={onRefund}>
              {t('portal.orderDetail.refund')}
            </Button>
          )}
          {canCancel(order) && (
            <Button size="lg" variant="secondary" onClick={onCancel}>
              {t('portal.orderDetail.cancel')}
            </Button>
          )}
        </div>
      )}
      {children}
    </section>
  );
}
