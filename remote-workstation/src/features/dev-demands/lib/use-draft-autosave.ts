import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, writeDraft } from './draft-storage';
import type { DemandFormValues } from './form-values';

export const AUTOSAVE_MS = 3_000;

/**
 * Saves the form to localStorage every few seconds while it is being edited, and once more when
 * the page is left. `stop` forgets the draft (after it was sent, or discarded).
 */
export function useDraftAutosave(key: string) {
  const latest = useRef<DemandFormValues | null>(null);
  const dirty = useRef(false);
  const stopped = useRef(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  const flush = useCallback(() => {
    if (!dirty.current || stopped.current || !latest.current) return;
    dirty.current = false;
    const now = Date.now();
    writeDraft(key, latest.current, now);
    setSavedAt(now);
  }, [key]);

  useEffect(() => {
    const timer = setInterval(flush, AUTOSAVE_MS);
    window.addEventListener('pagehide', flush);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const onChange = useCallback((values: DemandFormValues) => {
    latest.current = values;
    stopped.current = false;
    dirty.current = true;
  }, []);

  const stop = useCallback(() => {
    stopped.current = true;
    dirty.current = false;
    clearDraft(key);
    setSavedAt(null);
  }, [key]);

  return { onChange, stop, savedAt };
}
