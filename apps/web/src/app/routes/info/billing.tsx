import { useTranslation } from 'react-i18next';
import { BillingHelp } from '@/features/billing/components/billing-help';
import { SupportContact } from '@/features/support/components/support-contact';
import { DinerFrame } from './diner-frame';
import styles from './info-pages.module.css';

/** /bill (and /bi): Billing Issues & Help, where the card statement's descriptor sends card holders. */
export function BillingRoute() {
  const { t } = useTranslation();
  return (
    <DinerFrame titleKey="billing.documentTitle">
      <div className={styles.narrow}>
        <h1 className={styles.pageTitle}>{t('billing.title')}</h1>
        <p className={styles.muted}>{t('billing.intro')}</p>
        <BillingHelp />
        <SupportContact />
      </div>
    </DinerFrame>
  );
}
