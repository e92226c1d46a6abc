import type { FastifyInstance } from 'fastify';
import { onboardingProgress, storeBankAccounts, storeHours } from '@/db/schema/index.js';
import { ALWAYS_OPEN } from '@/modules/orders/orders-fixtures.js';

/** What onboarding leaves behind for a store ready to go live: hours, an order protocol and bank details. */
export async function completeOnboarding(app: FastifyInstance, storeId: number, ownerId: number) {
  const box = app.secretBox;
  await app.db.insert(storeHours).values(ALWAYS_OPEN.map((row) => ({ ...row, storeId })));
  await app.db
    .insert(onboardingProgress)
    .values({
      storeId,
      step: 'success',
      orderProtocol: {
        protocol: 'Email',
        email: 'kitchen@orderlane.test',
        faxNumber: '',
        storePhone: '3125550100',
      },
    })
    .onConflictDoUpdate({
      target: onboardingProgress.storeId,
      set: {
        orderProtocol: {
          protocol: 'Email',
          email: 'kitchen@orderlane.test',
          faxNumber: '',
          storePhone: '3125550100',
        },
      },
    });
  await app.db.insert(storeBankAccounts).values({
    storeId,
    legalBusinessName: 'Fresh Store LLC',
    ownerLegalName: 'Olive Owner',
    ownerDateOfBirthCipher: box.seal('1980-01-01'),
    taxIdCipher: box.seal('123456789'),
    routingNumberCipher: box.seal('021000021'),
    accountNumberCipher: box.seal('000123456789'),
    acceptedSignUpSheetAt: new Date(),
    acceptedMerchantTermsAt: new Date(),
    updatedByOwnerId: ownerId,
  });
}
