import dayjs from 'dayjs';
import type { DemandFormValues } from './form-values';

const PREFIX = 'b2b.ws.demand-draft.';

export interface StoredDraft {
  savedAt: number;
  values: DemandFormValues;
}

type Serialized = Omit<DemandFormValues, 'deadline'> & { deadline?: number | null };

export const draftKey = (userId: string | undefined) => `${PREFIX}${userId ?? 'anonymous'}`;

/** The autosaved form of the publish page, or null when there is none or it cannot be read. */
export function readDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt: number; values: Serialized };
    const { deadline, ...rest } = parsed.values;
    return { savedAt: parsed.savedAt, values: { ...rest, deadline: deadline ? dayjs(deadline) : undefined } };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: DemandFormValues, now = Date.now()): void {
  const serialized: Serialized = { ...values, deadline: values.deadline ? values.deadline.valueOf() : null };
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, values: serialized }));
  } catch {
    /* storage full or blocked: the form still works, only without a draft */
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}
