import {
  formatOrderNumber,
  formatScheduleTime,
  formatCents,
  orderTypeLabel,
  DEFAULT_TIME_ZONE,
  type DisplayLocale,
} from '@orderlane/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { HistorySession, OrderSummary } from '../api/search-order-history';
import { summaryTotalCents } from '../utils/order-figures';
import { OrderDetailPanel } from './order-detail-panel';
import styles from './order-history.module.css';

export interface OrderHistoryListProps {
  user: HistorySession;
  orders: readonly OrderSummary[];
  locale: DisplayLocale;
  /** What a completed order's detail shows below its figures (the app puts the rating prompt there). */
  renderRatingPrompt?: (orderId: number) => ReactNode;
}

const TYPE_KEYS: Record<string, string> = {
  'Pick Up': 'orders.types.pickUp',
  Delivery: 'orders.types.delivery',
  'Walk In': 'orders.types.walkIn',
  'Dine In': 'orders.types.dineIn',
};

/** The domain's label (any other type reads Online), in the diner's language. */
const typeKey = (orderType: string | null) => TYPE_KEYS[orderTypeLabel(orderType)] ?? 'orders.types.online';

const STATUSES = ['PLACED', 'ACCEPTED', 'READY', 'COMPLETED', 'REJECTED'];

/** Where the restaurant is with the order; an accepted one says when it will be ready. */
function OrderStatus({ status, readyTime }: { status: string; readyTime: string | null }) {
  const { t, i18n } = useTranslation();
  if (!STATUSES.includes(status)) {
    return null;
  }
  const clock =
    readyTime && status === 'ACCEPTED' ? formatClock(readyTime, i18n.resolvedLanguage ?? 'en') : null;
  return (
    <span className={status === 'REJECTED' ? styles.statusRejected : styles.status}>
      {t(`orders.status.${status}`)}
      {clock && ` · ${t('orders.readyAround', { time: clock })}`}
    </span>
  );
}

/** A store-local 'YYYY-MM-DD HH:mm:ss' as a clock reading: '1:27 PM' (zh-CN '下午1:27'). */
function formatClock(text: string, locale: string): string {
  const [hours = 0, minutes = 0] = text.slice(11, 16).split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

/** Rows with TS- numbers, type, date, total and store logo; a row expands to its detail. */
export function OrderHistoryList({ user, orders, locale, renderRatingPrompt }: OrderHistoryListProps) {
  const { t } = useTranslation();
  // Once opened, a detail stays mounted (and loaded) while collapsed.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <ul className={styles.list}>
      {orders.map((order) => {
        const isExpanded = expanded === order.orderId;
        const panelId = `order-${order.orderId}-detail`;
        const number = formatOrderNumber(order.orderId);
        return (
          <li key={order.orderId} className={styles.row}>
            <button
              type="button"
              className={styles.summary}
              aria-expanded={isExpanded}
              aria-controls={panelId}
              onClick={() => {
                setExpanded(isExpanded ? null : order.orderId);
                setOpened((previous) => new Set(previous).add(order.orderId));
              }}
            >
              {order.restaurantInfoLogoUrl ? (
                <img
                  className={styles.logo}
                  src={order.restaurantInfoLogoUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : (
                <span className={styles.logo} aria-hidden />
              )}
              <span className={styles.main}>
                <span className={styles.number}>{number}</span>
                {order.restaurantInfoName && <span className={styles.store}>{order.restaurantInfoName}</span>}
                <span className={styles.meta}>
                  <span className={styles.type}>{t(typeKey(order.orderType))}</span>
                  {order.status && <OrderStatus status={order.status} readyTime={order.readyTime ?? null} />}
                  {order.orderDateTime && (
                    <span className="tabular">
                      {formatScheduleTime(order.orderDateTime, DEFAULT_TIME_ZONE)}
                    </span>
                  )}
                </span>
              </span>
              <span className={`${styles.total} tabular`}>
                {formatCents(summaryTotalCents(order, locale))}
              </span>
              <ChevronDownIcon size={20} className={isExpanded ? styles.chevronOpen : styles.chevron} />
            </button>
            <div id={panelId} hidden={!isExpanded} className={styles.panel}>
              {opened.has(order.orderId) && (
                <OrderDetailPanel
                  user={user}
                  orderId={order.orderId}
                  locale={locale}
                  footer={order.status === 'COMPLETED' ? renderRatingPrompt?.(order.orderId) : null}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
