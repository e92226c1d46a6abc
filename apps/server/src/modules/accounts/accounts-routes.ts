import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickMailLocale } from '@/plugins/mail/mail-locale.js';
import {
  logInSchema,
  sessionSchema,
  signUpSchema,
  updateUserSchema,
  verifyEmailSchema,
} from './accounts-schemas.js';
import { createAccountsService } from './accounts-service.js';
import { createEmailVerificationService } from './email-verification-service.js';
import { registerPasswordRoutes } from './password-routes.js';
import { createPasswordService } from './password-service.js';
import { createSignInService, LOGIN_FAILED_MESSAGE } from './sign-in-service.js';
import { refuseSecretsInQuery } from './query-secrets.js';

/** The user/... calls: sign-up, sign-in, session, profile and referral. */
export async function accountsRoutes(app: FastifyInstance) {
  const deps = {
    db: app.db,
    attemptLimits: app.attemptLimits,
    mailer: app.mailer,
    passwordHashCost: app.config.passwordHashCost,
    loginDelayBaseMs: app.config.loginDelayBaseMs,
    publicUrl: app.config.publicUrl,
  };
  const accounts = createAccountsService(deps);
  const emailVerification = createEmailVerificationService(deps);
  const signIn = createSignInService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = refuseSecretsInQuery;
  const signedIn = { preValidation, preHandler: app.authenticate };

  routes.post('/user/signup', { preValidation, schema: { body: signUpSchema } }, async (request) => {
    const locale = pickMailLocale(request.headers['accept-language']);
    const user = await accounts.signUp(request.body, { ip: request.clientIp, locale });
    return { status: 200, user, message: 'Your account has been created.' };
  });

  routes.post('/user/login', { preValidation, schema: { body: logInSchema } }, async (request, reply) => {
    const user = await signIn.logIn({ ...request.body, ip: request.clientIp });
    if (!user) {
      return reply.status(401).send({ status: 401, message: LOGIN_FAILED_MESSAGE });
    }
    return user;
  });

  routes.post('/user/getByAccessToken', { ...signedIn, schema: { body: sessionSchema } }, (request) =>
    accounts.getUser(request.userId, request.accessToken),
  );

  routes.post('/user/updateUser', { ...signedIn, schema: { body: updateUserSchema } }, (request) =>
    accounts.updateUser(
      {
        userId: request.userId,
        accessToken: request.accessToken,
        accessTokenId: request.accessTokenId,
        locale: pickMailLocale(request.headers['accept-language']),
      },
      request.body,
    ),
  );

  // The link mailed at sign-up or for an e-mail change; whoever holds it may open it, signed in or not.
  routes.post(
    '/user/verifyEmail',
    { preValidation, schema: { body: verifyEmailSchema } },
    async (request) => {
      const confirmed = await emailVerification.confirmLink(request.body.token);
      if (confirmed.purpose === 'CHANGE') {
        // The other sessions were just signed out: their open order streams end now.
        await app.recheckEventStreams('DINER', confirmed.userId);
      }
      return {
        status: 200,
        purpose: confirmed.purpose,
        email: confirmed.email,
        message:
          confirmed.purpose === 'CHANGE'
            ? `Your e-mail address is now ${confirmed.email}.`
            : 'Your e-mail address is confirmed.',
      };
    },
  );

  routes.post(
    '/user/sendVerificationEmail',
    { ...signedIn, schema: { body: sessionSchema } },
    async (request) => {
      await emailVerification.resendVerification({
        userId: request.userId,
        locale: pickMailLocale(request.headers['accept-language']),
      });
      return { status: 200, message: 'If your address is not confirmed yet, a new link is on its way.' };
    },
  );

  routes.post('/user/logout', { ...signedIn, schema: { body: sessionSchema } }, async (request) => {
    await accounts.logOut(request.accessTokenId);
    await app.recheckEventStreams('DINER', request.userId);
    return { status: 200 };
  });

  routes.post(
    '/user/referralReference',
    { ...signedIn, schema: { body: sessionSchema } },
    async (request) => ({
      status: 200,
      reference: await accounts.getReferralReference(request.userId),
    }),
  );

  registerPasswordRoutes(app, createPasswordService(deps));
}
