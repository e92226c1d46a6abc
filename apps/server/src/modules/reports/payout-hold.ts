import { storeLocalDate, type PayoutWeek } from '@orderlane/domain';
import { PAYOUT_HOLD_DAYS } from '@/modules/onboarding/bank-account-service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PayoutHold {
  reason: 'BANK_ACCOUNT_CHANGED';
  /** The instant payouts may go out again, and its store-local date. */
  until: string;
  untilDate: string;
}

export type HeldPayoutWeek<Week extends PayoutWeek> = Omit<Week, 'status'> & {
  status: Week['status'] | 'HELD';
  heldUntil: string | null;
};

/**
 * The statement's weeks with a live hold shown: a week paid on or after the day the account changed and no
 * later than the hold's end is HELD until that date; weeks paid before the change keep their status.
 */
export function withPayoutHold<Week extends PayoutWeek>(
  weeks: Week[],
  { holdUntil, timeZone, now }: { holdUntil: Date | null; timeZone: string; now: Date },
): { payoutHold: PayoutHold | null; weeks: HeldPayoutWeek<Week>[] } {
  if (!holdUntil || holdUntil.getTime() <= now.getTime()) {
    return { payoutHold: null, weeks: weeks.map((week) => ({ ...week, heldUntil: null })) };
  }
  const untilDate = storeLocalDate(holdUntil, timeZone);
  const changedDate = storeLocalDate(new Date(holdUntil.getTime() - PAYOUT_HOLD_DAYS * DAY_MS), timeZone);
  return {
    payoutHold: { reason: 'BANK_ACCOUNT_CHANGED', until: holdUntil.toISOString(), untilDate },
    weeks: weeks.map((week) =>
      week.payoutDate >= changedDate && week.payoutDate <= untilDate
        ? { ...week, status: 'HELD', heldUntil: untilDate }
        : { ...week, heldUntil: null },
    ),
  };
}
