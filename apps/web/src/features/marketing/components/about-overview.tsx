import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import takeout from '../assets/takeout-box.svg';
import styles from './marketing.module.css';

interface Section {
  title: string;
  text: string;
}

interface Figure {
  value: string;
  label: string;
}

/** About the product: what it does for diners, restaurants and drivers, and its figures. */
export function AboutOverview() {
  const { t } = useTranslation();
  const brand = env.BRAND_NAME;
  const sections = t('about.sections', { returnObjects: true }) as Section[];
  const figures = t('about.figures', { returnObjects: true }) as Figure[];
  return (
    <>
      <div className={styles.aboutHead}>
        <img src={takeout} alt="" width={96} height={96} />
        <h1 className={styles.pageTitle}>{t('about.title', { brand })}</h1>
        <p className={styles.lead}>{t('about.lead', { brand })}</p>
      </div>
      <ul className={styles.figures}>
        {figures.map((figure) => (
          <li key={figure.label} className={styles.figure}>
            <span className={`${styles.figureValue} tabular`}>{figure.value}</span>
            <span className={styles.figureLabel}>{figure.label}</span>
          </li>
        ))}
      </ul>
      <div className={styles.cards}>
        {sections.map((section) => (
          <section key={section.title} className={styles.card}>
            <h2 className={styles.cardTitle}>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
    </>
  );
}
