import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '@/components/ui/icons';
import styles from './onboarding.module.css';

/** Sign-up already done (Back from step 1, or a reload): say so and go on. */
export function SignedUpCard({ email, next }: { email: string; next: string }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.card} ${styles.centered}`} aria-labelledby="signed-up-title">
      <span className={styles.successMark}>
        <CheckIcon size={36} />
      </span>
      <h1 id="signed-up-title" className={styles.cardTitle}>
        {t('onboarding.signup.title')}
      </h1>
      <p>{t('onboarding.signup.signedUp', { email })}</p>
      <Link to={next} className={styles.primaryLink}>
        {t('onboarding.signup.continue')}
      </Link>
    </section>
  );
}
