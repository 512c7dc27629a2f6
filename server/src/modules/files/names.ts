/** Longest stored name, in characters (code points), extension included. */
export const MAX_NAME_CHARS = 100;

/**
 * The original name made safe to store and show: the last path segment only (no `../`, no
 * folders of either slash), NFC, without control or format characters (bidi overrides, zero
 * width), whitespace collapsed, no leading dots, at most 100 characters keeping the extension,
 * and the extension the detected type has. Never used as a storage key.
 */
export function cleanName(raw: string, ext: string): string {
  const last = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  let stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/[\s.]+$/, '');
  const chars = [...stem];
  const room = MAX_NAME_CHARS - ext.length - 1;
  if (chars.length > room) stem = chars.slice(0, room).join('').trimEnd();
  return `${stem || 'file'}.${ext}`;
}
