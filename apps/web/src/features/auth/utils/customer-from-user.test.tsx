import { createEmptyCustomer } from '@orderlane/domain';
import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../stores/user-store';
import { customerFromUser, matchesCustomer } from './customer-from-user';

const USER: StoredUser = {
  id: 7,
  email: 'ana@orderlane.example',
  accessToken: 'token-7',
  userInfos: [{ firstName: 'Ana', lastName: 'Silva', phoneNumber: '3125550143' }],
};

describe('matchesCustomer', () => {
  it('finds nothing to change once the cart holds the signed-in diner', () => {
    const customer = { ...createEmptyCustomer(), ...customerFromUser(USER), address1: '1 Main St' };
    expect(matchesCustomer(customer, customerFromUser(USER))).toBe(true);
  });

  it('sees any value the cart does not hold yet', () => {
    const empty = createEmptyCustomer();
    expect(matchesCustomer(empty, customerFromUser(USER))).toBe(false);
    const otherPhone = { ...empty, ...customerFromUser(USER), phoneNumber: '3125550100' };
    expect(matchesCustomer(otherPhone, customerFromUser(USER))).toBe(false);
  });
});
