import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountUp } from '../hooks/use-count-up';
import styles from './landing.module.css';

export const COOPERATIVE_MERCHANTS = 23_743;
export const MERCHANT_SAVINGS_DOLLARS = 128_268_564;
const COUNT_UP_MS = 2_000;

export interface MerchantCountersProps {
  onSignUp: () => void;
}

/** Cooperative merchants: two figures counting up over 2 s, then the Sign up button back to the form. */
export function MerchantCounters({ onSignUp }: MerchantCountersProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const merchants = useCountUp(COOPERATIVE_MERCHANTS, COUNT_UP_MS, ref);
  const savings = useCountUp(MERCHANT_SAVINGS_DOLLARS, COUNT_UP_MS, ref);
  // US figures in US notation under every language: 23,743 and $128,268,564.
  const number = new Intl.NumberFormat('en-US');
  const dollars = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const isDone = merchants === COOPERATIVE_MERCHANTS && savings === MERCHANT_SAVINGS_DOLLARS;
  return (
    <section className={styles.counters} aria-labelledby="merchant-counters">
      <div className={styles.sectionInner}>
        <h2 id="merchant-counters" className={styles.sectionTitle}>
          {t('merchant.counters.title')}
        </h2>
        {/* Screen readers hear the final figures once, not every frame. */}
        <div ref={ref} className={styles.counterRow} aria-busy={!isDone}>
          <p className={styles.counter}>
            <span className={`${styles.counterValue} tabular`} data-testid="merchant-count">
              {number.format(merchants)}
            </span>
            <span className={styles.counterLabel}>{t('merchant.counters.merchants')}</span>
          </p>
          <p className={styles.counter}>
            <span className={`${styles.counterValue} tabular`} data-testid="savings-count">
              {dollars.format(savings)}
            </span>
            <span className={styles.counterLabel}>{t('merchant.counters.savings')}</span>
          </p>
        </div>
        <button type="button" className={styles.signUp} onClick={onSignUp}>
          {t('merchant.counters.signUp')}
        </button>
      </div>
    </section>
  );
}
