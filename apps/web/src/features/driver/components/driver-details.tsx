import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import idCard from '../assets/identification-card.svg';
import moneyBag from '../assets/money-bag.svg';
import raisingHands from '../assets/raising-hands.svg';
import calendar from '../assets/spiral-calendar.svg';
import styles from './driver-details.module.css';

interface Step {
  title: string;
  text: string;
}

const BENEFIT_ART = [moneyBag, raisingHands, calendar];

/** Requirements, the four sign-up steps and the three benefits. */
export function DriverDetails() {
  const { t } = useTranslation();
  const requirements = t('driver.requirements', { returnObjects: true }) as string[];
  const steps = t('driver.steps', { returnObjects: true }) as Step[];
  const benefits = t('driver.benefits', { returnObjects: true, brand: env.BRAND_NAME }) as Step[];
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-labelledby="driver-requirements">
        <div className={styles.heading}>
          <img src={idCard} alt="" width={40} height={40} loading="lazy" />
          <h2 id="driver-requirements" className={styles.title}>
            {t('driver.requirementsTitle')}
          </h2>
        </div>
        <ul className={styles.checks}>
          {requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="driver-steps">
        <h2 id="driver-steps" className={styles.title}>
          {t('driver.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden>
                {index + 1}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.muted}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="driver-benefits">
        <h2 id="driver-benefits" className={styles.title}>
          {t('driver.benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          {benefits.map((benefit, index) => (
            <li key={benefit.title} className={styles.benefit}>
              <img src={BENEFIT_ART[index]} alt="" width={48} height={48} loading="lazy" />
              <h3 className={styles.stepTitle}>{benefit.title}</h3>
              <p className={styles.muted}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
