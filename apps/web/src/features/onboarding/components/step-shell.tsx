import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { OnboardingGate } from '../hooks/use-onboarding-gate';
import styles from './onboarding.module.css';

export interface StepShellProps {
  /** 1, 2 or 3; none for pages outside the three steps. */
  step?: 1 | 2 | 3;
  backTo: string;
  children: ReactNode;
}

/** Back, 'Step n of 3' and the progress bar above a step's card. */
export function StepShell({ step, backTo, children }: StepShellProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.stepBar}>
        <Link to={backTo} className={styles.back}>
          <ChevronLeftIcon size={20} />
          {t('onboarding.back')}
        </Link>
        {step && <p className={styles.stepOf}>{t('onboarding.stepOf', { step })}</p>}
      </div>
      {step && (
        <div className={styles.progress} aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <span key={n} className={`${styles.progressStep} ${n <= step ? styles.progressDone : ''}`} />
          ))}
        </div>
      )}
      {children}
    </main>
  );
}

/** What a step shows before it is ready: a redirect, the loading line or the retry notice. */
export function GateFallback({ gate }: { gate: Exclude<OnboardingGate, { status: 'ready' }> }) {
  const { t } = useTranslation();
  if (gate.status === 'redirect') {
    return <Navigate to={gate.to} replace />;
  }
  if (gate.status === 'loading') {
    return (
      <div className={styles.card} role="status">
        <p className={styles.intro}>
          <Spinner size="sm" /> {t('onboarding.loading')}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <Notice
        tone="error"
        role="alert"
        action={
          <Button variant="secondary" onClick={gate.retry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('errors.pageText')}
      </Notice>
    </div>
  );
}
