import { uploadFile, uploadImage, uploadViaUrl, type UploadedFile, type UploadProgress } from '@b2b/shared/upload';
import type { FileVisibility } from '@b2b/shared/contract';

export type UploadKind = 'image' | 'file';

/** Sends one file, reporting progress, and rejects as cancelled when the signal aborts. */
export type UploadFn = (file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => Promise<UploadedFile>;

/**
 * The kernel's upload for a kind: straight to storage through an upload URL when `direct`. Silent:
 * the uploader shows a refusal on the file's row, so the kernel does not toast it as well.
 */
export function defaultUpload(kind: UploadKind, direct: boolean, visibility?: FileVisibility): UploadFn {
  return (file, onProgress, signal) => {
    const options = { onProgress, signal, silent: true, visibility };
    if (direct) return uploadViaUrl(file, { ...options, kind });
    return kind === 'image' ? uploadImage(file, options) : uploadFile(file, options);
  };
}
