/**
 * Masks personal data for logs and notices: `li.lei@acme.cn` → `l***@acme.cn`,
 * `13812348000` → `138****8000`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

export function maskTarget(target: string): string {
  return target.includes('@') ? maskEmail(target) : maskPhone(target);
}

const EMAIL_IN_TEXT = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
/** Mainland mobile numbers not inside a longer run of digits (timestamps, ids). */
const PHONE_IN_TEXT = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** URL-encoded `@` in a logged query string. */
const ENCODED_EMAIL_IN_TEXT = /([A-Za-z0-9._%+-])[A-Za-z0-9._+-]*(%40[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/gi;

/** Every email and mobile number in a text (a log line) masked. */
export function maskText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, '$1***$2').replace(ENCODED_EMAIL_IN_TEXT, '$1***$2').replace(PHONE_IN_TEXT, '$1****$2');
}
