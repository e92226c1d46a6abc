import type { ReactNode } from 'react';
import styles from './finish.module.css';

/** The muted page the finish flow's cards sit on. */
export function FinishPage({ children }: { children: ReactNode }) {
  return <main className={styles.page}>{children}</main>;
}
