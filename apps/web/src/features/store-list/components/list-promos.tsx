import { useTranslation } from 'react-i18next';
import styles from './list-promos.module.css';

export interface ListPromosProps {
  /** Guests and diners without an order yet see the first-order offer. */
  isNewCustomer: boolean;
}

/** Store list: the promo banners (first order up to 25% off, $5 referral). */
export function ListPromos({ isNewCustomer }: ListPromosProps) {
  const { t } = useTranslation();
  return (
    // Scrolls sideways on phones: focusable so a keyboard user can scroll it too (WCAG 2.1.1).
    <section className={styles.promos} aria-label={t('promo.label')} tabIndex={0}>
      {isNewCustomer && (
        <div className={`${styles.banner} ${styles.first}`}>
          <p className={styles.title}>{t('promo.firstOrderTitle')}</p>
          <p className={styles.text}>{t('promo.firstOrderText')}</p>
        </div>
      )}
      <div className={`${styles.banner} ${styles.referral}`}>
        <p className={styles.title}>{t('promo.referralTitle')}</p>
        <p className={styles.text}>{t('promo.referralText')}</p>
      </div>
    </section>
  );
}
