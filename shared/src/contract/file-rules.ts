/** Upload and download paths (docs/files.md); `@b2b/shared/upload` UPLOAD_API takes the first three from here. */
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
