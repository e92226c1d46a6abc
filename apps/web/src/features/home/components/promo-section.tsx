import type { ReactNode } from 'react';
import styles from './promo-section.module.css';

export interface PromoSectionProps {
  id: string;
  title: string;
  text: string;
  points?: readonly string[];
  image: string;
  /** Alternating sections put the picture on the other side. */
  isReversed?: boolean;
  tone?: 'plain' | 'muted';
  action: ReactNode;
}

/** One of the home page's alternating promo sections. */
export function PromoSection({
  id,
  title,
  text,
  points = [],
  image,
  isReversed = false,
  tone = 'plain',
  action,
}: PromoSectionProps) {
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={id}>
      <div className={isReversed ? `${styles.inner} ${styles.reversed}` : styles.inner}>
        <div className={styles.art} aria-hidden>
          <img src={image} alt="" width={160} height={160} loading="lazy" />
        </div>
        <div className={styles.copy}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          {points.length > 0 && (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          <div className={styles.action}>{action}</div>
        </div>
      </div>
    </section>
  );
}
