import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { PauseScope, StorePause } from '../api/get-store-pauses';
import styles from './pause-controls.module.css';

export interface PauseBannerProps {
  pauses: readonly StorePause[];
  busyScope: PauseScope | null;
  onResume: (scope: PauseScope) => void;
}

/** A loud line per pause (by hand or by itself after a missed order), each with its Resume button. */
export function PauseBanner({ pauses, busyScope, onResume }: PauseBannerProps) {
  const { t } = useTranslation();
  if (pauses.length === 0) {
    return null;
  }
  return (
    <div className={styles.banner} role="alert">
      {pauses.map((pause) => (
        <div key={pause.scope} className={styles.bannerRow}>
          <div>
            <p className={styles.bannerTitle}>{t(`portal.pause.banner.${pause.scope}`)}</p>
            <p className={styles.bannerText}>
              {pause.source === 'ESCALATION' ? t('portal.pause.byEscalation') : t('portal.pause.byOwner')}
            </p>
          </div>
          <Button size="lg" isBusy={busyScope === pause.scope} onClick={() => onResume(pause.scope)}>
            {t('portal.pause.resume')}
          </Button>
        </div>
      ))}
    </div>
  );
}
