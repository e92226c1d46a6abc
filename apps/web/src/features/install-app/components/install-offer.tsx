import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import type { Install } from '../hooks/use-install';
import styles from './install-offer.module.css';

/** The top of /download_app: "installed" when it is, else the browser's install button when the browser offers one. */
export function InstallOffer({ install }: { install: Install }) {
  const { t } = useTranslation();
  const brand = env.BRAND_NAME;
  if (install.installed) {
    return (
      <div className={styles.installed} role="status">
        <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" />
          <path d="M7 12.5l3.2 3.2L17 9" />
        </svg>
        <div>
          <p className={styles.installedTitle}>{t('downloadApp.installedTitle', { brand })}</p>
          <p>{t('downloadApp.installedText', { brand })}</p>
        </div>
      </div>
    );
  }
  if (!install.canPrompt) {
    return null;
  }
  return (
    <div className={styles.offer}>
      <Button size="lg" isBusy={install.isPrompting} onClick={() => void install.prompt()}>
        {t('downloadApp.installButton', { brand })}
      </Button>
      <p className={styles.hint}>{t('downloadApp.installHint')}</p>
    </div>
  );
}
