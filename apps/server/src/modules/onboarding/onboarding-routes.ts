import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@orderlane/domain';
import { mergeQueryIntoBody } from '@/lib/request-parameters.js';
import { pickMailLocale } from '@/plugins/mail/mail-locale.js';
import { keepReceivedUploads } from '@/plugins/storage/uploads-plugin.js';
import { MAX_UPLOAD_FILES } from '@/plugins/storage/upload-receiver.js';
import { createBankAccountService } from './bank-account-service.js';
import { assertAddMenuSendsLeft } from './menu-files.js';
import { createMerchantLeadsService } from './merchant-leads-service.js';
import {
  bankAccountSchema,
  businessDetailsQuerySchema,
  orderProtocolSchema,
  ownerInfoSchema,
  salesTrackingSchema,
  saveRestaurantInfoSchema,
  sendCustomEmailSchema,
  storeQuerySchema,
  taxRateQuerySchema,
} from './onboarding-schemas.js';
import { createOnboardingService } from './onboarding-service.js';
import { createOnboardingStepsService } from './onboarding-steps-service.js';
import { registerUploadRoutes } from './upload-routes.js';

/** Spec 001's merchant calls (sendCustomEmail ... sendOwnerInfoEmail) and the Lite steps' onboarding/... calls. */
export async function onboardingRoutes(app: FastifyInstance) {
  const { config } = app;
  const owners = app.ownersService;
  const onboarding = createOnboardingService({
    db: app.db,
    owners,
    attemptLimits: app.attemptLimits,
    geocoder: app.geocoder,
    secretBox: app.secretBox,
  });
  const steps = createOnboardingStepsService({
    db: app.db,
    owners,
    onboardingService: onboarding,
    mailer: app.mailer,
    attemptLimits: app.attemptLimits,
    fileStorage: app.fileStorage,
    warn: (details, message) => app.log.warn(details, message),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  });
  const bankAccounts = createBankAccountService({
    db: app.db,
    owners,
    onboardingService: onboarding,
    mailer: app.mailer,
    secretBox: app.secretBox,
    attemptLimits: app.attemptLimits,
    publicUrl: config.publicUrl,
  });
  const leads = createMerchantLeadsService({
    db: app.db,
    attemptLimits: app.attemptLimits,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    log: app.log.child({ module: 'onboarding' }),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = mergeQueryIntoBody;
  const signedIn = { preValidation, preHandler: app.authenticateOwner };

  routes.post(
    '/sendCustomEmail',
    { preValidation, schema: { body: sendCustomEmailSchema } },
    async (request) => {
      const locale = pickMailLocale(request.headers['accept-language']);
      const lead = await leads.register(request.body, { ip: request.clientIp, locale });
      return { status: 200, message: 'Thank you! We will contact you within 1-3 business days.', data: lead };
    },
  );

  routes.post(
    '/saveRestaurantInfoJson',
    { ...signedIn, schema: { body: saveRestaurantInfoSchema } },
    async (request) => {
      const store = await onboarding.createStore(
        request.ownerAccountId,
        request.body.restaurantinfojson,
        request.body.flow,
      );
      return { status: 200, id: store.id, data: store };
    },
  );

  routes.post(
    '/saveSalesTracking',
    { ...signedIn, schema: { body: salesTrackingSchema } },
    async (request) => ({
      status: 200,
      data: await onboarding.saveSalesTracking(request.ownerAccountId, request.body),
    }),
  );

  // Files are only taken from a signed-in owner within the account's hourly sends: both are checked before a
  // byte of the body is read.
  routes.post(
    '/sendOwnerInfoEmail',
    {
      onRequest: [
        app.authenticateOwner,
        async (request) => assertAddMenuSendsLeft(app.attemptLimits, request.ownerAccountId),
      ],
      preValidation,
      config: { uploads: { maxFiles: MAX_UPLOAD_FILES } },
      schema: { body: ownerInfoSchema },
    },
    async (request) => {
      const storeId = request.body.restaurantInfoId;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      const progress = await steps.saveOwnerInfo(
        request.ownerAccountId,
        storeId,
        request.body,
        request.receivedUploads ?? [],
      );
      keepReceivedUploads(request);
      return { status: 200, data: progress };
    },
  );

  routes.post(
    '/onboarding/orderProtocol',
    { ...signedIn, schema: { body: orderProtocolSchema } },
    async (request) => {
      const { storeId, ...input } = request.body;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      return { status: 200, data: await steps.saveOrderProtocol(storeId, input) };
    },
  );

  routes.post(
    '/onboarding/bankAccount',
    { ...signedIn, schema: { body: bankAccountSchema } },
    async (request) => {
      const { storeId, ...input } = request.body;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      return {
        status: 200,
        data: await bankAccounts.saveBankAccount(request.ownerAccountId, storeId, input),
      };
    },
  );

  routes.get(
    '/onboarding/progress',
    { preHandler: app.authenticateOwner, schema: { querystring: storeQuerySchema } },
    async (request) => {
      const storeId = await onboarding.resolveProgressStore(request.ownerAccountId, request.query.storeId);
      if (storeId === null) {
        throw new DomainError('not_found', 'No store of this account is being set up.');
      }
      await app.requireStoreRole(request, storeId, ['OWNER']);
      return {
        status: 200,
        data: { ...(await onboarding.getProgress(storeId)), store: await onboarding.findStore(storeId) },
      };
    },
  );

  routes.get(
    '/onboarding/businessDetails',
    { preHandler: app.authenticateOwner, schema: { querystring: businessDetailsQuerySchema } },
    async (request) => {
      const details = await app.businessDetails.lookup(request.query);
      if (!details) {
        throw new DomainError(
          'not_found',
          'We could not find this ZIP code; please enter the address yourself.',
        );
      }
      return { status: 200, data: details };
    },
  );

  routes.get(
    '/onboarding/taxRate',
    { preHandler: app.authenticateOwner, schema: { querystring: taxRateQuerySchema } },
    async (request) => {
      const estimate = await app.taxRates.lookup(request.query);
      if (!estimate) {
        throw new DomainError(
          'not_found',
          'We could not find this ZIP code; please enter the tax rate yourself.',
        );
      }
      return { status: 200, data: estimate };
    },
  );

  registerUploadRoutes(app, onboarding);
}
