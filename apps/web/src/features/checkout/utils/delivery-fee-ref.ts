import { dollarsToCents } from '@orderlane/domain';
import { readJson, storageKeys } from '@/lib/local-store';

interface DeliveryFeeRef {
  orderlaneDeliveryFee?: number | null;
  postmatesDeliveryFee?: number | null;
}

function readDeliveryFeeRef(): DeliveryFeeRef | null {
  const stored = readJson(storageKeys.deliveryFeeRef);
  return stored !== null && typeof stored === 'object' ? (stored as DeliveryFeeRef) : null;
}

/** The in-house delivery fee quoted by the last delivery check (tpfRef), in dollars. */
export function quotedDeliveryFee(): number | null {
  const fee = readDeliveryFeeRef()?.orderlaneDeliveryFee;
  return typeof fee === 'number' ? fee : null;
}

/** Tip: the referral record's partner (pdf) and own (tdf) delivery fees, when both were quoted. */
export function referralDeliveryFees(): { pdfCents: number; tdfCents: number } | null {
  const ref = readDeliveryFeeRef();
  const pdf = ref?.postmatesDeliveryFee;
  const tdf = ref?.orderlaneDeliveryFee;
  return typeof pdf === 'number' && typeof tdf === 'number'
    ? { pdfCents: dollarsToCents(pdf), tdfCents: dollarsToCents(tdf) }
    : null;
}
