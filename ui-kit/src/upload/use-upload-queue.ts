import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isCancel } from '@b2b/shared/api';
import type { UploadedFile } from '@b2b/shared/upload';
import type { UploadFn } from './default-upload';
import {
  fileKey,
  filesFromOutside,
  occupiedPlaces,
  planFiles,
  uploadedFiles,
  uploadQueueReducer,
  type QueueLimits,
  type UploadAction,
  type UploadItem,
} from './upload-queue';

export interface UploadQueueOptions {
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  upload: UploadFn;
  limits: QueueLimits;
  /** Gives queued images an object URL thumbnail. */
  previews: boolean;
}

const NO_FILES: UploadedFile[] = [];
let lastId = 0;
const newId = () => `upload-${++lastId}`;
const serverMessage = (err: unknown) => (err instanceof ApiError && err.message ? err.message : undefined);
const isImage = (file: File) => file.type.startsWith('image/');

/** The files of an uploader: starts, cancels, retries and removes uploads, and reports the uploaded files as its value. */
export function useUploadQueue({ value = NO_FILES, onChange, upload, limits, previews }: UploadQueueOptions) {
  // The ref is the truth, so that uploads finishing in the same tick each see the others' results.
  const itemsRef = useRef<UploadItem[]>([]);
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ value, onChange, upload });
  useEffect(() => {
    latest.current = { value, onChange, upload };
  });

  const dispatch = useCallback((action: UploadAction) => {
    const next = uploadQueueReducer(itemsRef.current, action);
    if (next === itemsRef.current) return;
    itemsRef.current = next;
    setItems(next);
  }, []);

  useEffect(() => dispatch({ type: 'keepDone', keys: value.map(fileKey) }), [value, dispatch]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    };
  }, []);

  const start = useCallback(
    (id: string) => {
      dispatch({ type: 'start', id });
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (item?.status !== 'uploading') return;
      const { attempt, file } = item;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const finished = () => {
        if (controllers.current.get(id) === controller) controllers.current.delete(id);
      };
      latest.current
        .upload(file, (progress) => dispatch({ type: 'progress', id, attempt, progress }), controller.signal)
        .then((uploaded) => {
          dispatch({ type: 'done', id, attempt, uploaded });
          const { value: current, onChange: report } = latest.current;
          if (itemsRef.current.some((it) => it.id === id && it.status === 'done')) report?.(uploadedFiles(current, itemsRef.current));
        })
        .catch((err: unknown) =>
          dispatch(
            controller.signal.aborted || isCancel(err)
              ? { type: 'cancel', id, attempt }
              : { type: 'fail', id, attempt, error: serverMessage(err) },
          ),
        )
        .finally(finished);
    },
    [dispatch],
  );

  const add = (files: File[]) => {
    const planned = planFiles(files, limits, occupiedPlaces(value, itemsRef.current), newId).map((item) =>
      previews && item.status === 'queued' && isImage(item.file) ? { ...item, preview: URL.createObjectURL(item.file) } : item,
    );
    dispatch({ type: 'add', items: planned });
    for (const item of planned) if (item.status === 'queued') start(item.id);
  };

  const cancel = (id: string) => {
    controllers.current.get(id)?.abort();
    dispatch({ type: 'cancel', id });
  };

  const remove = (id: string) => {
    const item = itemsRef.current.find((candidate) => candidate.id === id);
    if (!item) return;
    controllers.current.get(id)?.abort();
    if (item.preview) URL.revokeObjectURL(item.preview);
    const before = uploadedFiles(value, itemsRef.current);
    dispatch({ type: 'remove', id });
    if (item.status === 'done' && item.uploaded) onChange?.(before.filter((file) => file !== item.uploaded));
  };

  const removeOutside = (file: UploadedFile) => onChange?.(value.filter((candidate) => fileKey(candidate) !== fileKey(file)));

  return { items, outside: filesFromOutside(value, items), add, cancel, retry: start, remove, removeOutside };
}
