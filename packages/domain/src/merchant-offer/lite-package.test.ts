import { describe, expect, it } from 'vitest';
import { ORDER_PROTOCOLS } from '../input-rules/merchant-onboarding.js';
import { isOrderProtocolFree, LITE_TRIAL_DAYS, ORDER_PROTOCOL_PRICES } from './lite-package.js';

describe('Lite Package prices', () => {
  it('Auto Printing is $0 for 30 days, then $9.15 a week', () => {
    expect(LITE_TRIAL_DAYS).toBe(30);
    expect(ORDER_PROTOCOL_PRICES['Auto Printing']).toEqual({ trialCents: 0, weeklyCents: 915 });
    expect(isOrderProtocolFree('Auto Printing')).toBe(false);
  });

  it.each(['Email + Phone Confirmation', 'Fax + Phone Confirmation'] as const)('%s costs $0', (protocol) => {
    expect(ORDER_PROTOCOL_PRICES[protocol]).toEqual({ trialCents: 0, weeklyCents: 0 });
    expect(isOrderProtocolFree(protocol)).toBe(true);
  });

  it('prices every order protocol', () => {
    expect(Object.keys(ORDER_PROTOCOL_PRICES).sort()).toEqual([...ORDER_PROTOCOLS].sort());
  });
});
