import { PinIcon } from '@/components/ui/icons';
import styles from './address-map.module.css';

/** A drawn street map behind a pin (no tile service is called); the address text sits beside it. */
export function AddressMap() {
  return (
    <div className={styles.map} aria-hidden>
      <svg viewBox="0 0 300 110" preserveAspectRatio="xMidYMid slice" className={styles.streets}>
        <rect width="300" height="110" fill="#eef1ec" />
        <path d="M0 30h300M0 74h300M52 0v110M150 0v110M236 0v110" stroke="#ffffff" strokeWidth="10" />
        <path d="M0 110L300 0" stroke="#ffffff" strokeWidth="6" />
        <rect x="66" y="42" width="70" height="20" rx="3" fill="#dfe7d8" />
        <rect x="166" y="86" width="56" height="18" rx="3" fill="#e3e3e3" />
      </svg>
      <span className={styles.pin}>
        <PinIcon size={28} />
      </span>
    </div>
  );
}
