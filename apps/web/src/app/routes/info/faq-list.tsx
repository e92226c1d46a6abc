import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './faq-list.module.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions that open in place (native disclosure: keyboard and screen readers for free). */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className={styles.list}>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.entry}>
          <summary className={styles.question}>
            <span>{entry.question}</span>
            <ChevronDownIcon size={20} className={styles.chevron} />
          </summary>
          <p className={styles.answer}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
