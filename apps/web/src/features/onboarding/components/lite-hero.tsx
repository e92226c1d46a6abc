import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons';
import styles from './onboarding.module.css';

/** The Lite Package pitch beside (desktop) or above (phone) the inquiry form. */
export function LiteHero({ form }: { form: ReactNode }) {
  const { t } = useTranslation();
  const pitch = [
    t('onboarding.lite.pitchPage'),
    t('onboarding.lite.pitchPrinter'),
    t('onboarding.lite.pitchNoContract'),
  ];
  return (
    <section className={styles.hero} aria-labelledby="lite-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('onboarding.lite.eyebrow')}</p>
          <h1 id="lite-title" className={styles.heroTitle}>
            {t('onboarding.lite.title')}
          </h1>
          <p className={styles.heroLead}>{t('onboarding.lite.text')}</p>
          <ul className={styles.pitch}>
            {pitch.map((line) => (
              <li key={line}>
                <CheckIcon size={20} />
                {line}
              </li>
            ))}
          </ul>
          <p className={styles.shipping}>{t('onboarding.lite.shipping')}</p>
        </div>
        <div className={styles.heroForm}>{form}</div>
      </div>
    </section>
  );
}
