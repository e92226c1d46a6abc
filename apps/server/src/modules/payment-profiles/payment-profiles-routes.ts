import { idParam } from '@/lib/id-param.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentProfilesService } from './payment-profiles-service.js';
import { mergeQueryIntoBody } from '@/lib/request-parameters.js';

const id = idParam;
const listSchema = z.object({ userId: id.optional(), accessToken: z.string().max(200).optional() });
const profileSchema = listSchema.extend({ userPaymentProfileId: id });

/** Saved cards, for the token's owner only (a `userId` other than the token's is refused by auth). */
export async function paymentProfilesRoutes(app: FastifyInstance) {
  const service = createPaymentProfilesService({
    db: app.db,
    payments: app.payments,
    fingerprintCard: app.fingerprintCard,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: mergeQueryIntoBody, preHandler: app.authenticate };

  routes.post('/getUserPaymentProfiles', { ...signedIn, schema: { body: listSchema } }, (request) =>
    service.listProfiles(request.userId),
  );

  routes.post(
    '/setDefaultUserPaymentProfile',
    { ...signedIn, schema: { body: profileSchema } },
    async (request) => {
      await service.setDefaultProfile(request.userId, request.body.userPaymentProfileId);
      return { status: 200, message: 'The default card is updated.' };
    },
  );

  routes.post(
    '/deleteUserPaymentProfile',
    { ...signedIn, schema: { body: profileSchema } },
    async (request) => {
      await service.deleteProfile(request.userId, request.body.userPaymentProfileId);
      return { status: 200, message: 'The card is removed.' };
    },
  );
}
