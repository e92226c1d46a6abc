import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './landing.module.css';

const QUESTIONS = [1, 2, 3, 4, 5, 6] as const;

/** The FAQ as an accordion of native disclosure widgets: keyboard and screen-reader support built in. */
export function MerchantFaq() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="merchant-faq">
      <h2 id="merchant-faq" className={styles.sectionTitle}>
        {t('merchant.faq.title')}
      </h2>
      <div className={styles.faq}>
        {QUESTIONS.map((n) => (
          <details key={n} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>
              {t(`merchant.faq.q${n}`)}
              <span className={styles.faqChevron}>
                <ChevronDownIcon size={20} />
              </span>
            </summary>
            <p className={styles.faqAnswer}>{t(`merchant.faq.a${n}`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
