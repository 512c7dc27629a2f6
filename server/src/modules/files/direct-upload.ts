import type { Readable } from 'node:stream';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { FILES_API } from '@b2b/shared/contract';
import { files } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { ok, responses } from '../../plugins/app/envelope';
import { StorageLimitError, UploadTokenError, verifyUploadToken } from '../../storage';

const schema = {
  params: Type.Object({ token: Type.String({ minLength: 10, maxLength: 4096 }) }, { additionalProperties: false }),
  response: responses(Type.Null()),
};

/**
 * The PUT target of a direct upload on disk storage (S3 takes the PUT itself). The signed,
 * expiring token is the only credential, as with an S3 presigned URL; it names the key, the type
 * the browser must send and the byte limit. Only a key still waiting for its confirmation takes
 * bytes, so a replayed token cannot leave an orphan object after the upload was confirmed or purged.
 */
const directUpload: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // The body is streamed into storage, never parsed or buffered: the token's limit applies, not the JSON one.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // Public: the signed token in the path is the credential, checked below.
  app.put(FILES_API.uploadPut, { schema, config: { access: { kind: 'public' } } }, async (request) => {
    if (ctx.storage.kind !== 'disk') throw new AppError('NOT_FOUND');
    let claims;
    try {
      claims = verifyUploadToken(request.params.token, ctx.config.storage.secret, ctx.clock.now());
    } catch (error) {
      if (error instanceof UploadTokenError) throw new AppError(error.reason === 'expired' ? 'UPLOAD_EXPIRED' : 'UPLOAD_INVALID');
      throw error;
    }
    const sent = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (sent !== claims.contentType.toLowerCase()) throw new AppError('UPLOAD_INVALID');
    const [pending] = await acrossCompanies(ctx.db, 'a signed upload token names its pending file; nobody is signed in')
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.storageKey, claims.key), eq(files.status, 'pending'), gt(files.expiresAt, ctx.clock.now())));
    if (!pending) throw new AppError('UPLOAD_EXPIRED');
    try {
      await ctx.storage.put(claims.key, request.body as Readable, { contentType: claims.contentType, maxBytes: claims.maxBytes });
    } catch (error) {
      if (error instanceof StorageLimitError) throw new AppError('FILE_TOO_LARGE');
      throw error;
    }
    return ok(request, null);
  });
};

export default directUpload;
