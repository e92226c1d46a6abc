import zlib, { constants as zlibConstants } from 'node:zlib';

/**
 * Brotli for answers compressed on every request (a diner's priced order, an order's history). Measured in the
 * server under the bench's pricing load, a 1.6 KB answer: quality 4 took 0.56–0.73 ms of the event loop, quality 3
 * told the answer's size 0.16 ms, for 692 bytes against 660 (docs/PERFORMANCE.md, step 25).
 */
export const PER_REQUEST_BROTLI_QUALITY = 3;

/** Answers kept as ready bytes are compressed once per change: a little more work for a few percent fewer bytes. */
export const READY_ANSWER_BROTLI_QUALITY = 4;

export const perRequestBrotliOptions: zlib.BrotliOptions = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY },
};

export const readyAnswerBrotliOptions: zlib.BrotliOptions = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: READY_ANSWER_BROTLI_QUALITY },
};

/** The encodings answers are offered in, best first, and the size under which an answer goes out as it is. */
export type AnswerEncoding = 'br' | 'gzip';
export const ANSWER_ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli for one whole answer, told its size. Without the hint, brotli prepares for an input of any length and
 * sizes its buffers for that; with it, for the input. The bytes come out the same; the work is less (0.23–0.28
 * against 0.16 ms per answer in the measurement above).
 */
export function brotliCompressAnswer(body: Buffer, options: zlib.BrotliOptions = perRequestBrotliOptions) {
  return zlib.brotliCompressSync(body, {
    ...options,
    params: { ...options.params, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * zlib as the compression plugin sees it (its `zlib` option): the same module, but an answer it compresses in one
 * go is told its size. Streamed answers, whose size is not known, are compressed as before.
 */
export const answerZlib: typeof zlib = {
  ...zlib,
  brotliCompressSync: (body: zlib.InputType, options?: zlib.BrotliOptions) =>
    brotliCompressAnswer(Buffer.isBuffer(body) ? body : Buffer.from(body as string), options),
};

/**
 * The compression plugin's settings (app.ts): brotli or gzip as the client accepts, answers under 1 KB as they
 * are, brotli at the per-request quality with each answer told its size.
 */
export const compressionPluginOptions = {
  encodings: ANSWER_ENCODINGS,
  threshold: COMPRESSION_THRESHOLD,
  brotliOptions: perRequestBrotliOptions,
  zlib: answerZlib,
};
