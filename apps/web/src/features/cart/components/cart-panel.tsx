import { cartItemCount, type CartState, type DisplayLocale } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BagIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { CartLines } from './cart-lines';
import { PickupNote, type PickupStore } from './pickup-note';
import styles from './cart-panel.module.css';

export interface CartPanelProps {
  cart: Pick<CartState, 'orderItems' | 'orderType' | 'tableName' | 'restaurantInfoId'>;
  /** The restaurant the cart belongs to, when known. */
  store: (PickupStore & { id: number }) | null;
  locale: DisplayLocale;
  /** Why the cart cannot be ordered now, e.g. the delivery minimum; blocks the main action. */
  blockMessage: string | null;
  onRemove: (index: number) => void;
  onCheckout: () => void;
  onPlaceOrder: () => void;
  /** Hides the panel's own heading when a dialog already shows one. */
  isHeadingHidden?: boolean;
}

/** Cart panel: store link, lines with Remove, the main action with the count, pickup note. */
export function CartPanel({
  cart,
  store,
  locale,
  blockMessage,
  onRemove,
  onCheckout,
  onPlaceOrder,
  isHeadingHidden = false,
}: CartPanelProps) {
  const { t } = useTranslation();
  const count = cartItemCount(cart.orderItems);
  const isDineIn = cart.orderType === 'DINE_IN';
  const heading = <h2 className={isHeadingHidden ? 'visually-hidden' : styles.heading}>{t('cart.title')}</h2>;

  if (cart.orderItems.length === 0) {
    return (
      <div className={styles.panel}>
        {heading}
        <div className={styles.empty}>
          <span className={styles.emptyIcon}>
            <BagIcon size={32} />
          </span>
          <p className={styles.emptyTitle}>{t('cart.emptyTitle')}</p>
          <p className={styles.emptyText}>{t('cart.emptyText')}</p>
        </div>
      </div>
    );
  }

  const isActionBlocked = blockMessage !== null || (isDineIn && cart.tableName.trim() === '');
  return (
    <div className={styles.panel}>
      {heading}
      {store && (
        <Link className={styles.store} to={paths.store.getHref(store.id, store)}>
          {store.name}
        </Link>
      )}
      <CartLines lines={cart.orderItems} locale={locale} onRemove={onRemove} />
      <div className={styles.actions}>
        {blockMessage && (
          <Notice tone="warning" role="status">
            {blockMessage}
          </Notice>
        )}
        {isDineIn ? (
          <Button size="lg" isBlock disabled={isActionBlocked} onClick={onPlaceOrder}>
            {t('cart.placeOrder')}
          </Button>
        ) : (
          <Button size="lg" isBlock disabled={isActionBlocked} onClick={onCheckout}>
            <span>{t('cart.checkout')}</span>
            <span className={styles.count}>{t('cart.itemCount', { count })}</span>
          </Button>
        )}
      </div>
      {cart.orderType === 'PICK_UP' && store && <PickupNote store={store} />}
    </div>
  );
}
