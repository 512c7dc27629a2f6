import { readItem, removeItem, writeItem } from './storage';

export const TOKEN_KEY = 'b2b.token';
export const EXPIRES_KEY = 'b2b.expires';

export interface PersistedSession {
  token: string | null;
  /** Epoch milliseconds. */
  expires: number | null;
}

/** The stored session; a token that has already expired is dropped. */
export function readPersistedSession(now = Date.now()): PersistedSession {
  const token = readItem(TOKEN_KEY) || null;
  const raw = Number(readItem(EXPIRES_KEY));
  const expires = token && Number.isFinite(raw) && raw > 0 ? raw : null;
  if (token && expires !== null && expires <= now) {
    clearPersistedSession();
    return { token: null, expires: null };
  }
  return { token, expires };
}

export function persistSession(token: string, expires: number | null): void {
  // Expires first: another tab reacts to the token's storage event and must find both.
  if (expires === null) removeItem(EXPIRES_KEY);
  else writeItem(EXPIRES_KEY, String(expires));
  writeItem(TOKEN_KEY, token);
}

export function clearPersistedSession(): void {
  removeItem(TOKEN_KEY);
  removeItem(EXPIRES_KEY);
}

/** Whole seconds until `expires`, 0 when there is none or it has passed. */
export function secondsUntil(expires: number | null, now = Date.now()): number {
  if (expires === null || !Number.isFinite(expires)) return 0;
  return Math.max(0, Math.floor((expires - now) / 1000));
}
