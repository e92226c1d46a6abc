import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useToastStore } from './toast-store';
import styles from './toaster.module.css';

/** Always mounted so screen readers hear each toast through the live regions. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const urgent = toasts.filter((toast) => toast.tone === 'error');
  const renderToast = (toast: (typeof toasts)[number]) => (
    <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
      <span>{toast.message}</span>
      <button
        type="button"
        className={styles.close}
        aria-label={t('common.dismiss')}
        onClick={() => dismiss(toast.id)}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {polite.map(renderToast)}
      </div>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {urgent.map(renderToast)}
      </div>
    </div>
  );
}
