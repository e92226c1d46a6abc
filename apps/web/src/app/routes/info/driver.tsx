import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { DriverDetails } from '@/features/driver/components/driver-details';
import { DriverHero } from '@/features/driver/components/driver-hero';
import { DriverSignUpForm } from '@/features/driver/components/driver-sign-up-form';
import { DinerFrame } from './diner-frame';
import { FaqList, type FaqEntry } from './faq-list';
import styles from './info-pages.module.css';

/** /driver: recruitment (hero, requirements, steps, benefits, FAQ) and the sign-up form. */
export function DriverRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLElement>(null);
  const joinIn = () => {
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  };
  const onSignedUp = useCallback(() => void navigate(paths.driverDone.getHref()), [navigate]);
  return (
    <DinerFrame titleKey="driver.documentTitle" hasHero>
      <DriverHero onJoinIn={joinIn} />
      <div className={styles.columns}>
        <DriverDetails />
        <section ref={formRef} className={styles.formCard} aria-labelledby="driver-form-title">
          <h2 id="driver-form-title" className={styles.sectionTitle}>
            {t('driver.formTitle')}
          </h2>
          <p className={styles.muted}>{t('driver.formText')}</p>
          <DriverSignUpForm labelledBy="driver-form-title" onSignedUp={onSignedUp} />
        </section>
      </div>
      <section className={styles.narrow} aria-labelledby="driver-faq">
        <h2 id="driver-faq" className={styles.sectionTitle}>
          {t('driver.faqTitle')}
        </h2>
        <FaqList entries={t('driver.faq', { returnObjects: true }) as FaqEntry[]} />
      </section>
    </DinerFrame>
  );
}
