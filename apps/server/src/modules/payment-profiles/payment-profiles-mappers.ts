import type { PaymentProfileRow } from './payment-profiles-repository.js';

/** Payment profile; `cardnumber` stays masked as 'XXXX1111' (the storefront shows X as *). */
export function toPaymentProfileWire(row: PaymentProfileRow) {
  return {
    userPaymentProfileId: row.id,
    defaultProfile: row.isDefault,
    customerProfileId: row.customerProfileId,
    customerPaymentProfileId: row.customerPaymentProfileId,
    cardType: row.cardType,
    cardnumber: row.maskedNumber,
  };
}
