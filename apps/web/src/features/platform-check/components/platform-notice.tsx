import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { detectOldPlatform } from '@orderlane/domain';
import styles from './platform-notice.module.css';

// Kept beside the spec's stored values so the warning shows once per browser.
const SHOWN_KEY = 'platformWarningShown';

function wasShown(): boolean {
  try {
    return window.localStorage.getItem(SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberShown(): void {
  try {
    window.localStorage.setItem(SHOWN_KEY, 'true');
  } catch {
    // storage blocked: the warning may show again on the next visit
  }
}

/** Platform check: a one-time, dismissible warning for Android below 9 or iOS below 11. */
export function PlatformNotice() {
  const { t } = useTranslation();
  // Drawn on the server too (app/discovery-first-screen.tsx), where there is no browser to check.
  const [platform] = useState(() =>
    typeof navigator === 'undefined' || wasShown() ? null : detectOldPlatform(navigator.userAgent),
  );
  const [isOpen, setIsOpen] = useState(platform !== null);
  if (!isOpen || !platform) {
    return null;
  }
  const dismiss = () => {
    rememberShown();
    setIsOpen(false);
  };
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>
        <strong>{t('platform.title')}</strong>{' '}
        {t('platform.text', { os: platform.os, version: platform.version })}
      </p>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t('platform.dismiss')}>
        <CloseIcon size={20} />
      </button>
    </div>
  );
}
