import { useTranslation } from 'react-i18next';
import type { AvailabilityEntry } from '../api/get-menu-availability';
import styles from './menu-availability.module.css';

export interface AvailabilitySwitchProps {
  kind: 'item' | 'option';
  entry: AvailabilityEntry;
  label: string;
  /** The option's group, shown under its name. */
  detail?: string;
  untilText: string | null;
  isBusy: boolean;
  onChange: (isAvailable: boolean) => void;
}

/** One item or option: its name, whether diners can order it, and a switch. */
export function AvailabilitySwitch({
  kind,
  entry,
  label,
  detail,
  untilText,
  isBusy,
  onChange,
}: AvailabilitySwitchProps) {
  const { t } = useTranslation();
  const isAvailable = entry.unavailableUntil === null && !entry.isOffInMenu;
  const state = entry.isOffInMenu
    ? t('portal.menu.offInMenu')
    : isAvailable
      ? t('portal.menu.available')
      : t('portal.menu.unavailableUntil', { time: untilText });
  const labelId = `availability-${kind}-${entry.id}`;
  return (
    <div className={styles.row}>
      <span id={labelId} className={styles.name}>
        {label}
        {detail && <span className={styles.detail}>{detail}</span>}
        <span className={isAvailable ? styles.on : styles.off}>{state}</span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={isAvailable}
        aria-labelledby={labelId}
        className={styles.switch}
        disabled={isBusy || entry.isOffInMenu}
        onClick={() => onChange(!isAvailable)}
      >
        <span className={styles.knob} />
      </button>
    </div>
  );
}
