import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '@/components/ui/icons';
import styles from './onboarding.module.css';

/** The end of the Lite onboarding: what happens next, and the way into the portal. */
export function OnboardingSuccess({ portalHref }: { portalHref: string }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.card} ${styles.centered}`} aria-labelledby="success-title">
      <span className={styles.successMark}>
        <CheckIcon size={36} />
      </span>
      <h1 id="success-title" className={styles.cardTitle}>
        {t('onboarding.success.title')}
      </h1>
      <p className={styles.intro}>{t('onboarding.success.text')}</p>
      <Link to={portalHref} className={styles.primaryLink}>
        {t('onboarding.success.portal')}
      </Link>
    </section>
  );
}
