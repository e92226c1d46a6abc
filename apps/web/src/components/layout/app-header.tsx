import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon, MenuIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useScrollHeader } from './use-scroll-header';
import styles from './app-header.module.css';

export interface AppHeaderProps {
  cartCount: number;
  onOpenMenu: () => void;
  onOpenCart: () => void;
  /** Over a banner the header starts transparent and turns white after 100 px of scrolling. */
  isOverlay?: boolean;
  /** The page shows the cart panel at the right from 1292 px: the header leaves its column free. */
  isBesideCart?: boolean;
}

/** Header: side-menu button, the title linking home, the cart button with its count. */
export function AppHeader({
  cartCount,
  onOpenMenu,
  onOpenCart,
  isOverlay = false,
  isBesideCart = false,
}: AppHeaderProps) {
  const { t } = useTranslation();
  const { isScrolled, isHidden } = useScrollHeader();
  const classes = [
    styles.header,
    isOverlay && !isScrolled ? styles.overlay : styles.solid,
    isHidden ? styles.hidden : '',
    isBesideCart ? styles.besideCart : '',
  ].join(' ');
  return (
    <header className={classes}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.round}
          onClick={onOpenMenu}
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
        >
          <MenuIcon size={22} />
        </button>
        <Link to={paths.home.getHref()} className={styles.title}>
          {env.BRAND_NAME}
        </Link>
        <button
          type="button"
          className={styles.round}
          onClick={onOpenCart}
          aria-label={t('header.openCart', { count: cartCount })}
        >
          <CartIcon size={22} />
          {cartCount > 0 && (
            <span className={styles.badge} aria-hidden>
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          )}
        </button>
      </div>
    </header>
  );
}
