/** A same-origin path: starts with one slash, never `//` or `/\` (both mean another host to a browser). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
