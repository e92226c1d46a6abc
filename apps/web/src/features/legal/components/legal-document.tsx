import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import styles from './legal-document.module.css';

interface LegalSection {
  title: string;
  paragraphs: string[];
}

export interface LegalDocumentProps {
  /** 'privacy' or 'terms': the document under `legal.` in the strings. */
  document: 'privacy' | 'terms';
}

/** A numbered legal document with its contents list; every section can be linked to. */
export function LegalDocument({ document }: LegalDocumentProps) {
  const { t } = useTranslation();
  const values = { brand: env.BRAND_NAME, phone: env.SUPPORT_PHONE };
  const sections = t(`legal.${document}.sections`, { returnObjects: true, ...values }) as LegalSection[];
  const anchor = (index: number) => `${document}-${index + 1}`;
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`legal.${document}.title`)}</h1>
        <p className={styles.updated}>{t('legal.updated')}</p>
        <p>{t(`legal.${document}.intro`, values)}</p>
      </header>
      <nav className={styles.contents} aria-labelledby={`${document}-contents`}>
        <h2 id={`${document}-contents`} className={styles.contentsTitle}>
          {t('legal.contents')}
        </h2>
        <ol className={styles.contentsList}>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${anchor(index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} id={anchor(index)} className={styles.section}>
          <h2 className={styles.sectionTitle}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
