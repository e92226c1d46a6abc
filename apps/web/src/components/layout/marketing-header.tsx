import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { MenuIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { useScrollHeader } from './use-scroll-header';
import styles from './marketing-header.module.css';

/** The side menu replaces the inline links up to 820 px; Free Use is offered only under 500 px. */
const SIDE_MENU_QUERY = '(max-width: 820px)';
const FREE_USE_QUERY = '(max-width: 499px)';

export interface MarketingHeaderProps {
  /** Over a dark hero the header starts transparent and turns white after 100 px of scrolling. */
  isOverlay?: boolean;
}

function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}

/**
 * Merchant, support and pricing pages' header: phone, logo to /phone_home, Pricing, Join us, Help, Login
 * (portal sign-in). Strings: the `marketing` part (`loadEnglishStrings('marketing')` in the route table).
 */
export function MarketingHeader({ isOverlay = false }: MarketingHeaderProps) {
  const { t } = useTranslation();
  const { isScrolled, isHidden } = useScrollHeader();
  const isNarrow = useMediaQuery(SIDE_MENU_QUERY);
  const canOfferFreeUse = useMediaQuery(FREE_USE_QUERY);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const links = [
    { to: paths.pricing.getHref(), label: t('marketing.header.pricing') },
    { to: paths.merchant.getHref(), label: t('marketing.header.joinUs') },
    { to: paths.helps.getHref(), label: t('marketing.header.help') },
  ];
  const classes = [
    styles.header,
    isOverlay && !isScrolled ? styles.overlay : styles.solid,
    isHidden ? styles.hidden : '',
  ].join(' ');
  const phone = (
    <a className={styles.phone} href={telHref(env.SUPPORT_PHONE)}>
      <span className="visually-hidden">{t('marketing.header.callUs', { phone: '' })}</span>
      <span className="tabular">{env.SUPPORT_PHONE}</span>
    </a>
  );
  return (
    <header className={classes}>
      <div className={styles.inner}>
        {isNarrow && (
          <button
            type="button"
            className={styles.menuButton}
            onClick={() => setIsMenuOpen(true)}
            aria-label={t('marketing.header.openMenu')}
            aria-haspopup="dialog"
          >
            <MenuIcon size={22} />
          </button>
        )}
        <Link
          to={paths.phoneHome.getHref()}
          className={styles.logo}
          aria-label={t('marketing.header.home', { brand: env.BRAND_NAME })}
        >
          {env.BRAND_NAME}
        </Link>
        {!isNarrow && (
          <nav className={styles.nav} aria-label={t('marketing.header.label')}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={styles.navLink}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className={styles.end}>
          {phone}
          <Link to={paths.portal.getHref()} className={styles.login}>
            {t('marketing.header.login')}
          </Link>
        </div>
      </div>
      {isNarrow && (
        <Dialog
          isOpen={isMenuOpen}
          onOpenChange={setIsMenuOpen}
          title={t('marketing.header.menuTitle')}
          placement="left"
        >
          <nav aria-label={t('marketing.header.label')}>
            <ul className={styles.menuList}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link className={styles.menuItem} to={link.to} onClick={() => setIsMenuOpen(false)}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {canOfferFreeUse && (
                <li>
                  <Link
                    className={styles.menuItem}
                    to={paths.freeUse.getHref()}
                    onClick={() => setIsMenuOpen(false)}
                  >
                    {t('marketing.header.freeUse')}
                  </Link>
                </li>
              )}
              <li>
                <Link
                  className={`${styles.menuItem} ${styles.menuLogin}`}
                  to={paths.portal.getHref()}
                  onClick={() => setIsMenuOpen(false)}
                >
                  {t('marketing.header.login')}
                </Link>
              </li>
              <li>
                <a className={styles.menuItem} href={telHref(env.SUPPORT_PHONE)}>
                  {t('marketing.header.callUs', { phone: env.SUPPORT_PHONE })}
                </a>
              </li>
            </ul>
          </nav>
        </Dialog>
      )}
    </header>
  );
}
