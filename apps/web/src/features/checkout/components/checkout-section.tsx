import { useId, type ReactNode } from 'react';
import styles from './checkout-section.module.css';

export interface CheckoutSectionProps {
  title: string;
  /** A Change button or link beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of the checkout page (METHOD, TIME, ADDRESS, PHONE NUMBER, PAYMENT...). */
export function CheckoutSection({ title, action, children }: CheckoutSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
