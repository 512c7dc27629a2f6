import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { FileRow } from '../../db/rows';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { contentDisposition } from '../../storage';

/** Seconds a signed S3 download URL stays valid. */
const DOWNLOAD_URL_SECONDS = 300;

const cacheControl = new WeakMap<FastifyRequest, string>();

/**
 * onSend of a route (or plugin) that serves files, after the platform's `no-store`: a download says
 * deliberately how it may be cached.
 */
export const downloadCacheHook: onSendHookHandler = async (request, reply, payload) => {
  const value = cacheControl.get(request);
  if (value && reply.statusCode === 200) reply.header('cache-control', value);
  return payload;
};

/**
 * The bytes of a file the caller was found allowed to read (the file or its thumbnail), with
 * nosniff and Content-Disposition, or a 302 to a signed URL when the storage signs (S3).
 * The route must run `downloadCacheHook` on send.
 */
export async function serveFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  row: FileRow,
  thumb = false,
  { throughApi = false } = {},
) {
  const key = thumb ? row.thumbKey : row.storageKey;
  if (!key) throw new AppError('NOT_FOUND');
  const detected = thumb ? 'image/webp' : row.contentType;
  const contentType = detected.startsWith('text/') ? `${detected}; charset=utf-8` : detected;
  const fileName = thumb ? `${row.name.replace(/\.[^.]*$/, '')}-thumb.webp` : row.name;
  const disposition = row.kind === 'image' || thumb ? 'inline' : 'attachment';
  // The same Content-Type and Content-Disposition whether S3 or the API answers the bytes.
  // `throughApi`: the bytes pass through the API, for a reader who must not see the storage URL (its key names the company).
  const signed = throughApi
    ? null
    : await ctx.storage.presignGet(key, { fileName, contentType, disposition, expiresInSeconds: DOWNLOAD_URL_SECONDS });
  if (signed) return reply.redirect(signed, 302);
  const object = await ctx.storage.get(key);
  if (!object) throw new AppError('NOT_FOUND');
  cacheControl.set(request, row.visibility === 'public' ? 'public, max-age=86400, immutable' : 'private, max-age=300');
  return reply
    .header('content-type', contentType)
    .header('content-length', String(object.size))
    .header('content-disposition', contentDisposition(fileName, disposition))
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
