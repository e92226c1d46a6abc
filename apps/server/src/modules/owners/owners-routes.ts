import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickMailLocale } from '@/plugins/mail/mail-locale.js';
import { createOwnerPasswordService } from './owner-password-service.js';
import { createOwnerSignInService } from './owner-sign-in-service.js';
import {
  ownerChangePasswordSchema,
  ownerLogInSchema,
  ownerResetPasswordSchema,
  ownerResetRequestSchema,
  ownerResetTokenSchema,
  ownerSignUpSchema,
  saveOwnerSchema,
} from './owners-schemas.js';
import { OWNER_LOGIN_FAILED_MESSAGE } from './owners-service.js';

const bearerToken = (authorization: string | undefined) =>
  /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';

/** Restaurant accounts: the spec's signupOwner and saveOwner, and the portal's owner/... calls. */
export async function ownersRoutes(app: FastifyInstance) {
  const deps = {
    db: app.db,
    attemptLimits: app.attemptLimits,
    mailer: app.mailer,
    passwordHashCost: app.config.passwordHashCost,
    loginDelayBaseMs: app.config.loginDelayBaseMs,
    publicUrl: app.config.publicUrl,
  };
  const owners = app.ownersService;
  const signIn = createOwnerSignInService(deps);
  const passwords = createOwnerPasswordService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticateOwner };

  // Passwords travel in the body only: a query string ends up in logs and browser history.
  routes.post('/signupOwner', { schema: { body: ownerSignUpSchema } }, async (request) => {
    const session = await owners.signUp(request.body, { ip: request.clientIp });
    return { status: 200, id: session.id, data: session };
  });

  routes.post('/saveOwner', { schema: { body: saveOwnerSchema } }, async (request) => {
    const { ownerjson, preferredLanguage } = request.body;
    const session = await owners.signUp(
      {
        name: ownerjson.name,
        email: ownerjson.email,
        password: ownerjson.password,
        phoneNumber: ownerjson.phoneNumber,
        preferredLanguage,
      },
      { ip: request.clientIp },
    );
    return { status: 200, id: session.id, name: session.name, email: session.email, data: session };
  });

  routes.post('/owner/login', { schema: { body: ownerLogInSchema } }, async (request, reply) => {
    const session = await signIn.logIn({ ...request.body, ip: request.clientIp });
    if (!session) {
      return reply.status(401).send({ status: 401, message: OWNER_LOGIN_FAILED_MESSAGE });
    }
    return { status: 200, data: session };
  });

  routes.get('/owner/me', signedIn, async (request) => ({
    status: 200,
    data: await owners.getSession(request.ownerAccountId, bearerToken(request.headers.authorization)),
  }));

  routes.post('/owner/logout', signedIn, async (request) => {
    await owners.logOut(request.ownerAccessTokenId);
    await app.recheckEventStreams('OWNER', request.ownerAccountId);
    return { status: 200 };
  });

  routes.post(
    '/owner/changePassword',
    { ...signedIn, schema: { body: ownerChangePasswordSchema } },
    async (request) => {
      await passwords.changePassword({
        ownerId: request.ownerAccountId,
        tokenId: request.ownerAccessTokenId,
        ...request.body,
      });
      await app.recheckEventStreams('OWNER', request.ownerAccountId);
      return { status: 200 };
    },
  );

  routes.post(
    '/owner/sendPasswordResetEmail',
    { schema: { body: ownerResetRequestSchema } },
    async (request) => {
      const locale = pickMailLocale(request.headers['accept-language']);
      await passwords.requestPasswordReset({ email: request.body.email, ip: request.clientIp, locale });
      return {
        status: 200,
        message:
          'If a restaurant account exists for this e-mail, we sent instructions to reset its password.',
      };
    },
  );

  routes.post(
    '/owner/validatePasswordResetToken',
    { schema: { body: ownerResetTokenSchema } },
    async (request) => ({
      status: 200,
      data: { valid: await passwords.isResetTokenValid(request.body) },
    }),
  );

  routes.post('/owner/resetPassword', { schema: { body: ownerResetPasswordSchema } }, async (request) => {
    const ownerId = await passwords.resetPassword(request.body);
    // The sessions just revoked lose their open boards now, not at the next minute's check.
    await app.recheckEventStreams('OWNER', ownerId);
    return { status: 200, message: 'Password has been reset successfully.' };
  });
}
