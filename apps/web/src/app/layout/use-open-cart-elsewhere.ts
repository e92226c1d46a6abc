import { useNavigate } from 'react-router';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useTranslation } from 'react-i18next';

/** Away from a store page the cart button goes to the cart's store, where the cart panel lives. */
export function useOpenCartElsewhere(): () => void {
  const cart = useCart();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return () => {
    if (cart.restaurantInfoId !== null && cart.orderItems.length > 0) {
      void navigate(`${paths.store.getHref(cart.restaurantInfoId)}?cart=open`);
    } else {
      showToast({ message: t('cart.emptyTitle') });
    }
  };
}
