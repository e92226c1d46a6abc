import type { FastifyRequest } from 'fastify';
import { DomainError } from '@orderlane/domain';
import { mergeQueryIntoBody } from '@/lib/request-parameters.js';

const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'currentPassword'] as const;

/**
 * preValidation of the account calls: a password in the query string would be kept by proxies, browser
 * history and access logs, so it is refused (the specs send passwords as form fields); then query and body
 * are merged as for every spec call.
 */
export async function refuseSecretsInQuery(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const sent = SECRET_FIELDS.find((name) => name in query);
  if (sent) {
    throw new DomainError(
      'invalid_data',
      `Send "${sent}" as a form field in the request body, never in the address.`,
    );
  }
  await mergeQueryIntoBody(request);
}
