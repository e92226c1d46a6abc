import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import type { PauseScope, StorePause } from '../api/get-store-pauses';
import styles from './pause-controls.module.css';

export interface PauseDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The order types the store offers; ALL is always listed first. */
  orderTypes: readonly PauseScope[];
  pauses: readonly StorePause[];
  busyScope: PauseScope | null;
  onToggle: (scope: PauseScope, isPaused: boolean) => void;
}

/** Switches that stop new online orders for the whole store or one order type, until resumed. */
export function PauseDialog({
  isOpen,
  onOpenChange,
  orderTypes,
  pauses,
  busyScope,
  onToggle,
}: PauseDialogProps) {
  const { t } = useTranslation();
  const scopes: PauseScope[] = ['ALL', ...orderTypes.filter((scope) => scope !== 'ALL')];
  const isAllPaused = pauses.some((pause) => pause.scope === 'ALL');
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('portal.pause.title')} size="sm">
      <div className={styles.dialogBody}>
        <p className={styles.hint}>{t('portal.pause.intro')}</p>
        <ul className={styles.switches}>
          {scopes.map((scope) => {
            const isPaused = pauses.some((pause) => pause.scope === scope);
            const isCovered = scope !== 'ALL' && isAllPaused;
            return (
              <li key={scope} className={styles.switchRow}>
                <span id={`pause-${scope}`} className={styles.switchLabel}>
                  {t(`portal.pause.scopes.${scope}`)}
                  <span className={styles.switchState}>
                    {isPaused || isCovered ? t('portal.pause.paused') : t('portal.pause.taking')}
                  </span>
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={!isPaused}
                  aria-labelledby={`pause-${scope}`}
                  className={styles.switch}
                  disabled={busyScope !== null || isCovered}
                  onClick={() => onToggle(scope, !isPaused)}
                >
                  <span className={styles.knob} />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
