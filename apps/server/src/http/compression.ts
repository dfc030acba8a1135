import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Quality 4 / level 6, for the JSON answers and the pages rendered per request (http/spa.ts): most of the saving
 * for a fraction of the CPU of the maximum, on every request. */
export const perRequestBrotli = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
export const perRequestGzip = { level: 6 };

/** JSON answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Per-request compression of JSON answers only. Static files are precompressed at build time (`http/spa.ts`
 * serves the `.br`/`.gz` sibling), file downloads (PDFs, images, attachments) are compressed already, and the
 * chat socket never passes through here. Routes opt in through `registerEndpoint` (`compress: {}`), so nothing
 * else (static files, the socket upgrade) is ever compressed per request.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: false,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    brotliOptions: perRequestBrotli,
    zlibOptions: perRequestGzip,
  });
}
