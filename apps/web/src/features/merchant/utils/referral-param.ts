import { decodeSalesReferral, type SalesReferral } from '@orderlane/domain';

/** The raw referral from the path (`/merchant/{referral}`) or the query (`?referral=`); the path wins. */
export function readReferralParam(pathValue: string | undefined, search: URLSearchParams): string | null {
  const raw = pathValue ?? search.get('referral');
  return raw && raw.trim() !== '' ? raw.trim() : null;
}

/** The referral only when it decodes; anything else is no referral. */
export function readSalesReferral(raw: string | null): { raw: string; referral: SalesReferral } | null {
  const referral = decodeSalesReferral(raw);
  return raw !== null && referral !== null ? { raw, referral } : null;
}
