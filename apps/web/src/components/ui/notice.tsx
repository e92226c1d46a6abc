import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './icons';
import styles from './notice.module.css';

export interface NoticeProps {
  tone: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** 'alert' for messages that appear after the diner acted; omit for steady page content. */
  role?: 'alert' | 'status';
}

/** An inline panel: delivery status, orderability messages, the other-restaurant warning. */
export function Notice({ tone, title, children, action, role }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={role}>
      <span className={styles.icon}>
        {tone === 'success' ? <CheckIcon size={20} /> : <AlertIcon size={20} />}
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
