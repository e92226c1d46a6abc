import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import {
  basisPointsToPercent,
  callTransferDepositCents,
  cardFeeCents,
  COOPERATION_MODES,
  driverDeliveryFeeCents,
  FREE_TRIAL_CALLS,
  PHONE_ANSWERING_COMMISSION_BPS,
  phoneAnsweringCommissionCents,
} from './phone-answering-pricing.js';

describe('phone-answering pricing', () => {
  it.each([
    ['TEMPORARY', 8, 9],
    ['TIME_INTERVAL', 7, 8],
    ['ALL_INCLUSIVE', 5, 6],
  ] as const)('%s costs %s%% for a Chinese and %s%% for a Japanese restaurant', (mode, chinese, japanese) => {
    expect(basisPointsToPercent(PHONE_ANSWERING_COMMISSION_BPS[mode].CHINESE)).toBe(chinese);
    expect(basisPointsToPercent(PHONE_ANSWERING_COMMISSION_BPS[mode].JAPANESE)).toBe(japanese);
  });

  it('lists the modes from the dearest (trial) to the cheapest (24/7)', () => {
    const chinese = COOPERATION_MODES.map((mode) => PHONE_ANSWERING_COMMISSION_BPS[mode].CHINESE);
    expect(chinese).toEqual([...chinese].sort((a, b) => b - a));
  });

  it.each([
    [100_000, 'TEMPORARY', 'CHINESE', 8_000],
    [100_000, 'ALL_INCLUSIVE', 'JAPANESE', 6_000],
    [1_999, 'TIME_INTERVAL', 'CHINESE', 140],
    [0, 'TEMPORARY', 'JAPANESE', 0],
  ] as const)('commission on %s cents (%s, %s) is %s cents', (turnover, mode, cuisine, expected) => {
    expect(phoneAnsweringCommissionCents(turnover, mode, cuisine)).toBe(expected);
  });

  it.each([
    [10_000, 280],
    [2_000, 80],
    [1_234, 61],
    [0, 30],
  ])('card fee on %s cents is 2.5%% + 30 cents = %s cents', (total, fee) => {
    expect(cardFeeCents(total)).toBe(fee);
  });

  it.each([
    [10_000, 880],
    [2_550, 224],
    [0, 0],
  ])('driver delivery fee on %s cents is 8.8%% = %s cents', (total, fee) => {
    expect(driverDeliveryFeeCents(total)).toBe(fee);
  });

  it.each([
    ['2023-06-01', 10_000],
    ['2023-12-30', 10_000],
    ['2023-12-31', 0],
    ['2024-02-01', 0],
  ])('a merchant who joined on %s owes a deposit of %s cents', (joinedOn, deposit) => {
    expect(callTransferDepositCents(joinedOn)).toBe(deposit);
  });

  it('offers the first 88 calls free', () => {
    expect(FREE_TRIAL_CALLS).toBe(88);
  });

  it('refuses fractional cents', () => {
    expect(() => cardFeeCents(10.5)).toThrow(DomainError);
  });
});
