import Type, { type Static } from 'typebox';
import { Uuid } from './envelope';
import { FILE_KINDS, FILE_VISIBILITIES } from './file-rules';

/**
 * A stored file as the upload endpoints answer it. `url` is where it is downloaded (through the API).
 * The storage key stays on the server: it names the owner company (docs/files.md).
 */
export const UploadedFileSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
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
