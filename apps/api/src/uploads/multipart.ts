import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { MessageCode } from '@dhub/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';

export interface UploadedFile {
  field: string;
  originalName: string;
  /** Where the upload was streamed (a per-request temp dir, removed afterwards). */
  tempPath: string;
  size: number;
  /** Cut at the per-file size limit: the file was too large. */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Codes of problems found while reading, e.g. a text field over the multipart field-size limit. */
  fieldErrors: Record<string, MessageCode>;
}

/** `business_images[]` and `business_images` name the same field. */
const normalizeFieldName = (name: string) => name.replace(/\[\]$/, '');

/**
 * Streams a multipart body: text fields into memory, each file to `tempDir` (never into
 * memory). The caller owns `tempDir` and must remove it (see `withTempDir`).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  tempDir: string,
  { maxTotalBytes = Number.POSITIVE_INFINITY }: { maxTotalBytes?: number } = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'invalidRequest');
  await mkdir(tempDir, { recursive: true });
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  const fieldErrors: Record<string, MessageCode> = {};

  try {
    await readParts(request, tempDir, { fields, files, fieldErrors, maxTotalBytes });
  } catch (error) {
    throw isMalformedBody(error) ? new HttpError(400, 'invalidRequest') : error;
  }
  return { fields: Object.fromEntries(fields), files, fieldErrors };
}

/**
 * A body the multipart parser could not read (truncated part, no boundary, junk): the client's
 * fault. Fastify's own (`FST_*`: limits, a closed stream) keep their answer; a disk error (errno)
 * stays a server error.
 */
function isMalformedBody(error: unknown): boolean {
  if (error instanceof HttpError || !(error instanceof Error)) return false;
  // A bug of ours (not the parser's complaint about the body) stays a server error.
  if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError) return false;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  return !(typeof code === 'string' && code.startsWith('FST_')) && errno === undefined;
}

async function readParts(
  request: FastifyRequest,
  tempDir: string,
  {
    fields,
    files,
    fieldErrors,
    maxTotalBytes,
  }: { fields: Map<string, string>; files: UploadedFile[]; fieldErrors: Record<string, MessageCode>; maxTotalBytes: number },
): Promise<void> {
  let total = 0;
  for await (const part of request.parts()) {
    // A part without a name (`Content-Disposition: form-data` alone) is a broken body.
    if (typeof part.fieldname !== 'string' || part.fieldname === '') throw new HttpError(400, 'invalidRequest');
    const field = normalizeFieldName(part.fieldname);
    if (part.type === 'field') {
      if (part.valueTruncated) fieldErrors[field] = 'tooLong';
      if (!fields.has(field)) fields.set(field, typeof part.value === 'string' ? part.value : String(part.value));
      continue;
    }
    if (!part.filename) {
      // An empty file input: browsers send a part with no name and no bytes.
      part.file.resume();
      await finished(part.file);
      continue;
    }
    const tempPath = path.join(tempDir, randomUUID());
    // The body's files together are capped too: the stream stops at the cap, not after the last file.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.length;
        done(total > maxTotalBytes ? new HttpError(413, 'payloadTooLarge') : null, chunk);
      },
    });
    await pipeline(part.file, counted, createWriteStream(tempPath));
    const { size } = await stat(tempPath);
    files.push({ field, originalName: part.filename, tempPath, size, truncated: part.file.truncated });
  }
}

/** Runs `work` with a fresh temp dir that is removed afterwards, whatever happens. */
export async function withTempDir<T>(parent: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = path.join(parent, randomUUID());
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
