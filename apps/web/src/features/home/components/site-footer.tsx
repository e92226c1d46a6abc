import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import styles from './site-footer.module.css';

/** The diner footer: about, careers and drivers, account, orders, help, partners, legal, billing. */
export function SiteFooter() {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('footer.learnMore'),
      items: [
        { label: t('footer.help'), to: paths.help.getHref() },
        { label: t('footer.about'), to: paths.about.getHref() },
      ],
    },
    {
      title: t('footer.letUsHelp'),
      items: [
        { label: t('footer.account'), to: paths.account.getHref() },
        { label: t('footer.orderHistory'), to: paths.orderHistory.getHref() },
        { label: t('footer.billing'), to: paths.bill.getHref() },
      ],
    },
    {
      title: t('footer.doingBusiness'),
      items: [
        { label: t('footer.careers'), to: paths.driver.getHref() },
        { label: t('footer.becomeDriver'), to: paths.driver.getHref() },
        { label: t('footer.becomePartner'), to: paths.merchant.getHref() },
      ],
    },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to={paths.home.getHref()} className={styles.logo}>
            {env.BRAND_NAME}
          </Link>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav className={styles.columns} aria-label={t('footer.label')}>
          {columns.map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.list}>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to} className={styles.link}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.legal}>
        <span>
          © {new Date().getFullYear()} {env.BRAND_NAME}
        </span>
        <Link to={paths.useOfTerm.getHref()} className={styles.link}>
          {t('footer.terms')}
        </Link>
        <Link to={paths.privacy.getHref()} className={styles.link}>
          {t('footer.privacy')}
        </Link>
      </div>
    </footer>
  );
}
