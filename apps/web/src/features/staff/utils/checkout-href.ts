import { paths } from '@/config/paths';

/**
 * Where a store page's Checkout goes: the phone-order checkout while this tab takes a call for that store (the
 * staff member is no diner, so no diner sign-in), else the diner's checkout, or the diner's sign-in first.
 */
export function checkoutHref({
  storeId,
  isSignedIn,
  phoneOrderStoreId,
}: {
  storeId: number;
  isSignedIn: boolean;
  phoneOrderStoreId: number | null;
}): string {
  if (phoneOrderStoreId === storeId || isSignedIn) {
    return paths.checkout.getHref();
  }
  return paths.auth.getHref({ storeId, target: 'checkout' });
}
