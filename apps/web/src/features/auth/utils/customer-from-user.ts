import type { CartCustomer } from '@orderlane/domain';
import type { StoredUser } from '../stores/user-store';

/** Sign-in: the cart's customer takes the user's phone, first and last name, e-mail and user id. */
export function customerFromUser(user: StoredUser): Partial<CartCustomer> {
  const info = user.userInfos?.[0];
  return {
    userId: user.id,
    email: user.email,
    firstName: info?.firstName ?? '',
    lastName: info?.lastName ?? '',
    phoneNumber: info?.phoneNumber ?? '',
  };
}

/** True when the cart's customer already holds every value of `values` (nothing to dispatch). */
export function matchesCustomer(customer: CartCustomer, values: Partial<CartCustomer>): boolean {
  return (Object.keys(values) as (keyof CartCustomer)[]).every((key) => customer[key] === values[key]);
}
