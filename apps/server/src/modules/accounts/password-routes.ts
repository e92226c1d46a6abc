import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickMailLocale } from '@/plugins/mail/mail-locale.js';
import {
  changePasswordSchema,
  resetPasswordSchema,
  resetRequestSchema,
  resetTokenSchema,
} from './accounts-schemas.js';
import type { PasswordService } from './password-service.js';
import { refuseSecretsInQuery } from './query-secrets.js';

/** Success answers carry the status as the string '200', which the screens compare against. */
export function registerPasswordRoutes(app: FastifyInstance, passwords: PasswordService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = refuseSecretsInQuery;

  routes.post(
    '/user/changePassword',
    { preValidation, preHandler: app.authenticate, schema: { body: changePasswordSchema } },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      await passwords.changePassword({
        userId: request.userId,
        accessTokenId: request.accessTokenId,
        oldPassword,
        newPassword,
      });
      await app.recheckEventStreams('DINER', request.userId);
      return { status: '200' };
    },
  );

  routes.post(
    '/user/sendPasswordResetEmail',
    { preValidation, schema: { body: resetRequestSchema } },
    async (request) => {
      const locale = pickMailLocale(request.headers['accept-language']);
      await passwords.requestPasswordReset({ email: request.body.email, ip: request.clientIp, locale });
      return {
        status: 200,
        message: 'If an account exists for this e-mail, we sent instructions to reset its password.',
      };
    },
  );

  routes.post(
    '/user/validatePasswordResetToken',
    { preValidation, schema: { body: resetTokenSchema } },
    async (request, reply) => {
      const isValid = await passwords.isResetTokenValid(request.body);
      return reply.type('text/plain; charset=utf-8').send(String(isValid));
    },
  );

  routes.post(
    '/user/resetPassword',
    { preValidation, schema: { body: resetPasswordSchema } },
    async (request) => {
      const userId = await passwords.resetPassword(request.body);
      // The sessions just revoked lose their open order streams now, not at the next minute's check.
      await app.recheckEventStreams('DINER', userId);
      return { status: '200' };
    },
  );
}
