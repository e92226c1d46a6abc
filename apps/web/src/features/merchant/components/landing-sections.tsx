import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import {
  BankIcon,
  CheckCircleIcon,
  DriverIcon,
  PageIcon,
  PercentIcon,
  PhoneIcon,
  PrinterIcon,
  SupportIcon,
} from './landing-icons';
import styles from './landing.module.css';

/** The three feature cards: commission, drivers, support. */
export function FeatureCards() {
  const { t } = useTranslation();
  const cards = [
    {
      icon: <PercentIcon />,
      title: t('merchant.features.commissionTitle'),
      text: t('merchant.features.commissionText'),
    },
    {
      icon: <DriverIcon />,
      title: t('merchant.features.driversTitle'),
      text: t('merchant.features.driversText'),
    },
    {
      icon: <SupportIcon />,
      title: t('merchant.features.supportTitle'),
      text: t('merchant.features.supportText'),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="merchant-features">
      <h2 id="merchant-features" className={styles.sectionTitle}>
        {t('merchant.features.title', { brand: env.BRAND_NAME })}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            <span className={styles.cardIcon}>{card.icon}</span>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the product does for a restaurant. */
export function ServicesSection() {
  const { t } = useTranslation();
  const services = [
    { icon: <PageIcon />, title: t('merchant.services.pageTitle'), text: t('merchant.services.pageText') },
    { icon: <PhoneIcon />, title: t('merchant.services.phoneTitle'), text: t('merchant.services.phoneText') },
    {
      icon: <BankIcon />,
      title: t('merchant.services.payoutTitle'),
      text: t('merchant.services.payoutText'),
    },
    {
      icon: <PrinterIcon />,
      title: t('merchant.services.printTitle'),
      text: t('merchant.services.printText'),
    },
  ];
  return (
    <section className={`${styles.section} ${styles.muted}`} aria-labelledby="merchant-services">
      <div className={styles.sectionInner}>
        <h2 id="merchant-services" className={styles.sectionTitle}>
          {t('merchant.services.title')}
        </h2>
        <ul className={styles.services}>
          {services.map((service) => (
            <li key={service.title} className={styles.service}>
              <span className={styles.cardIcon}>{service.icon}</span>
              <div>
                <h3 className={styles.cardTitle}>{service.title}</h3>
                <p className={styles.cardText}>{service.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Reasons to choose the product. */
export function ReasonsSection() {
  const { t } = useTranslation();
  const reasons = [
    t('merchant.reasons.contract'),
    t('merchant.reasons.saving'),
    t('merchant.reasons.served'),
    t('merchant.reasons.contact'),
  ];
  return (
    <section className={styles.section} aria-labelledby="merchant-reasons">
      <h2 id="merchant-reasons" className={styles.sectionTitle}>
        {t('merchant.reasons.title')}
      </h2>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason} className={styles.reason}>
            <span className={styles.reasonIcon}>
              <CheckCircleIcon />
            </span>
            {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The three steps to join. */
export function JoinSteps() {
  const { t } = useTranslation();
  const steps = [
    { title: t('merchant.steps.one'), text: t('merchant.steps.oneText') },
    { title: t('merchant.steps.two'), text: t('merchant.steps.twoText') },
    { title: t('merchant.steps.three'), text: t('merchant.steps.threeText') },
  ];
  return (
    <section className={`${styles.section} ${styles.muted}`} aria-labelledby="merchant-steps">
      <div className={styles.sectionInner}>
        <h2 id="merchant-steps" className={styles.sectionTitle}>
          {t('merchant.steps.title')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className="visually-hidden">{t('merchant.steps.stepLabel', { n: index + 1 })}</span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** For owners who would rather set up alone: the way to the Lite Package. */
export function LiteInvite({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.lite} aria-label={t('merchant.hero.liteTitle')}>
      <p>{t('merchant.hero.liteTitle')}</p>
      <Link className={styles.liteLink} to={to}>
        {t('merchant.hero.liteLink')}
      </Link>
    </aside>
  );
}
