import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ANSWER_ENCODINGS,
  brotliCompressAnswer,
  COMPRESSION_THRESHOLD,
  readyAnswerBrotliOptions,
  type AnswerEncoding,
} from './answer-compression.js';

/**
 * A cached JSON answer kept as the bytes that go on the wire: serialised once, its ETag computed once, and each
 * compressed variant made the first time a client asks for it. Readers send it as it is: no serialising and
 * no compressing per request.
 */
export interface ReadyAnswer {
  readonly body: Buffer;
  readonly etag: string;
  variant(encoding: AnswerEncoding): Buffer;
}

/** Compressed once per change: brotli at quality 4 told the answer's size, gzip at zlib's default. */
function compressBytes(body: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br' ? brotliCompressAnswer(body, readyAnswerBrotliOptions) : gzipSync(body);
}

/**
 * Sends bytes the compression plugin does not see (it hooks routes only, not the not-found handler): compressed
 * as the client accepts, from `cached` when the same bytes were sent before.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  cached?: ReadyAnswer,
) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = body.length < COMPRESSION_THRESHOLD ? null : chooseEncoding(request);
  if (!encoding) {
    return reply.send(body);
  }
  return reply
    .header('content-encoding', encoding)
    .send(cached ? cached.variant(encoding) : compressBytes(body, encoding));
}

export function createReadyAnswer(json: string): ReadyAnswer {
  const body = Buffer.from(json);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const variants = new Map<AnswerEncoding, Buffer>();
  return {
    body,
    etag,
    variant(encoding) {
      let bytes = variants.get(encoding);
      if (!bytes) {
        bytes = compressBytes(body, encoding);
        variants.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/** br or gzip as the client's Accept-Encoding prefers (br on a tie, as the compression plugin), or none. */
export function chooseEncoding(request: FastifyRequest): AnswerEncoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) {
    return null;
  }
  return negotiate(header, ANSWER_ENCODINGS) as AnswerEncoding | null;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it), or is `*`. */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') {
    return false;
  }
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends a ready answer: 304 when the client holds it already, else its bytes in the encoding the client takes. */
export function sendReadyAnswer(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer) {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request, answer.etag)) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = answer.body.length < COMPRESSION_THRESHOLD ? null : chooseEncoding(request);
  if (!encoding) {
    return reply.send(answer.body);
  }
  // With Content-Encoding set, the compression plugin leaves the bytes as they are.
  return reply.header('content-encoding', encoding).send(answer.variant(encoding));
}

/**
 * Ready answers kept for the UTC minute under the object they were made from (a store's cached menu or profile):
 * a store-local minute turns with the UTC one, and whatever replaces that object (an edit, another process's
 * event) drops its answers with it. `also`, when given, must be the same object too (a store's pause state).
 */
export function createMinuteAnswers<Owner extends object, Key>() {
  const byOwner = new WeakMap<Owner, Map<Key, { utcMinute: number; also: unknown; answer: ReadyAnswer }>>();
  return (owner: Owner, key: Key, at: Date, make: () => ReadyAnswer, also: unknown = null): ReadyAnswer => {
    const utcMinute = Math.floor(at.getTime() / 60_000);
    let kept = byOwner.get(owner);
    if (!kept) {
      kept = new Map();
      byOwner.set(owner, kept);
    }
    const cached = kept.get(key);
    if (cached?.utcMinute === utcMinute && cached.also === also) {
      return cached.answer;
    }
    const answer = make();
    kept.set(key, { utcMinute, also, answer });
    return answer;
  };
}
