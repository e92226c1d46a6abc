import { describe, expect, it } from 'vitest';
import { isStepReachable, stepHref } from './onboarding-steps';

describe('onboarding steps', () => {
  it.each([
    ['add-menu', 'add-menu', true],
    ['add-menu', 'bank-account', true],
    ['bank-account', 'order-protocol', false],
    ['success', 'bank-account', false],
    ['success', 'success', true],
  ] as const)('%s is reachable at progress %s: %s', (page, progress, expected) => {
    expect(isStepReachable(page, progress)).toBe(expected);
  });

  it('maps each step to its page', () => {
    expect(stepHref('add-menu')).toBe('/add-menu');
    expect(stepHref('order-protocol')).toBe('/order-protocol');
    expect(stepHref('bank-account')).toBe('/bank-account');
    expect(stepHref('success')).toBe('/success');
  });
});
