import { FREE_TRIAL_CALLS } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { FreeTrialForm } from '@/features/free-trial/components/free-trial-form';
import { MarketingFrame } from './marketing-frame';
import styles from './info-pages.module.css';

/** /freeUse: the free-trial contact form; a phone-sized column on every screen. */
export function FreeUseRoute() {
  const { t } = useTranslation();
  return (
    <MarketingFrame titleKey="freeUse.documentTitle">
      <div className={styles.phoneColumn}>
        <h1 className={styles.pageTitle}>{t('freeUse.title')}</h1>
        <p className={styles.muted}>{t('freeUse.text', { calls: FREE_TRIAL_CALLS })}</p>
        <FreeTrialForm />
      </div>
    </MarketingFrame>
  );
}
