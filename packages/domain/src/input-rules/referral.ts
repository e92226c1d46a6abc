import { z } from 'zod';
import { decodeBase64Json, encodeBase64Json } from './base64-json.js';

export interface ReferralReference {
  id: number;
  firstName: string;
  lastName: string;
}

const name = z.string().trim().min(1).max(100);
const referralReferenceSchema = z.object({
  id: z.number().int().positive(),
  firstName: name,
  lastName: name,
});

/** The diner referral in /auth?reference=: a base64 JSON object with a numeric id and both names, else null. */
export function decodeReferralReference(text: string | null | undefined): ReferralReference | null {
  const parsed = referralReferenceSchema.safeParse(decodeBase64Json(text));
  return parsed.success ? parsed.data : null;
}

export function encodeReferralReference(reference: ReferralReference): string {
  return encodeBase64Json({ id: reference.id, firstName: reference.firstName, lastName: reference.lastName });
}

export interface SalesReferral {
  role: string | null;
  id: number | null;
  name: string | null;
}

const salesReferralSchema = z.object({
  role: z.string().max(50).nullish(),
  id: z.coerce.number().int().positive().nullish().catch(null),
  name: z.string().max(200).nullish(),
});

/** The merchant-side referral: any base64 JSON object, else null. */
export function decodeSalesReferral(text: string | null | undefined): SalesReferral | null {
  const parsed = salesReferralSchema.safeParse(decodeBase64Json(text));
  if (!parsed.success) {
    return null;
  }
  return { role: parsed.data.role ?? null, id: parsed.data.id ?? null, name: parsed.data.name ?? null };
}

export const FINISH_FLOW_SALES_ID = 666;
export const LITE_FLOW_SALES_ID = 700;

/** A SALE referral credits its salesperson; otherwise the flow's fixed sales id, with no name. */
export function salesAttribution(
  referral: SalesReferral | null,
  flow: 'finish' | 'lite',
): { salesId: number; salesName: string | null } {
  if (referral?.role === 'SALE' && referral.id !== null) {
    return { salesId: referral.id, salesName: referral.name };
  }
  return { salesId: flow === 'finish' ? FINISH_FLOW_SALES_ID : LITE_FLOW_SALES_ID, salesName: null };
}
