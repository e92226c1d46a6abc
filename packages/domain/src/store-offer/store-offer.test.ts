import { describe, expect, it } from 'vitest';
import {
  arePromoBannersShown,
  defaultOrderTypeAction,
  firstKeyword,
  isDeliveryOffered,
  readyTimeRange,
  type StoreOfferFields,
} from './store-offer.js';

const orderType = (
  value: string,
  available = true,
  special: { minReadyMinutes: number; maxReadyMinutes: number } | null = null,
) => ({
  orderType: { value },
  minReadyMinutes: value === 'DELIVERY' ? 35 : 15,
  maxReadyMinutes: value === 'DELIVERY' ? 50 : 25,
  available,
  currentRestaurantInfoOrderTypeSpecialTime: special,
});

const store = (overrides: Partial<StoreOfferFields> = {}): StoreOfferFields => ({
  orderlaneDrive: true,
  ownDriver: false,
  tdrive: false,
  restaurantInfoOrderTypes: [orderType('PICK_UP'), orderType('DELIVERY')],
  ...overrides,
});

describe('Order type: store offer rules', () => {
  it.each([
    ['delivering with the drive option', store(), true, 'open-address-dialog'],
    ['own drivers only', store({ orderlaneDrive: false, ownDriver: true }), true, 'set-pick-up'],
    ['no driver option', store({ orderlaneDrive: false }), false, 'set-pick-up'],
    [
      'delivery switched off',
      store({ restaurantInfoOrderTypes: [orderType('PICK_UP'), orderType('DELIVERY', false)] }),
      false,
      'set-pick-up',
    ],
    [
      'no delivery order type',
      store({ restaurantInfoOrderTypes: [orderType('PICK_UP')] }),
      false,
      'set-pick-up',
    ],
  ])('%s', (_, subject, offered, action) => {
    expect(isDeliveryOffered(subject)).toBe(offered);
    expect(defaultOrderTypeAction(subject)).toBe(action);
  });

  it('reads the ready-time range of the order type, a special time first, pickup as the fallback', () => {
    expect(readyTimeRange(store(), 'DELIVERY')).toEqual({ min: 35, max: 50 });
    expect(readyTimeRange(store({ restaurantInfoOrderTypes: [orderType('PICK_UP')] }), 'DELIVERY')).toEqual({
      min: 15,
      max: 25,
    });
    expect(
      readyTimeRange(
        store({
          restaurantInfoOrderTypes: [
            orderType('PICK_UP', true, { minReadyMinutes: 40, maxReadyMinutes: 60 }),
          ],
        }),
        'PICK_UP',
      ),
    ).toEqual({ min: 40, max: 60 });
    expect(readyTimeRange(store({ restaurantInfoOrderTypes: [] }), 'PICK_UP')).toBeNull();
  });

  it.each([
    [1.16, 0.07, true],
    [1.15, 0.07, false],
    [1.2, 0.06, false],
    [null, null, false],
  ])('promo banners with mRate %s and rewardRate %s: %s', (mRate, rewardRate, shown) => {
    expect(arePromoBannersShown({ mRate, rewardRate })).toBe(shown);
  });

  it.each([
    ['Chinese, Noodles', 'Chinese'],
    [' Pizza ', 'Pizza'],
    ['', null],
    [null, null],
  ])('the first keyword of %j is %j', (keyword, first) => {
    expect(firstKeyword(keyword)).toBe(first);
  });
});
