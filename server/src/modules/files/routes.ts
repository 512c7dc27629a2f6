import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FILES_API, type FileKind, type UploadQuery } from '@b2b/shared/contract';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/app/envelope';
import directUpload from './direct-upload';
import { downloadCacheHook, serveFile } from './serve';
import { confirmSchema, downloadSchema, uploadSchema, uploadUrlSchema } from './schema';
import { confirmUpload, createUploadUrl, findReadable, uploadStream } from './service';

/**
 * Uploads (multipart and direct) and downloads. Multipart is parsed only in this plugin, with
 * limits of its own (one file, a few parts, the kind's size); the JSON body limit stays 32 KB.
 */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const files = ctx.config.files;
  await app.register(multipart, {
    limits: {
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 1024,
      headerPairs: 20,
      fileSize: Math.max(files.imageMaxBytes, files.fileMaxBytes) + 1,
    },
    throwFileSizeLimit: true,
  });

  await app.register(directUpload);

  app.addHook('onSend', downloadCacheHook);
  const signedIn = { access: { kind: 'user' } } as const;
  const visitor = { access: { kind: 'public', user: 'optional' } } as const;

  const upload = (kind: FileKind) => async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const part = await request.file({ limits: { fileSize: (kind === 'image' ? files.imageMaxBytes : files.fileMaxBytes) + 1 } });
    if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', { fields: ['/file'] });
    const visibility = kind === 'image' ? ((request.query as UploadQuery).visibility ?? 'company') : 'company';
    const result = await uploadStream(ctx, request.caller!, { kind, visibility, fileName: part.filename ?? '', body: part.file });
    return ok(request, result);
  };

  app.post(FILES_API.uploadImage, { schema: uploadSchema, config: signedIn }, upload('image'));
  app.post(FILES_API.uploadFile, { schema: uploadSchema, config: signedIn }, upload('file'));

  app.post(FILES_API.uploadUrl, { schema: uploadUrlSchema, config: signedIn }, async (request) =>
    ok(request, await createUploadUrl(ctx, request.caller!, request.body)),
  );
  app.post(FILES_API.uploadConfirm, { schema: confirmSchema, config: signedIn }, async (request) =>
    ok(request, await confirmUpload(ctx, request.caller!, request.body.id)),
  );

  const download = (thumb: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const row = await findReadable(ctx, request.caller, (request.params as { id: string }).id);
    return serveFile(ctx, request, reply, row, thumb);
  };
  app.get(FILES_API.file, { schema: downloadSchema, config: visitor }, download(false));
  app.get(FILES_API.fileThumb, { schema: downloadSchema, config: visitor }, download(true));
};

export default fileRoutes;
