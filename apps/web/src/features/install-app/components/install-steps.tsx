import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import {
  ChromeInstall,
  ChromeMenu,
  HomeScreenIcon,
  SafariAddToHomeScreen,
  SafariShare,
} from './phone-pictures';
import styles from './install-steps.module.css';

export type StepsFor = 'ios' | 'android';

/** One phone's way to add the app to the home screen: three numbered steps, each with its picture. */
export function InstallSteps({ platform }: { platform: StepsFor }) {
  const { t } = useTranslation();
  const brand = env.BRAND_NAME;
  const steps: { picture: ReactNode; text: string }[] =
    platform === 'ios'
      ? [
          { picture: <SafariShare />, text: t('downloadApp.ios.step1') },
          {
            picture: <SafariAddToHomeScreen label={t('downloadApp.ios.menuItem')} />,
            text: t('downloadApp.ios.step2'),
          },
          { picture: <HomeScreenIcon />, text: t('downloadApp.ios.step3', { brand }) },
        ]
      : [
          { picture: <ChromeMenu />, text: t('downloadApp.android.step1') },
          {
            picture: <ChromeInstall label={t('downloadApp.android.menuItem')} />,
            text: t('downloadApp.android.step2'),
          },
          { picture: <HomeScreenIcon />, text: t('downloadApp.android.step3', { brand }) },
        ];
  const titleId = `install-steps-${platform}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t(`downloadApp.${platform}.title`)}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.text} className={styles.step}>
            {step.picture}
            <p className={styles.text}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {step.text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
