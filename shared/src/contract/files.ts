import Type, { type Static } from 'typebox';
import { Uuid } from './envelope';

/** Upload and download paths (SPEC section 7); `@b2b/shared/upload` UPLOAD_API takes the first three from here. */
export const FILES_API = {
  uploadImage: '/api/common/upload/image',
  uploadFile: '/api/common/upload/file',
  uploadUrl: '/api/common/upload/url',
  /** POST `{ id }` after the PUT to `uploadUrl`: only a confirmed upload becomes a file. */
  uploadConfirm: '/api/common/upload/confirm',
  /** PUT target of a direct upload when the files live on the API's own disk (signed, expiring token). */
  uploadPut: '/api/files/upload/:token',
  file: '/api/files/:id',
  fileThumb: '/api/files/:id/thumb',
} as const;

export const FILE_KINDS = ['image', 'file'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const FILE_VISIBILITIES = ['company', 'public'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/** A stored file as the upload endpoints answer it. `url` is where it is downloaded (through the API). */
export const UploadedFileSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  key: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  thumbUrl: Type.Optional(Type.String()),
});
export type UploadedFileResult = Static<typeof UploadedFileSchema>;

/** `?visibility=public` on the image upload: logos and showcase pictures anyone may see. */
export const UploadQuery = Type.Object({ visibility: Type.Optional(Type.Enum(FILE_VISIBILITIES)) }, { additionalProperties: false });
export type UploadQuery = Static<typeof UploadQuery>;

/** POST upload/url: the file's name and declared type; `kind: 'image'` for the image rules (default file). */
export const UploadUrlBody = Type.Object(
  {
    file: Type.String({ minLength: 1, maxLength: 1000 }),
    fileType: Type.String({ maxLength: 200 }),
    kind: Type.Optional(Type.Enum(FILE_KINDS)),
    visibility: Type.Optional(Type.Enum(FILE_VISIBILITIES)),
  },
  { additionalProperties: false },
);
export type UploadUrlBody = Static<typeof UploadUrlBody>;

export const PresignedUploadSchema = Type.Object({
  ...UploadedFileSchema.properties,
  uploadUrl: Type.String(),
  headers: Type.Record(Type.String(), Type.String()),
  /** Until then the PUT must be done and confirmed (epoch ms). */
  expiresAt: Type.Integer(),
});
export type PresignedUploadResult = Static<typeof PresignedUploadSchema>;

/** A stored file's id, as a form sends it when it attaches the file to something. */
export const FileId = Uuid;

export const UploadConfirmBody = Type.Object({ id: FileId }, { additionalProperties: false });
export type UploadConfirmBody = Static<typeof UploadConfirmBody>;
