import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDomainError, type DomainErrorType } from '@orderlane/domain';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/db/database-unavailable.js';

const statusByType: Record<DomainErrorType, number> = {
  invalid_data: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_declined: 402,
  rate_limited: 429,
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const sentences = issues.slice(0, 5).map((issue) => {
    const field =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      '';
    const where = error.validationContext === 'querystring' ? 'query parameter' : 'field';
    return field
      ? `The ${where} "${field}" is invalid: ${issue.message ?? 'bad value'}.`
      : `${issue.message ?? 'Invalid input'}.`;
  });
  return sentences.join(' ') || 'The request is invalid.';
}

/** One place turns every failure into `{status, message, requestId}`; nothing else catches to answer. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const failure: unknown = error;
      if (isDomainError(failure)) {
        const status = statusByType[failure.type];
        return reply.status(status).send({ status, message: failure.message, requestId: request.id });
      }
      if (error.validation) {
        return reply
          .status(400)
          .send({ status: 400, message: describeValidation(error), requestId: request.id });
      }
      if (isDatabaseUnavailable(failure)) {
        request.log.warn({ err: error }, 'the database is unreachable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, requestId: request.id });
      }
      const status = error.statusCode ?? (isBrokenMultipart(error) ? 400 : 500);
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ status, message: readableClientError(error), requestId: request.id });
      }
      request.log.error(
        { err: error, url: request.url.split('?')[0], method: request.method },
        'request failed',
      );
      return reply.status(500).send({ status: 500, message: 'Internal Server Error', requestId: request.id });
    });
  },
  { name: 'error-handler' },
);

// busboy's parse errors carry no status code, yet they are always the client's broken body.
const isBrokenMultipart = (error: Error) =>
  /^(Multipart: |Unexpected end of (form|multipart)|Malformed part header|Boundary not found)/i.test(
    error.message,
  );

function readableClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted; send form fields or JSON.';
    default:
      if (isBrokenMultipart(error)) {
        return 'The multipart form data is malformed.';
      }
      return error.message.replace(/^FST_\w+:\s*/, '') || 'The request could not be handled.';
  }
}
