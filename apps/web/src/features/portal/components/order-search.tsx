import { dollarsToCents, formatCents } from '@orderlane/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { usePortalOrderSearch, type OrderSearchInput } from '../api/search-portal-orders';
import { formatStoreLocalTime } from '../utils/order-time';
import type { PortalOrderSummary } from '../utils/portal-order-detail';
import { OrderDetail } from './order-detail';
import styles from './order-search.module.css';

export interface OrderSearchProps {
  storeId: number;
  /** The store's today 'YYYY-MM-DD'. */
  today: string;
  /** The order open in the detail (from the address), or null. */
  selectedOrderId: number | null;
  onSelect: (orderId: number | null) => void;
}

/** Every order of the store, by number, phone, name and dates, a page at a time; one opens in full beside. */
export function OrderSearch({ storeId, today, selectedOrderId, onSelect }: OrderSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ q: '', from: '', to: '' });
  const [search, setSearch] = useState<OrderSearchInput>({ storeId, q: '', from: '', to: '', page: 1 });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const results = usePortalOrderSearch(search);
  const detailRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (selectedOrderId !== null) {
      detailRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
  }, [selectedOrderId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(t('portal.orderSearch.badRange'));
      return;
    }
    setRangeError(null);
    setSearch({ storeId, q: draft.q.trim(), from: draft.from, to: draft.to, page: 1 });
  };
  const clear = () => {
    setDraft({ q: '', from: '', to: '' });
    setRangeError(null);
    setSearch({ storeId, q: '', from: '', to: '', page: 1 });
  };
  const goTo = (page: number) => setSearch((current) => ({ ...current, page }));

  return (
    <div className={selectedOrderId === null ? styles.layout : `${styles.layout} ${styles.withDetail}`}>
      <div className={styles.searchColumn}>
        <form className={styles.form} onSubmit={submit} role="search">
          <div className={styles.queryField}>
            <TextField
              label={t('portal.orderSearch.query')}
              hint={t('portal.orderSearch.queryHint')}
              type="search"
              value={draft.q}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            />
          </div>
          <TextField
            label={t('portal.orderSearch.from')}
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            error={rangeError}
          />
          <TextField
            label={t('portal.orderSearch.to')}
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <div className={styles.formActions}>
            <Button type="submit">{t('portal.orderSearch.submit')}</Button>
            <Button type="button" variant="secondary" onClick={clear}>
              {t('portal.orderSearch.clear')}
            </Button>
          </div>
        </form>

        {results.isPending ? (
          <div className={styles.results} role="status" aria-label={t('portal.orderSearch.loading')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={64} />
            ))}
          </div>
        ) : results.isError ? (
          <Notice
            tone="error"
            role="alert"
            action={
              <Button variant="secondary" onClick={() => void results.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('portal.orderSearch.loadFailed')}
          </Notice>
        ) : results.data.orders.length === 0 ? (
          <p className={styles.empty}>{t('portal.orderSearch.none')}</p>
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {t('portal.orderSearch.count', { count: results.data.total })}
            </p>
            <ul className={styles.results} aria-label={t('portal.orderSearch.results')}>
              {results.data.orders.map((order) => (
                <li key={order.orderId}>
                  <ResultRow
                    order={order}
                    today={today}
                    isSelected={order.orderId === selectedOrderId}
                    onOpen={() => onSelect(order.orderId)}
                  />
                </li>
              ))}
            </ul>
            {results.data.pageCount > 1 && (
              <nav className={styles.pager} aria-label={t('portal.orderSearch.results')}>
                <Button variant="secondary" disabled={search.page <= 1} onClick={() => goTo(search.page - 1)}>
                  {t('portal.orderSearch.previous')}
                </Button>
                <span className="tabular">
                  {t('portal.orderSearch.page', { page: search.page, pages: results.data.pageCount })}
                </span>
                <Button
                  variant="secondary"
                  disabled={search.page >= results.data.pageCount}
                  onClick={() => goTo(search.page + 1)}
                >
                  {t('portal.orderSearch.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
      {selectedOrderId !== null && (
        <div ref={detailRef} className={styles.detailColumn}>
          <OrderDetail
            key={selectedOrderId}
            storeId={storeId}
            orderId={selectedOrderId}
            today={today}
            onClose={() => onSelect(null)}
          />
        </div>
      )}
    </div>
  );
}

function ResultRow({
  order,
  today,
  isSelected,
  onOpen,
}: {
  order: PortalOrderSummary;
  today: string;
  isSelected: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const name = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={isSelected ? `${styles.row} ${styles.selected}` : styles.row}
      aria-current={isSelected ? 'true' : undefined}
      aria-label={t('portal.orderSearch.details', { number: order.number })}
      onClick={onOpen}
    >
      <span className={styles.rowMain}>
        <strong>{order.number}</strong>
        <span className={styles.status} data-status={order.status}>
          {t(`portal.orderDetail.statuses.${order.status}`)}
        </span>
      </span>
      <span className={styles.rowMeta}>
        {order.placedAt ? formatStoreLocalTime(order.placedAt, today, locale) : ''} ·{' '}
        {name || t('portal.order.guest')}
        {order.customer.phone && <span className="tabular"> · {order.customer.phone}</span>}
      </span>
      <span className={styles.rowMoney}>
        <span className="tabular">{formatCents(dollarsToCents(order.amount))}</span>
        {order.refundedAmount > 0 && (
          <span className={styles.refunded}>
            {t('portal.orderSearch.refunded', { amount: formatCents(dollarsToCents(order.refundedAmount)) })}
          </span>
        )}
      </span>
    </button>
  );
}
