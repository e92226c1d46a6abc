import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { driverSignUpMessage, optionalText } from '@orderlane/domain';
import { createDriversService } from './drivers-service.js';

// Every field may be missing: the answer then names it with the spec's *_REQUIRED status.
const driverSignUpSchema = z
  .object({
    firstName: optionalText(50),
    lastName: optionalText(50),
    phoneNumber: optionalText(30),
    email: optionalText(254),
    zipCode: optionalText(10),
    password: z
      .string()
      .max(200)
      .nullish()
      .transform((value) => value ?? ''),
  })
  .default({ firstName: '', lastName: '', phoneNumber: '', email: '', zipCode: '', password: '' });

/** signupDriver: `{status: [CODE, ...]}`; 200 on success, 409 for a known driver, 400 otherwise. */
export async function driversRoutes(app: FastifyInstance) {
  const drivers = createDriversService({
    db: app.db,
    attemptLimits: app.attemptLimits,
    passwordHashCost: app.config.passwordHashCost,
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/signupDriver', { schema: { body: driverSignUpSchema } }, async (request, reply) => {
      const statuses = await drivers.signUp(request.body, { ip: request.clientIp });
      const [first = 'DRIVER_SIGN_UP_SUCCESSFUL'] = statuses;
      const httpStatus =
        first === 'DRIVER_SIGN_UP_SUCCESSFUL' ? 200 : first.startsWith('DRIVER_EXISTS') ? 409 : 400;
      return reply.status(httpStatus).send({ status: statuses, message: driverSignUpMessage(first) });
    });
}
