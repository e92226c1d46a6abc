import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, PinIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { GeolocationPermission } from '@/lib/geolocation';
import styles from './location-bar.module.css';

export interface LocationBarProps {
  address: string | null;
  permission: GeolocationPermission | null;
  isLocating: boolean;
  isUsingLocation: boolean;
  isLocationUnavailable: boolean;
  onOpenPicker: () => void;
  onLocate: () => void;
}

/** Where the list looks: the chosen address (opens the address picker) or the diner's location. */
export function LocationBar({
  address,
  permission,
  isLocating,
  isUsingLocation,
  isLocationUnavailable,
  onOpenPicker,
  onLocate,
}: LocationBarProps) {
  const { t } = useTranslation();
  const current = address ?? (isUsingLocation ? t('storeList.currentLocation') : null);
  const canLocate = !address && !isUsingLocation && permission !== 'denied' && permission !== 'unsupported';
  return (
    <div className={styles.wrap}>
      <div className={styles.bar}>
        <button type="button" className={styles.address} onClick={onOpenPicker} aria-haspopup="dialog">
          <PinIcon size={20} className={styles.pin} />
          <span className={styles.text}>
            <span className={styles.caption}>{t('storeList.addressCaption')}</span>
            <span className={current ? styles.value : `${styles.value} ${styles.placeholder}`}>
              {current ?? t('storeList.addressPrompt')}
            </span>
          </span>
          <ChevronDownIcon size={18} className={styles.chevron} />
        </button>
        {canLocate && (
          <button type="button" className={styles.locate} onClick={onLocate} disabled={isLocating}>
            {isLocating ? <Spinner size="sm" label={t('storeList.locating')} /> : t('storeList.useLocation')}
          </button>
        )}
      </div>
      {isLocationUnavailable && (
        <Notice tone="warning" role="alert">
          {t('storeList.locationUnavailable')}
        </Notice>
      )}
    </div>
  );
}
