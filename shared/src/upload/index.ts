import axios, { type AxiosProgressEvent } from 'axios';
import { api, ApiError, http, isCancel, notify } from '@b2b/shared/api';
import { FILES_API, NETWORK_ERROR_TEXT } from '@b2b/shared/contract';
import { currentLang, i18n } from '@b2b/shared/i18n';
import { progressTracker, type UploadProgress } from './progress';
import { saveBlob } from './save';

export { progressTracker, type UploadProgress } from './progress';
export { saveBlob } from './save';

/** The upload paths of the contract's `FILES_API`. */
export const UPLOAD_API = { image: FILES_API.uploadImage, file: FILES_API.uploadFile, url: FILES_API.uploadUrl } as const;

export interface UploadedFile {
  url: string;
  key: string;
  name: string;
  size: number;
  contentType: string;
}

/** The answer of `UPLOAD_API.url`: where to PUT the file, with which headers, and the file's fields. */
export interface PresignedUpload extends UploadedFile {
  uploadUrl: string;
  headers?: Record<string, string>;
}

type OnProgress = (progress: UploadProgress) => void;

function progressHandler(file: File, onProgress?: OnProgress): ((event: AxiosProgressEvent) => void) | undefined {
  if (!onProgress) return undefined;
  const track = progressTracker();
  return (event) => onProgress(track(event.loaded, event.total ?? file.size));
}

function multipart(path: string, file: File, onProgress?: OnProgress, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedFile>(path, form, { upload: true, signal, onUploadProgress: progressHandler(file, onProgress) });
}

/** Uploads an image as multipart field `file`. */
export function uploadImage(file: File, onProgress?: OnProgress, signal?: AbortSignal): Promise<UploadedFile> {
  return multipart(UPLOAD_API.image, file, onProgress, signal);
}

/** Uploads any file as multipart field `file`, with no timeout. */
export function uploadFile(file: File, onProgress?: OnProgress, signal?: AbortSignal): Promise<UploadedFile> {
  return multipart(UPLOAD_API.file, file, onProgress, signal);
}

export function withoutDateHeader(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'date'));
}

/**
 * Asks the API where to upload, PUTs the file straight there (a storage provider: no token, no
 * Date header, no timeout), then resolves the file's fields the API returned with the URL.
 */
export async function uploadViaUrl(file: File, onProgress?: OnProgress, signal?: AbortSignal): Promise<UploadedFile> {
  const { uploadUrl, headers, ...uploaded } = await api.post<PresignedUpload>(
    UPLOAD_API.url,
    { file: file.name, fileType: file.type || 'application/octet-stream' },
    { signal },
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
    throw storageFailure(err);
  }
  return uploaded;
}

function storageFailure(err: unknown): unknown {
  if (isCancel(err)) return err;
  const status = axios.isAxiosError(err) ? err.response?.status : undefined;
  const text = status ? i18n.t('upload.failed') : NETWORK_ERROR_TEXT[currentLang()];
  notify(text);
  return new ApiError(status ?? 0, text, { cause: err });
}

/** Downloads a URL as a blob and saves it under `fileName`. Large files: no timeout. */
export async function downloadBlob(url: string, fileName: string): Promise<void> {
  const blob = await api.get<Blob>(url, undefined, { responseType: 'blob', timeout: 0 });
  saveBlob(blob, fileName);
}
