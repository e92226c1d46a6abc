import { mergeQueryIntoBody } from '@/lib/request-parameters.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickMailLocale } from '@/plugins/mail/mail-locale.js';
import { logInSchema, sessionSchema, signUpSchema, updateUserSchema } from './accounts-schemas.js';
import { createAccountsService } from './accounts-service.js';
import { registerPasswordRoutes } from './password-routes.js';
import { createPasswordService } from './password-service.js';
import { createSignInService, LOGIN_FAILED_MESSAGE } from './sign-in-service.js';

/** The user/... calls of spec 000 §7 and 001 §7. */
export async function accountsRoutes(app: FastifyInstance) {
  const deps = {
    db: app.db,
    attemptLimits: app.attemptLimits,
    mailer: app.mailer,
    passwordHashCost: app.config.passwordHashCost,
    publicUrl: app.config.publicUrl,
  };
  const accounts = createAccountsService(deps);
  const signIn = createSignInService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = mergeQueryIntoBody;
  const signedIn = { preValidation, preHandler: app.authenticate };

  routes.post('/user/signup', { preValidation, schema: { body: signUpSchema } }, async (request) => {
    const locale = pickMailLocale(request.headers['accept-language']);
    const user = await accounts.signUp(request.body, { ip: request.ip, locale });
    return { status: 200, user, message: 'Your account has been created.' };
  });

  routes.post('/user/login', { preValidation, schema: { body: logInSchema } }, async (request, reply) => {
    const user = await signIn.logIn({ ...request.body, ip: request.ip });
    if (!user) {
      return reply.status(401).send({ status: 401, message: LOGIN_FAILED_MESSAGE });
    }
    return user;
  });

  routes.post('/user/getByAccessToken', { ...signedIn, schema: { body: sessionSchema } }, (request) =>
    accounts.getUser(request.userId, request.accessToken),
  );

  routes.post('/user/updateUser', { ...signedIn, schema: { body: updateUserSchema } }, (request) =>
    accounts.updateUser(request.userId, request.accessToken, request.body),
  );

  routes.post('/user/logout', { ...signedIn, schema: { body: sessionSchema } }, async (request) => {
    await accounts.logOut(request.accessTokenId);
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
