import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { InstallOffer } from '@/features/install-app/components/install-offer';
import { InstallSteps, type StepsFor } from '@/features/install-app/components/install-steps';
import { useInstall } from '@/features/install-app/hooks/use-install';
import { DinerFrame } from './diner-frame';
import styles from './info-pages.module.css';

/**
 * /download_app: installs the storefront as an app (apps/web/pwa). The browser's own install button where it
 * offers one, "installed" in the installed app, and the steps for iPhone and Android, the diner's phone first.
 */
export function DownloadAppRoute() {
  const { t } = useTranslation();
  const install = useInstall();
  const order: StepsFor[] = install.platform === 'android' ? ['android', 'ios'] : ['ios', 'android'];
  return (
    <DinerFrame titleKey="downloadApp.documentTitle">
      <div className={styles.narrow}>
        <h1 className={styles.pageTitle}>{t('downloadApp.title', { brand: env.BRAND_NAME })}</h1>
        <p className={styles.muted}>{t('downloadApp.text', { brand: env.BRAND_NAME })}</p>
        <InstallOffer install={install} />
        {!install.installed && (
          <>
            {order.map((platform) => (
              <InstallSteps key={platform} platform={platform} />
            ))}
            {install.platform === 'other' && <p className={styles.muted}>{t('downloadApp.computer')}</p>}
          </>
        )}
      </div>
    </DinerFrame>
  );
}
