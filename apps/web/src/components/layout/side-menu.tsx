import { formatCents } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import styles from './side-menu.module.css';

export interface SideMenuUser {
  firstName: string;
  lastName: string;
  rewardBalanceCents: number;
}

export interface SideMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  user: SideMenuUser | null;
  /** Shown only while the cart holds a restaurant. */
  cartCount: number | null;
  signInHref: string;
  onOpenCart: () => void;
  onSignOut: () => void;
}

/** Side menu: Home, Cart, sign-in or the account entries with the read-only credit. */
export function SideMenu({
  isOpen,
  onOpenChange,
  user,
  cartCount,
  signInHref,
  onOpenCart,
  onSignOut,
}: SideMenuProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('menuSide.title')} placement="left">
      <nav aria-label={t('menuSide.title')}>
        <ul className={styles.list}>
          <li>
            <Link className={styles.item} to={paths.home.getHref()} onClick={close}>
              {t('menuSide.home')}
            </Link>
          </li>
          {cartCount !== null && (
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  close();
                  onOpenCart();
                }}
              >
                {t('menuSide.cart')}
                <span className={styles.count}>{cartCount}</span>
              </button>
            </li>
          )}
          {user === null ? (
            <li>
              <Link className={`${styles.item} ${styles.signIn}`} to={signInHref} onClick={close}>
                {t('menuSide.signIn')}
              </Link>
            </li>
          ) : (
            <>
              <li>
                <Link className={styles.item} to={paths.orderHistory.getHref()} onClick={close}>
                  {t('menuSide.orders')}
                </Link>
              </li>
              <li>
                <Link className={styles.item} to={paths.account.getHref()} onClick={close}>
                  {t('menuSide.account')}
                  <span className={styles.detail}>{`${user.firstName} ${user.lastName}`.trim()}</span>
                </Link>
              </li>
              <li>
                <p className={styles.item}>
                  {t('menuSide.credit')}
                  <span className={`${styles.detail} tabular`}>{formatCents(user.rewardBalanceCents)}</span>
                </p>
              </li>
              <li>
                <button type="button" className={styles.item} onClick={onSignOut}>
                  {t('menuSide.signOut')}
                </button>
              </li>
            </>
          )}
        </ul>
      </nav>
    </Dialog>
  );
}
