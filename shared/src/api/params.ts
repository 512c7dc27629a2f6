/**
 * Query strings the API reads: arrays repeat their key (`a=1&a=2`), null and undefined are left
 * out, dates are ISO strings and other objects JSON.
 */
export function serializeParams(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  const search = new URLSearchParams();
  if (!params || typeof params !== 'object') return '';
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, stringify(item));
    }
  }
  return search.toString();
}

function stringify(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
