import type { FastifyInstance } from 'fastify';
import type { SignedUpOwner } from '@/modules/owners/owners-fixtures.js';

/** A one-page PDF and a 1 x 1 PNG: real files, recognised by their bytes. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const samplePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const restaurantInfo = (ownerId: number, fields: Record<string, unknown> = {}) => ({
  ownerId,
  active: false,
  ownDriver: false,
  receiveByFax: false,
  orderlane: true,
  orderlaneDrive: false,
  name: 'Lucky Noodle House',
  phoneNumber: 3125550188,
  address: '111 N State St',
  city: 'Chicago',
  state: 'IL',
  zip: '60602',
  taxRate: 0.1025,
  receiveTip: true,
  ...fields,
});

/** A store created through saveRestaurantInfoJson by `owner`; answers its id. */
export async function createStoreFor(
  app: FastifyInstance,
  owner: SignedUpOwner,
  fields: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/saveRestaurantInfoJson',
    headers: owner.headers,
    payload: { restaurantinfojson: JSON.stringify(restaurantInfo(owner.id, fields)) },
  });
  if (response.statusCode !== 200) {
    throw new Error(`store creation failed: ${response.body}`);
  }
  return response.json<{ id: number }>().id;
}

export const goodBankAccount = (storeId: number, fields: Record<string, unknown> = {}) => ({
  storeId,
  legalBusinessName: 'Lucky Noodle House LLC',
  taxId: '12-3456789',
  ownerLegalName: 'Wei Chen',
  ownerDateOfBirth: '1980-04-12',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  hasAcceptedSignUpSheet: true,
  hasAcceptedMerchantTerms: true,
  textConsent: false,
  ...fields,
});
