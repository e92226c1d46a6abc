import { formatCents, formatOrderNumber } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { formatPhone, formatStoreLocalTime } from '../utils/order-time';
import type { TicketMoney } from '../api/get-ticket-money';
import type { PortalOrder } from '../utils/portal-order';
import styles from './kitchen-ticket.module.css';

export interface KitchenTicketProps {
  storeName: string;
  order: PortalOrder;
  /** The day the order was placed, 'YYYY-MM-DD': times on that day print without a date. */
  today: string;
  /** Subtotal, discount, fees, tax and tip adding up to the total; only the total prints while it loads. */
  money?: TicketMoney | undefined;
}

/**
 * The 80 mm kitchen ticket: big number and type, every item with options and notes, table, the money lines that
 * add up to the total, paid or due.
 */
export function KitchenTicket({ storeName, order, today, money }: KitchenTicketProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const isChinese = locale === 'zh-CN';
  const name = (entity: { name: string; cnName: string | null }) =>
    isChinese && entity.cnName ? `${entity.cnName} ${entity.name}` : entity.name;
  return (
    <article
      className={styles.ticket}
      aria-label={t('portal.ticket.label', { number: formatOrderNumber(order.orderId) })}
    >
      <p className={styles.store}>{storeName}</p>
      <h1 className={styles.number}>{formatOrderNumber(order.orderId)}</h1>
      <p className={styles.type}>
        {t(`portal.orderTypes.${order.orderType}`, { defaultValue: order.orderType })}
        {order.isPhoneOrder && ` · ${t('portal.order.phoneOrder')}`}
      </p>
      <p className={styles.when}>
        {order.scheduleTime
          ? t('portal.order.scheduledFor', { time: formatStoreLocalTime(order.scheduleTime, today, locale) })
          : t('portal.order.asap')}
      </p>
      <p className={styles.small}>
        {t('portal.order.placedAt', { time: formatStoreLocalTime(order.placedAt, today, locale) })}
      </p>
      {order.tableName && (
        <p className={styles.table}>{t('portal.order.table', { table: order.tableName })}</p>
      )}
      <hr className={styles.rule} />
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={index}>
            <p className={styles.item}>
              <span className={styles.quantity}>{line.quantity} ×</span> {name(line)}
            </p>
            {line.options.map((option, at) => (
              <p key={at} className={styles.option}>
                + {name(option)}
                {option.quantity > 1 ? ` ×${option.quantity}` : ''}
              </p>
            ))}
            {line.specialInstructions && <p className={styles.instructions}>** {line.specialInstructions}</p>}
          </li>
        ))}
      </ul>
      {order.specialInstructions && (
        <p className={styles.instructions}>
          {t('portal.order.note')} {order.specialInstructions}
        </p>
      )}
      <hr className={styles.rule} />
      <p className={styles.diner}>
        {order.firstName ?? t('portal.order.guest')}
        {order.phoneNumber && ` · ${formatPhone(order.phoneNumber)}`}
      </p>
      {order.orderType === 'DELIVERY' && order.address && <p className={styles.small}>{order.address}</p>}
      {money && (
        <dl className={styles.money}>
          {money.lines.map((line) => (
            <div key={line.key} className={styles.moneyLine}>
              <dt>{t(`portal.ticket.lines.${line.key}`)}</dt>
              <dd>{formatCents(line.cents)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.total}>
        <span>{t('portal.ticket.total')}</span>
        <span>{formatCents(money?.totalCents ?? order.totalCents)}</span>
      </p>
      <p className={styles.payment}>
        {order.isPaidByCard ? t('portal.ticket.paid') : t('portal.ticket.due')}
      </p>
    </article>
  );
}
