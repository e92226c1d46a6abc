import { formatOrderNumber } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { PortalOrder } from '../utils/portal-order';
import styles from './order-actions.module.css';

export interface OrderActionHandlers {
  onAccept: (order: PortalOrder) => void;
  onReject: (order: PortalOrder) => void;
  onReady: (order: PortalOrder) => void;
  onComplete: (order: PortalOrder) => void;
}

export interface OrderActionsProps {
  order: PortalOrder;
  handlers: OrderActionHandlers;
  /** 'ready' or 'complete' while that change runs for this order. */
  busyAction: string | null;
}

/**
 * The next step for the order's state, as large buttons: Accept and Reject sit apart and both open a dialog
 * first; Ready and Complete move one step forward.
 */
export function OrderActions({ order, handlers, busyAction }: OrderActionsProps) {
  const { t } = useTranslation();
  const number = formatOrderNumber(order.orderId);
  switch (order.status) {
    case 'PLACED':
      return (
        <div className={styles.pair}>
          <Button
            variant="secondary"
            size="lg"
            className={styles.reject}
            aria-label={t('portal.actions.rejectOrder', { number })}
            onClick={() => handlers.onReject(order)}
          >
            {t('portal.actions.reject')}
          </Button>
          <Button
            size="lg"
            className={styles.main}
            aria-label={t('portal.actions.acceptOrder', { number })}
            onClick={() => handlers.onAccept(order)}
          >
            {t('portal.actions.accept')}
          </Button>
        </div>
      );
    case 'ACCEPTED':
      return (
        <Button
          size="lg"
          isBlock
          isBusy={busyAction === 'ready'}
          aria-label={t('portal.actions.readyOrder', { number })}
          onClick={() => handlers.onReady(order)}
        >
          {t('portal.actions.ready')}
        </Button>
      );
    case 'READY':
      return (
        <Button
          size="lg"
          isBlock
          isBusy={busyAction === 'complete'}
          aria-label={t('portal.actions.completeOrder', { number })}
          onClick={() => handlers.onComplete(order)}
        >
          {t('portal.actions.complete')}
        </Button>
      );
    case 'COMPLETED':
    case 'REJECTED':
      return null;
  }
}
