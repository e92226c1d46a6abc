import type { Db } from '@/db/client.js';
import * as onboarding from './onboarding-repository.js';

/** Until when a store's payouts wait after its payout account changed (null when they do not). */
export function createPayoutHoldService({ db }: { db: Db }) {
  return {
    async findPayoutHoldUntil(storeId: number): Promise<Date | null> {
      return (await onboarding.findBankAccount(db, storeId))?.payoutHoldUntil ?? null;
    },
  };
}
