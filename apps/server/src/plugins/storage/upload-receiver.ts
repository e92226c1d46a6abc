import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@orderlane/domain';
import type { FileStorage } from './file-storage.js';

export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
// file-type reads at most this many leading bytes to recognise a format.
const SNIFF_BYTES = 4100;

/** What the bytes must be; a name or a declared type is never trusted. */
const ACCEPTED_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'image/tiff': 'tif',
};

export const FILES_NOT_TAKEN_MESSAGE = 'This call does not take files; send form fields only.';
export const TOO_MANY_FILES_MESSAGE = `Please send at most ${MAX_UPLOAD_FILES} files.`;
export const FILE_TOO_LARGE_MESSAGE = `Each file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
export const FILE_TYPE_MESSAGE = 'Only PDF files and images (JPEG, PNG, GIF, WebP, HEIC) are accepted.';

/** A route opts in to files with `config: { uploads: { maxFiles } }` (and owner auth in `onRequest`). */
export interface UploadPolicy {
  maxFiles: number;
  /** Narrows the accepted types for this route, with the sentence that names them. */
  types?: { mimes: readonly string[]; message: string };
}

/** A file received and stored, waiting for its route to record it (else removed after the answer). */
export interface ReceivedUpload {
  fieldName: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  /** Shown to people only; never used as a path. */
  originalName: string;
  kept: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    uploads?: UploadPolicy;
  }
  interface FastifyRequest {
    /** Files of this request stored so far (routes with `config.uploads` only). */
    receivedUploads: ReceivedUpload[] | null;
    /** Set when a file part was refused: the rest of the body is not read and the connection is closed. */
    uploadRefused: boolean;
  }
}

/** A name fit for display: no path, no control characters, at most 120 characters. */
export function displayName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  return Array.from(base)
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim()
    .slice(0, 120);
}

/** Reads leading chunks until enough to recognise the format (or the file ends). */
async function readHead(file: Readable): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest: iterator };
}

function refuse(request: FastifyRequest, part: MultipartFile, error: DomainError): never {
  request.uploadRefused = true;
  part.file.destroy();
  throw error;
}

/**
 * @fastify/multipart's `onFile`: every file part of every request comes here. Routes without
 * `config.uploads` refuse the first one at once; the others stream it to storage under a random key after
 * its first bytes show an accepted type. Nothing is held in memory beyond those first bytes.
 */
export async function receiveUploadPart(request: FastifyRequest, part: MultipartFile, storage: FileStorage) {
  const policy = request.routeOptions.config.uploads;
  if (!policy) {
    refuse(request, part, new DomainError('invalid_data', FILES_NOT_TAKEN_MESSAGE));
  }
  if (!request.ownerAccountId) {
    refuse(
      request,
      part,
      new DomainError('forbidden', 'Please sign in to your restaurant account to send files.'),
    );
  }
  const received = (request.receivedUploads ??= []);
  if (received.length >= Math.min(policy.maxFiles, MAX_UPLOAD_FILES)) {
    refuse(request, part, new DomainError('invalid_data', TOO_MANY_FILES_MESSAGE));
  }
  const { head, rest } = await readHead(part.file);
  // file-type is loaded by the first upload, not at start (Node keeps it once loaded).
  const detected = head.length > 0 ? await (await import('file-type')).fileTypeFromBuffer(head) : undefined;
  const extension = detected ? ACCEPTED_TYPES[detected.mime] : undefined;
  const allowedHere = !policy.types || (detected !== undefined && policy.types.mimes.includes(detected.mime));
  if (!detected || !extension || !allowedHere) {
    const name = displayName(part.filename);
    const message = policy.types?.message ?? FILE_TYPE_MESSAGE;
    refuse(
      request,
      part,
      new DomainError('invalid_data', name ? `${message} "${name}" is not one.` : message),
    );
  }
  const storageKey = `${randomBytes(16).toString('hex')}.${extension}`;
  const body = Readable.from(
    (async function* () {
      yield head;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        yield next.value;
      }
    })(),
  );
  const upload: ReceivedUpload = {
    fieldName: part.fieldname,
    storageKey,
    contentType: detected.mime,
    sizeBytes: 0,
    originalName: displayName(part.filename),
    kept: false,
  };
  received.push(upload);
  upload.sizeBytes = await storage.write(storageKey, body, detected.mime);
  if (part.file.truncated || upload.sizeBytes > MAX_UPLOAD_BYTES) {
    received.pop();
    await storage.remove(storageKey);
    refuse(request, part, new DomainError('invalid_data', FILE_TOO_LARGE_MESSAGE));
  }
}
