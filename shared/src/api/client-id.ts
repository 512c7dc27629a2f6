import { readItem, writeItem } from '../internal/storage';

export const CLIENT_ID_KEY = 'b2b.clientId';

let memory: string | null = null;

/** A random id of this browser, kept across visits, so the server can count anonymous visits. */
export function clientId(): string {
  const stored = readItem(CLIENT_ID_KEY);
  if (stored) return stored;
  memory ??= randomId();
  writeItem(CLIENT_ID_KEY, memory);
  return memory;
}

function randomId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  if (c?.getRandomValues) {
    return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}
