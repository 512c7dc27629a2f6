/**
 * `Content-Disposition` (RFC 6266) for a file name a user chose: an ASCII `filename="…"` fallback
 * for old clients and the exact name as RFC 8187 `filename*=UTF-8''<percent-encoded>`.
 *
 * The name is reduced to its last path segment (`../x.pdf` → `x.pdf`); control characters (C0,
 * DEL, C1) and bidirectional overrides (which can make `cod.exe` look like `exe.doc`) are removed.
 * The fallback also loses quotes, backslashes, `%` (some clients percent-decode it) and every
 * non-ASCII character (runs of them become one `_`); a fallback left without a letter or digit
 * before the extension becomes `download<ext>`.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const name = cleanFileName(fileName);
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g; // eslint-disable-line no-control-regex
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The name as it is offered for saving: the last segment, without control or bidi characters; never empty. */
export function cleanFileName(fileName: string): string {
  const segment =
    String(fileName).replace(LONE_SURROGATE, '\ufffd').normalize('NFC').replace(CONTROL, '').replace(BIDI, '').split(/[/\\]/).pop() ?? '';
  const name = segment.trim();
  return name === '' || /^\.+$/.test(name) ? 'download' : name;
}

function asciiFallback(name: string): string {
  let ascii = name
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\%]/g, '_')
    .replace(/_{2,}/g, '_');
  const dot = ascii.lastIndexOf('.');
  const stem = dot > 0 ? ascii.slice(0, dot) : ascii;
  const ext = dot > 0 ? ascii.slice(dot) : '';
  if (!/[A-Za-z0-9]/.test(stem)) ascii = `download${/^\.[A-Za-z0-9]{1,10}$/.test(ext) ? ext : ''}`;
  if (ascii.length > 150) {
    const keep = ext.length <= 11 ? ext : '';
    ascii = ascii.slice(0, 150 - keep.length) + keep;
  }
  return ascii;
}

/** RFC 8187 value-chars: attr-char as is, everything else as %XX of its UTF-8 bytes. */
function encodeRfc8187(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
