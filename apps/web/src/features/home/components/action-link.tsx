import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './action-link.module.css';

export interface ActionLinkProps {
  to: string;
  /** primary: the view's one main action; inverse: the main action on a dark band. */
  variant?: 'primary' | 'secondary' | 'inverse' | 'ghost';
  children: ReactNode;
}

/** A link that looks like a button (navigation, not an action on the page). */
export function ActionLink({ to, variant = 'primary', children }: ActionLinkProps) {
  return (
    <Link to={to} className={`${styles.link} ${styles[variant]}`}>
      {children}
    </Link>
  );
}
