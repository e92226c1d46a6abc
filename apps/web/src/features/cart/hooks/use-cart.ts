import { cartItemCount } from '@orderlane/domain';
import { useCartStore } from '../stores/cart-store';

export const useCart = () => useCartStore((state) => state.cart);
export const useCartActions = () => {
  const dispatch = useCartStore((state) => state.dispatch);
  const addLine = useCartStore((state) => state.addLine);
  const removeLine = useCartStore((state) => state.removeLine);
  return { dispatch, addLine, removeLine };
};
export const useCartItemCount = () => useCartStore((state) => cartItemCount(state.cart.orderItems));
