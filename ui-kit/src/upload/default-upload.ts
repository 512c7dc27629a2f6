import { uploadFile, uploadImage, uploadViaUrl, type UploadedFile, type UploadProgress } from '@b2b/shared/upload';

export type UploadKind = 'image' | 'file';

/** Sends one file, reporting progress, and rejects as cancelled when the signal aborts. */
export type UploadFn = (file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => Promise<UploadedFile>;

/** The kernel's upload for a kind: straight to storage through an upload URL when `direct`. */
export function defaultUpload(kind: UploadKind, direct: boolean): UploadFn {
  if (direct) return uploadViaUrl;
  return kind === 'image' ? uploadImage : uploadFile;
}
