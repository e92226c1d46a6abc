import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactJsonSchema } from '@orderlane/domain';
import { jsonField } from '@/lib/json-field.js';
import { createContactsService } from './contacts-service.js';

const saveContactBodySchema = z.object({ contactjson: jsonField(contactJsonSchema) });

/** The free-trial form's call (/freeUse): `contactjson` holds the contact record as a JSON string. */
export async function contactsRoutes(app: FastifyInstance) {
  const contacts = createContactsService({
    db: app.db,
    attemptLimits: app.attemptLimits,
    mailer: app.mailer,
    supportEmail: app.config.supportEmail,
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/secure/api/orderlane/saveContact',
      { schema: { body: saveContactBodySchema } },
      async (request) => {
        const id = await contacts.saveContact(request.body.contactjson, { ip: request.clientIp });
        return { status: 200, message: 'Submitted', id };
      },
    );
}
