import zlib, { constants as zlibConstants } from 'node:zlib';

/**
 * Brotli for answers compressed on every request (a diner's priced order, an order's history) that are larger than
 * a few kilobytes: quality 3, told the answer's size, costs the event loop a fraction of quality 4 for a few per cent
 * more bytes (docs/PERFORMANCE.md §8.7).
 */
export const PER_REQUEST_BROTLI_QUALITY = 3;

/**
 * Answers up to this size are compressed per request at quality 1. Qualities 2 and up prepare a 256 KB hash table
 * for every answer, whatever its size; with the server's fixed mmap threshold (docs/DEPLOY.md) that table is a
 * fresh mapping each time, faulted in and given back, which cost more than the compression itself
 * (docs/PERFORMANCE.md §8.7).
 * Quality 1 sizes its table to the answer. A 1.6 KB answer comes out ~10% larger, still one packet.
 */
export const SMALL_ANSWER_BYTES = 4096;
export const SMALL_ANSWER_BROTLI_QUALITY = 1;

/** Answers kept as ready bytes are compressed once per change: a little more work for a few percent fewer bytes. */
export const READY_ANSWER_BROTLI_QUALITY = 4;

export const perRequestBrotliOptions: zlib.BrotliOptions = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY },
};

export const readyAnswerBrotliOptions: zlib.BrotliOptions = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: READY_ANSWER_BROTLI_QUALITY },
};

const smallAnswerBrotliOptions: zlib.BrotliOptions = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: SMALL_ANSWER_BROTLI_QUALITY },
};

/** The brotli settings for one answer compressed per request, by its size. */
export function perRequestBrotliOptionsFor(size: number): zlib.BrotliOptions {
  return size <= SMALL_ANSWER_BYTES ? smallAnswerBrotliOptions : perRequestBrotliOptions;
}

/** The encodings answers are offered in, best first, and the size under which an answer goes out as it is. */
export type AnswerEncoding = 'br' | 'gzip';
export const ANSWER_ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Answers up to this size that are whole in memory are compressed in one go (with a fitted window that stays
 * cheap), larger ones through a stream. The plugin's own default on two cores is 4 KB, which sent an order history
 * of a few kilobytes through a stream whose brotli window is 4 MB.
 */
export const ONE_GO_COMPRESSION_MAX_BYTES = 65_536;

/**
 * The smallest brotli window that holds a whole answer of this size: a window of n bits holds 2^n − 16 bytes, and
 * brotli takes 10 to 24 bits. A larger window finds nothing more in an answer it already holds; its default of 22
 * bits is a 4 MB ring buffer prepared for every answer.
 */
export function brotliWindowBitsFor(size: number): number {
  const bits = Math.ceil(Math.log2(size + 16));
  return Math.min(zlibConstants.BROTLI_MAX_WINDOW_BITS, Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, bits));
}

/**
 * Brotli for one whole answer, told its size and given a window that fits it. Without them, brotli prepares for an
 * input of any length and sizes its buffers for that, which costs more per answer than the compression of a small
 * one. A window or size given in `options` wins.
 */
export function brotliCompressAnswer(body: Buffer, options: zlib.BrotliOptions = perRequestBrotliOptions) {
  return zlib.brotliCompressSync(body, {
    ...options,
    params: {
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBitsFor(body.length),
      ...options.params,
    },
  });
}

/**
 * zlib as the compression plugin sees it (its `zlib` option): the same module, but an answer it compresses in one
 * go is told its size, given a window that fits it, and compressed at the quality its size calls for. Streamed
 * answers, whose size is not known, are compressed with the plugin's own options, as before.
 */
export const answerZlib: typeof zlib = {
  ...zlib,
  brotliCompressSync: (body: zlib.InputType) => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body as string);
    return brotliCompressAnswer(bytes, perRequestBrotliOptionsFor(bytes.length));
  },
};

/**
 * The compression plugin's settings (app.ts): brotli or gzip as the client accepts, answers under 1 KB as they
 * are, answers up to 64 KB in one go with the quality and window their size calls for.
 */
export const compressionPluginOptions = {
  encodings: ANSWER_ENCODINGS,
  threshold: COMPRESSION_THRESHOLD,
  syncThreshold: ONE_GO_COMPRESSION_MAX_BYTES,
  brotliOptions: perRequestBrotliOptions,
  zlib: answerZlib,
};
