import {
  dollarsToCents,
  formatCents,
  type CardEntry,
  type DisplayLocale,
  type OrderJsonInput,
} from '@orderlane/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { CalculatedLine } from '@/lib/order-calls';
import { usePhoneOrderPrice, type PricedPhoneOrder } from '../api/calculate-phone-order';
import { useSendPhoneOrder } from '../api/send-phone-order';
import styles from './staff.module.css';

export interface PhoneCheckoutPanelProps {
  storeId: number;
  order: OrderJsonInput | null;
  locale: DisplayLocale;
  /** The card fields (the checkout's card form), given the value and its setter. */
  renderCardForm: (card: CardEntry, onChange: (card: CardEntry) => void) => ReactNode;
  emptyCard: CardEntry;
  isCardComplete: (card: CardEntry) => boolean;
  /** The priced lines (the checkout's order summary). */
  renderLines: (lines: readonly CalculatedLine[]) => ReactNode;
  onPlaced: (placed: { orderId: number; total: number }) => void;
}

/** What the phone order costs: English callers see marketplace prices, Chinese ones plain prices. */
function shownTotals(priced: PricedPhoneOrder, locale: DisplayLocale) {
  const figures =
    locale === 'zh-CN'
      ? {
          subtotal: priced.subTotal,
          tax: priced.tax,
          fees: priced.deliveryFee + priced.convenienceFee,
          due: priced.amountDue ?? priced.total,
        }
      : {
          subtotal: priced.mOrder.subtotal,
          tax: priced.mOrder.tax,
          fees: priced.mOrder.deliveryFee + priced.mOrder.convenienceFee,
          due: priced.mOrder.amountDue ?? priced.mOrder.total,
        };
  return Object.fromEntries(
    Object.entries(figures).map(([key, dollars]) => [key, dollarsToCents(dollars)]),
  ) as Record<keyof typeof figures, number>;
}

/** Totals from the server, card (typed by staff) or pay in store, and Place phone order. */
export function PhoneCheckoutPanel(props: PhoneCheckoutPanelProps) {
  const { storeId, order, locale, renderCardForm, renderLines, emptyCard, isCardComplete, onPlaced } = props;
  const { t } = useTranslation();
  const [payment, setPayment] = useState<'card' | 'store'>('card');
  const [card, setCard] = useState<CardEntry>(emptyCard);
  const priced = usePhoneOrderPrice(storeId, order, locale);
  const send = useSendPhoneOrder();
  const data = priced.data;
  const totals = data ? shownTotals(data, locale) : null;
  const canPlace =
    order !== null &&
    data?.submittable === true &&
    data.orderId !== null &&
    !priced.isFetching &&
    (payment === 'store' || isCardComplete(card));

  const place = () => {
    if (!order || !data?.orderId || !canPlace) {
      return;
    }
    send.mutate(
      { storeId, order: { ...order, orderId: data.orderId }, card: payment === 'card' ? card : null, locale },
      { onSuccess: onPlaced },
    );
  };

  return (
    <div className={styles.grid}>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="phone-totals-title">
        <h2 id="phone-totals-title" className={styles.cardTitle}>
          {t('staff.itemsTitle')}
        </h2>
        {priced.isError && <Notice tone="error">{priced.error.message}</Notice>}
        {data && !data.submittable && data.message && <Notice tone="warning">{data.message}</Notice>}
        {data?.orderItems && renderLines(data.orderItems)}
        {totals ? (
          <dl className={styles.grid} aria-busy={priced.isFetching || undefined}>
            <div className={styles.summaryLine}>
              <dt>{t('staff.subtotal')}</dt>
              <dd className="tabular">{formatCents(totals.subtotal)}</dd>
            </div>
            <div className={styles.summaryLine}>
              <dt>{t('staff.tax')}</dt>
              <dd className="tabular">{formatCents(totals.tax)}</dd>
            </div>
            <div className={styles.summaryLine}>
              <dt>{t('staff.fees')}</dt>
              <dd className="tabular">{formatCents(totals.fees)}</dd>
            </div>
            <div className={`${styles.summaryLine} ${styles.total}`}>
              <dt>{t('staff.total')}</dt>
              <dd className="tabular">{formatCents(totals.due)}</dd>
            </div>
          </dl>
        ) : (
          !priced.isError && <p className={styles.muted}>{t('staff.calculating')}</p>
        )}
      </section>
      <fieldset className={`${styles.card} ${styles.wide}`}>
        <legend className={styles.cardTitle}>{t('staff.paymentTitle')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="phone-payment"
            checked={payment === 'card'}
            onChange={() => setPayment('card')}
          />
          {t('staff.payByCard')}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="phone-payment"
            checked={payment === 'store'}
            onChange={() => setPayment('store')}
          />
          {t('staff.payInStore')}
        </label>
        {payment === 'card' ? (
          renderCardForm(card, setCard)
        ) : (
          <p className={styles.muted}>{t('staff.payInStoreText')}</p>
        )}
      </fieldset>
      {send.isError && (
        <div className={styles.wide} role="alert">
          <Notice tone="error">{send.error.message}</Notice>
        </div>
      )}
      <div className={styles.wide}>
        <Button size="lg" isBlock isBusy={send.isPending} disabled={!canPlace} onClick={place}>
          {t('staff.placeOrder', { total: totals ? formatCents(totals.due) : '' })}
        </Button>
      </div>
    </div>
  );
}
