import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';

export interface TrackingLoadProblemProps {
  error: unknown;
  /** The order's number as the diner reads it (TS-...). */
  number: string;
  onRetry: () => void;
}

/** Why an order cannot be shown: it does not exist, it is another account's, or loading failed (retry). */
export function TrackingLoadProblem({ error, number, onRetry }: TrackingLoadProblemProps) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : null;
  if (status === 404 || status === 403) {
    // Trying again cannot help here: say what is wrong instead.
    return (
      <Notice tone="error" role="alert">
        {t(status === 404 ? 'tracking.noSuchOrder' : 'tracking.notYours', { number })}
      </Notice>
    );
  }
  return (
    <Notice
      tone="error"
      role="alert"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('tracking.loadFailed')}
    </Notice>
  );
}
