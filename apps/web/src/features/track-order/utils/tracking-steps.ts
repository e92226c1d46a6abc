import type { RejectReason } from '@orderlane/domain';

export type TrackedStatus = 'PLACED' | 'ACCEPTED' | 'READY' | 'COMPLETED' | 'REJECTED';

export interface OrderTracking {
  orderId: number;
  storeId: number;
  storeName: string;
  orderType: string;
  /** Store-local 'YYYY-MM-DD HH:mm:ss'. */
  placedAt: string | null;
  scheduleTime: string | null;
  status: TrackedStatus;
  readyTime: string | null;
  /** Why the restaurant rejected it (a reason code), and its own words. */
  rejectReason: RejectReason | null;
  rejectNote: string | null;
  refundStatus: 'PENDING' | 'VOIDED' | 'REFUNDED' | 'FAILED' | null;
  paidCents: number;
  isPaidByCard: boolean;
}

export type StepKey = 'placed' | 'accepted' | 'ready' | 'completed' | 'rejected';
export type StepState = 'done' | 'current' | 'upcoming';

export interface TrackingStep {
  key: StepKey;
  state: StepState;
  /** When the order reached this step, if known (the order's detail gives the placing time). */
  at: string | null;
}

const FLOW: { key: StepKey; status: TrackedStatus }[] = [
  { key: 'placed', status: 'PLACED' },
  { key: 'accepted', status: 'ACCEPTED' },
  { key: 'ready', status: 'READY' },
  { key: 'completed', status: 'COMPLETED' },
];

/**
 * The timeline: placed, accepted, ready, completed, with the order's state as the current step; a rejected
 * order shows placed, then rejected, and nothing after.
 */
export function trackingSteps(tracking: OrderTracking): TrackingStep[] {
  const atOf = (status: string) => (status === 'PLACED' ? tracking.placedAt : null);
  if (tracking.status === 'REJECTED') {
    return [
      { key: 'placed', state: 'done', at: atOf('PLACED') },
      { key: 'rejected', state: 'current', at: atOf('REJECTED') },
    ];
  }
  const reached = FLOW.findIndex((step) => step.status === tracking.status);
  return FLOW.map((step, index) => ({
    key: step.key,
    state:
      index < reached || (index === reached && step.key === 'completed')
        ? 'done'
        : index === reached
          ? 'current'
          : 'upcoming',
    at: index <= reached ? atOf(step.status) : null,
  }));
}

/** The order will not change any more: the live channel can close. */
export const isFinalStatus = (status: TrackedStatus) => status === 'COMPLETED' || status === 'REJECTED';
