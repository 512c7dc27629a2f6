import type { UploadedFile, UploadProgress } from '@b2b/shared/upload';
import { checkFile, type FileLimits, type FileRejection } from './check-file';

/** queued → uploading → done | failed | cancelled; failed and cancelled may start again. Rejected files never send. */
export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'rejected';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** Counts the starts, so that events of an abandoned attempt change nothing. */
  attempt: number;
  progress?: UploadProgress;
  uploaded?: UploadedFile;
  /** The server's message for a failure; absent means the generic text. */
  error?: string;
  rejection?: FileRejection;
  /** Object URL of an image's thumbnail. */
  preview?: string;
}

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; attempt: number; progress: UploadProgress }
  | { type: 'done'; id: string; attempt: number; uploaded: UploadedFile }
  | { type: 'fail'; id: string; attempt: number; error?: string }
  /** With an attempt: only that attempt is cancelled (its upload rejected as cancelled). */
  | { type: 'cancel'; id: string; attempt?: number }
  | { type: 'remove'; id: string }
  /** Drops finished files the form's value no longer holds (a reset, a removal from outside). */
  | { type: 'keepDone'; keys: string[] };

const STARTABLE: UploadStatus[] = ['queued', 'failed', 'cancelled'];
const CANCELLABLE: UploadStatus[] = ['queued', 'uploading'];

export const fileKey = (file: UploadedFile) => file.id;

/** The items with one changed; the same array when the change does not apply, so nothing re-renders. */
function update(items: UploadItem[], id: string, change: (item: UploadItem) => UploadItem | null): UploadItem[] {
  const target = items.find((item) => item.id === id);
  const changed = target && change(target);
  return changed ? items.map((item) => (item === target ? changed : item)) : items;
}

/** Applies a change of the current attempt only while it is uploading. */
function ofCurrentAttempt(attempt: number, change: (item: UploadItem) => UploadItem) {
  return (item: UploadItem) => (item.status === 'uploading' && item.attempt === attempt ? change(item) : null);
}

export function uploadQueueReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return update(items, action.id, (item) =>
        STARTABLE.includes(item.status)
          ? { ...item, status: 'uploading', attempt: item.attempt + 1, progress: undefined, error: undefined }
          : null,
      );
    case 'progress':
      return update(
        items,
        action.id,
        ofCurrentAttempt(action.attempt, (item) => ({ ...item, progress: action.progress })),
      );
    case 'done':
      return update(
        items,
        action.id,
        ofCurrentAttempt(action.attempt, (item) => ({ ...item, status: 'done', uploaded: action.uploaded })),
      );
    case 'fail':
      return update(
        items,
        action.id,
        ofCurrentAttempt(action.attempt, (item) => ({ ...item, status: 'failed', error: action.error })),
      );
    case 'cancel':
      return update(items, action.id, (item) =>
        CANCELLABLE.includes(item.status) && (action.attempt === undefined || action.attempt === item.attempt)
          ? { ...item, status: 'cancelled' }
          : null,
      );
    case 'remove':
      return items.filter((item) => item.id !== action.id);
    case 'keepDone': {
      const kept = items.filter((item) => item.status !== 'done' || action.keys.includes(fileKey(item.uploaded!)));
      return kept.length === items.length ? items : kept;
    }
  }
}

/** Files of the value that this queue did not upload (the form's initial value). */
export function filesFromOutside(value: UploadedFile[], items: UploadItem[]): UploadedFile[] {
  const ours = new Set(items.flatMap((item) => (item.uploaded ? [fileKey(item.uploaded)] : [])));
  return value.filter((file) => !ours.has(fileKey(file)));
}

/** The value to hand the form: files from outside first, then ours in the order they were added. */
export function uploadedFiles(value: UploadedFile[], items: UploadItem[]): UploadedFile[] {
  const done = items.flatMap((item) => (item.status === 'done' && item.uploaded ? [item.uploaded] : []));
  return [...filesFromOutside(value, items), ...done];
}

export interface QueueLimits extends FileLimits {
  maxCount?: number;
}

/** New queue items for chosen files: queued, or rejected with the reason, before anything is sent. */
export function planFiles(files: File[], limits: QueueLimits, occupied: number, newId: () => string): UploadItem[] {
  let taken = occupied;
  return files.map((file) => {
    const full = limits.maxCount !== undefined && taken >= limits.maxCount;
    const rejection = checkFile(file, limits) ?? (full ? { reason: 'count' as const, maxCount: limits.maxCount! } : null);
    if (!rejection) taken += 1;
    return rejection
      ? { id: newId(), file, status: 'rejected', attempt: 0, rejection }
      : { id: newId(), file, status: 'queued', attempt: 0 };
  });
}

/** How many of `maxCount` places the value and the queue hold; rejected files hold none. */
export function occupiedPlaces(value: UploadedFile[], items: UploadItem[]): number {
  return filesFromOutside(value, items).length + items.filter((item) => item.status !== 'rejected').length;
}
