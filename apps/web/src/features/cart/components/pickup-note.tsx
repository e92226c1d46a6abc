import { useTranslation } from 'react-i18next';
import { PinIcon } from '@/components/ui/icons';
import { getMapLinkHref } from '@/config/paths';
import type { Store } from '@/types/api';
import styles from './pickup-note.module.css';

export type PickupStore = Pick<
  Store,
  'name' | 'address' | 'city' | 'state' | 'zip' | 'latitude' | 'longitude'
>;

/** Pickup: where to collect the order, with a drawn map (no tile service is called) and a map link. */
export function PickupNote({ store }: { store: PickupStore }) {
  const { t } = useTranslation();
  const fullAddress = `${store.address}, ${store.city}, ${store.state} ${store.zip}`;
  const hasPoint = store.latitude !== null && store.longitude !== null;
  return (
    <section className={styles.note} aria-label={t('cart.pickupAt')}>
      <div className={styles.map} aria-hidden>
        <svg viewBox="0 0 300 110" preserveAspectRatio="xMidYMid slice" className={styles.streets}>
          <rect width="300" height="110" fill="#eef1ec" />
          <path d="M0 38h300M0 82h300M70 0v110M170 0v110M250 0v110" stroke="#ffffff" strokeWidth="10" />
          <path d="M0 0l300 110" stroke="#ffffff" strokeWidth="6" />
          <rect x="185" y="50" width="50" height="22" rx="3" fill="#dfe7d8" />
          <rect x="86" y="52" width="68" height="18" rx="3" fill="#e3e3e3" />
        </svg>
        <span className={styles.pin}>
          <PinIcon size={28} />
        </span>
      </div>
      <div className={styles.text}>
        <p className={styles.label}>{t('cart.pickupAt')}</p>
        <p className={styles.address}>{fullAddress}</p>
        {hasPoint && (
          <a
            className={styles.link}
            href={getMapLinkHref(store.latitude as number, store.longitude as number)}
            target="_blank"
            rel="noreferrer noopener"
          >
            {t('cart.openMap')}
          </a>
        )}
      </div>
    </section>
  );
}
