import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers this small go out as they are: compressing them costs more than the bytes it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON and other compressible answers above the threshold, brotli or gzip by the
 * client's Accept-Encoding, at fast levels (per request, unlike the web build's assets, which
 * are compressed once at build time and sent with their Content-Encoding, left alone here).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
