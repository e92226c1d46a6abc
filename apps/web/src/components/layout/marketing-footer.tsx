import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import styles from './marketing-footer.module.css';

/**
 * Merchant, support and pricing pages' footer: three link groups, the app's install link and the legal links.
 * Strings: the `marketing` part (`loadEnglishStrings('marketing')` in the route table).
 */
export function MarketingFooter() {
  const { t } = useTranslation();
  const groups = [
    {
      title: t('marketing.footer.learnMore'),
      links: [
        { label: t('marketing.footer.help'), to: paths.help.getHref() },
        { label: t('marketing.footer.about'), to: paths.about.getHref() },
      ],
    },
    {
      title: t('marketing.footer.letUsHelp'),
      links: [
        { label: t('marketing.footer.account'), to: paths.account.getHref() },
        { label: t('marketing.footer.orderHistory'), to: paths.orderHistory.getHref() },
      ],
    },
    {
      title: t('marketing.footer.doingBusiness'),
      links: [
        { label: t('marketing.footer.becomeDriver'), to: paths.driver.getHref() },
        { label: t('marketing.footer.becomePartner'), to: paths.merchant.getHref() },
      ],
    },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to={paths.phoneHome.getHref()} className={styles.logo}>
            {env.BRAND_NAME}
          </Link>
          <p className={styles.tagline}>{t('marketing.footer.tagline')}</p>
        </div>
        <nav className={styles.groups} aria-label={t('marketing.footer.label', { brand: env.BRAND_NAME })}>
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className={styles.heading}>{group.title}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className={styles.heading}>{t('marketing.footer.getApp')}</h2>
            {/* The app installs from the browser (/download_app); it is in no app store, so no store badge. */}
            <Link to={paths.downloadApp.getHref()} className={styles.badge}>
              <span className={styles.badgeSmall}>{t('marketing.footer.noStoreNeeded')}</span>
              <span className={styles.badgeName}>{t('marketing.footer.installApp')}</span>
            </Link>
          </div>
        </nav>
      </div>
      <div className={styles.legal}>
        <span>
          © {new Date().getFullYear()} {env.BRAND_NAME}
        </span>
        <Link to={paths.privacy.getHref()} className={styles.link}>
          {t('marketing.footer.privacy')}
        </Link>
        <Link to={paths.useOfTerm.getHref()} className={styles.link}>
          {t('marketing.footer.terms')}
        </Link>
      </div>
    </footer>
  );
}
