import { describe, expect, it } from 'vitest';
import {
  M_RATE_MAX,
  M_RATE_MIN,
  NEW_STORE_ORDER_TYPES,
  REWARD_RATE_MAX,
  assertStoreSettings,
  goLiveRefusal,
  normalizeKeywords,
  storeSettingsProblems,
} from './store-settings.js';

const sound = { mRate: 1.16, rewardRate: 0.08, taxRate: 0.1025, deliveryRadiusMiles: 3 };

describe('store settings bounds', () => {
  it('accepts rates within the platform bounds, edges included', () => {
    expect(storeSettingsProblems(sound)).toEqual([]);
    expect(storeSettingsProblems({ ...sound, mRate: M_RATE_MIN, rewardRate: REWARD_RATE_MAX })).toEqual([]);
    expect(storeSettingsProblems({ ...sound, mRate: M_RATE_MAX, rewardRate: 0 })).toEqual([]);
  });

  it('lists every rate outside its bounds as a sentence', () => {
    const problems = storeSettingsProblems({
      mRate: 0.9,
      rewardRate: 0.5,
      taxRate: -0.01,
      deliveryRadiusMiles: 99,
    });
    expect(problems).toEqual([
      'mRate must be between 1 and 1.5.',
      'rewardRate must be between 0 and 0.2.',
      'The tax rate must be between 0 and 20%.',
      'The delivery radius must be between 0 and 30 miles.',
    ]);
    expect(storeSettingsProblems({ ...sound, mRate: Number.NaN })).toHaveLength(1);
  });

  it('checks ready minutes: whole, within bounds, min not above max', () => {
    expect(
      storeSettingsProblems(sound, [{ orderType: 'PICK_UP', minReadyMinutes: 15, maxReadyMinutes: 25 }]),
    ).toEqual([]);
    expect(
      storeSettingsProblems(sound, [{ orderType: 'PICK_UP', minReadyMinutes: 30, maxReadyMinutes: 20 }]),
    ).toEqual(['PICK_UP minimum ready minutes cannot be more than the maximum.']);
    expect(
      storeSettingsProblems(sound, [{ orderType: 'DELIVERY', minReadyMinutes: 0, maxReadyMinutes: 500 }])[0],
    ).toMatch(/DELIVERY ready minutes must be whole minutes between 1 and 240/);
    expect(() => assertStoreSettings({ ...sound, mRate: 2 })).toThrow('mRate must be between 1 and 1.5.');
  });

  it('normalizes keywords and refuses too many', () => {
    expect(normalizeKeywords(' Chinese, noodles ,, chinese,Dim Sum ')).toBe('Chinese, noodles, Dim Sum');
    expect(() => normalizeKeywords(Array.from({ length: 11 }, (_, i) => `k${i}`).join(','))).toThrow(
      'at most 10',
    );
  });

  it('says what keeps a store from going live', () => {
    expect(goLiveRefusal([])).toBeNull();
    expect(goLiveRefusal(['hours', 'bank-account'])).toBe(
      'The store cannot go live yet; it still needs: opening hours, bank details for payouts.',
    );
  });
});

describe("a new store's order types", () => {
  it('offer pickup only, list every type once, and keep ready minutes the settings accept', () => {
    expect(NEW_STORE_ORDER_TYPES.filter((row) => row.available).map((row) => row.orderType)).toEqual([
      'PICK_UP',
    ]);
    expect(new Set(NEW_STORE_ORDER_TYPES.map((row) => row.orderType)).size).toBe(4);
    expect(storeSettingsProblems(sound, NEW_STORE_ORDER_TYPES)).toEqual([]);
  });
});
