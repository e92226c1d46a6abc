import { formatCents, formatOrderNumber } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatPhone, formatStoreLocalTime, minutesBetween } from '../utils/order-time';
import type { PortalOrder, PortalOrderLine } from '../utils/portal-order';
import { OrderActions, type OrderActionHandlers } from './order-actions';
import styles from './order-card.module.css';

export interface OrderCardProps {
  order: PortalOrder;
  /** The store's clock now, 'YYYY-MM-DD HH:mm:ss': today's times show without a date. */
  storeNow: string;
  ticketHref: string;
  actions: OrderActionHandlers;
  /** The order whose action is running, so only its button shows the spinner. */
  busyAction: string | null;
}

const lineName = (entity: { name: string; cnName: string | null }, isChinese: boolean) =>
  isChinese && entity.cnName ? entity.cnName : entity.name;

function OrderLine({ line, isChinese }: { line: PortalOrderLine; isChinese: boolean }) {
  return (
    <li className={styles.line}>
      <span className={`${styles.quantity} tabular`}>{line.quantity}×</span>
      <div>
        <p className={styles.itemName}>{lineName(line, isChinese)}</p>
        {line.options.length > 0 && (
          <p className={styles.options}>
            {line.options
              .map(
                (option) =>
                  `${lineName(option, isChinese)}${option.quantity > 1 ? ` ×${option.quantity}` : ''}`,
              )
              .join(', ')}
          </p>
        )}
        {line.specialInstructions && <p className={styles.instructions}>“{line.specialInstructions}”</p>}
      </div>
    </li>
  );
}

/** One order on the board: who, what, when, how it is paid, and the next step as large buttons. */
export function OrderCard({ order, storeNow, ticketHref, actions, busyAction }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const isChinese = locale === 'zh-CN';
  const today = storeNow.slice(0, 10);
  const number = formatOrderNumber(order.orderId);
  const typeLabel = t(`portal.orderTypes.${order.orderType}`, { defaultValue: order.orderType });
  const wanted = order.scheduleTime
    ? t('portal.order.scheduledFor', { time: formatStoreLocalTime(order.scheduleTime, today, locale) })
    : t('portal.order.asap');
  const waited = minutesBetween(order.placedAt, storeNow);
  const waitedText = (minutes: number) =>
    minutes < 60
      ? t('portal.order.waited', { count: minutes })
      : t('portal.order.waitedHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <article
      className={`${styles.card} ${styles[order.status]}`}
      aria-label={`${number}, ${typeLabel}`}
      data-testid="order-card"
      data-status={order.status}
    >
      <header className={styles.header}>
        <h3 className={styles.number}>{number}</h3>
        <span className={styles.type}>{typeLabel}</span>
        {order.isPhoneOrder && <span className={styles.phoneBadge}>{t('portal.order.phoneOrder')}</span>}
      </header>
      <p className={order.scheduleTime ? styles.scheduled : styles.wanted}>
        <strong>{wanted}</strong>
        <span className={styles.placed}>
          {t('portal.order.placedAt', { time: formatStoreLocalTime(order.placedAt, today, locale) })}
          {order.status === 'PLACED' && waited < 24 * 60 && ` · ${waitedText(waited)}`}
        </span>
      </p>
      <p className={styles.diner}>
        <span>{order.firstName ?? t('portal.order.guest')}</span>
        {order.phoneNumber && (
          <a className={styles.phone} href={`tel:${order.phoneNumber.replace(/[^\d+]/g, '')}`}>
            {formatPhone(order.phoneNumber)}
          </a>
        )}
      </p>
      {order.tableName && (
        <p className={styles.table}>{t('portal.order.table', { table: order.tableName })}</p>
      )}
      {order.orderType === 'DELIVERY' && order.address && <p className={styles.address}>{order.address}</p>}
      {order.orderType === 'DELIVERY' && order.deliveryNote && (
        <p className={styles.dropOff}>
          <strong>{t('portal.orderDetail.dropOff')}</strong> {order.deliveryNote}
        </p>
      )}
      <ul className={styles.lines} aria-label={t('portal.order.items')}>
        {order.lines.map((line, index) => (
          <OrderLine key={index} line={line} isChinese={isChinese} />
        ))}
      </ul>
      {order.specialInstructions && (
        <p className={styles.note}>
          <strong>{t('portal.order.note')}</strong> {order.specialInstructions}
        </p>
      )}
      <div className={styles.money}>
        <span className={`${styles.amount} tabular`}>{formatCents(order.totalCents)}</span>
        <span className={order.isPaidByCard ? styles.paid : styles.due}>
          {order.isPaidByCard ? t('portal.order.paidByCard') : t('portal.order.payInStore')}
        </span>
      </div>
      {order.readyTime && (order.status === 'ACCEPTED' || order.status === 'READY') && (
        <p className={styles.readyBy}>
          {t('portal.order.readyBy', { time: formatStoreLocalTime(order.readyTime, today, locale) })}
        </p>
      )}
      {order.status === 'REJECTED' && (
        <p className={styles.rejected}>
          {t('portal.order.rejectedBecause', {
            reason: order.rejectReason ? t(`portal.reject.reasons.${order.rejectReason}`) : '',
          })}
          {order.refundStatus && <> · {t(`portal.order.refund.${order.refundStatus}`)}</>}
        </p>
      )}
      {order.status === 'REJECTED' && order.rejectNote && (
        <p className={styles.instructions}>“{order.rejectNote}”</p>
      )}
      {order.status === 'COMPLETED' && <p className={styles.completed}>{t('portal.order.completed')}</p>}
      <OrderActions order={order} handlers={actions} busyAction={busyAction} />
      <div className={styles.links}>
        <Link className={styles.ticket} to={ticketHref} target="_blank" rel="noopener">
          {t('portal.order.printTicket')}
        </Link>
        <Link
          className={styles.ticket}
          to={paths.portalOrderSearch.getHref(order.storeId, { orderId: order.orderId })}
          aria-label={t('portal.orderDetail.openOf', { number })}
        >
          {t('portal.orderDetail.open')}
        </Link>
      </div>
    </article>
  );
}
