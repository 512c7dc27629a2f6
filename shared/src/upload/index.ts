import axios, { type AxiosProgressEvent } from 'axios';
import { api, ApiError, http, isCancel, notify } from '@b2b/shared/api';
import {
  FILES_API,
  NETWORK_ERROR_TEXT,
  type FileKind,
  type FileVisibility,
  type PresignedUploadResult,
  type UploadedFileResult,
} from '@b2b/shared/contract';
import { currentLang, i18n } from '@b2b/shared/i18n';
import { progressTracker, type UploadProgress } from './progress';
import { saveBlob } from './save';

export { progressTracker, type UploadProgress } from './progress';
export { saveBlob } from './save';

/** The upload paths of the contract's `FILES_API`. */
export const UPLOAD_API = {
  image: FILES_API.uploadImage,
  file: FILES_API.uploadFile,
  url: FILES_API.uploadUrl,
  confirm: FILES_API.uploadConfirm,
} as const;

/** A stored file as the API answers it (the contract's type). */
export type UploadedFile = UploadedFileResult;
export type PresignedUpload = PresignedUploadResult;

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** No toast on failure: the caller shows the error itself (the uploader's row does). */
  silent?: boolean;
  /** `public` for logos and showcase pictures anyone may see; default the company's own. */
  visibility?: FileVisibility;
}

function progressHandler(file: File, onProgress?: UploadOptions['onProgress']) {
  if (!onProgress) return undefined;
  const track = progressTracker();
  return (event: AxiosProgressEvent) => onProgress(track(event.loaded, event.total ?? file.size));
}

function multipart(path: string, file: File, { onProgress, signal, silent, visibility }: UploadOptions): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedFile>(path, form, {
    upload: true,
    signal,
    silent,
    params: visibility ? { visibility } : undefined,
    onUploadProgress: progressHandler(file, onProgress),
  });
}

/** Uploads an image as multipart field `file`: checked, stripped of metadata and given a thumbnail by the API. */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return multipart(UPLOAD_API.image, file, options);
}

/** Uploads any file as multipart field `file`, with no timeout. */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return multipart(UPLOAD_API.file, file, options);
}

export function withoutDateHeader(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'date'));
}

/**
 * Asks the API where to upload, PUTs the file straight there (a storage provider: no token, no
 * Date header, no timeout), then confirms: only a confirmed upload becomes a file.
 */
export async function uploadViaUrl(file: File, options: UploadOptions & { kind?: FileKind } = {}): Promise<UploadedFile> {
  const { onProgress, signal, silent, visibility, kind } = options;
  const { uploadUrl, headers, id } = await api.post<PresignedUpload>(
    UPLOAD_API.url,
    { file: file.name, fileType: file.type || 'application/octet-stream', ...(kind && { kind }), ...(visibility && { visibility }) },
    { signal, silent },
  );
  try {
    await axios.put(uploadUrl, file, {
      baseURL: http.defaults.baseURL,
      headers: withoutDateHeader(headers),
      timeout: 0,
      signal,
      onUploadProgress: progressHandler(file, onProgress),
    });
  } catch (err) {
    throw storageFailure(err, silent);
  }
  return api.post<UploadedFile>(UPLOAD_API.confirm, { id }, { signal, silent });
}

function storageFailure(err: unknown, silent = false): unknown {
  if (isCancel(err)) return err;
  const status = axios.isAxiosError(err) ? err.response?.status : undefined;
  const text = status ? i18n.t('upload.failed') : NETWORK_ERROR_TEXT[currentLang()];
  if (!silent) notify(text);
  return new ApiError(status ?? 0, text, { cause: err, silent });
}

/** Downloads a URL as a blob and saves it under `fileName`. Large files: no timeout. */
export async function downloadBlob(url: string, fileName: string): Promise<void> {
  const blob = await api.get<Blob>(url, undefined, { responseType: 'blob', timeout: 0 });
  saveBlob(blob, fileName);
}
