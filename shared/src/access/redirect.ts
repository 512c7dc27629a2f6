/** A control character (C0, DEL, C1: a browser drops tab and newline from a URL, so `/\t/x` is `//x`) or a backslash. */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f) || c === 0x5c) return true;
  }
  return false;
}

/**
 * A same-origin path to go to after sign-in, or null. The value must start with one slash (never `//`),
 * hold no control character or backslash (`/\evil.com` and `/<tab>/evil.com` mean another host to a
 * browser), and resolve against `origin` (the page's by default) to that very origin.
 */
export function safeRedirect(value: string | null | undefined, origin: string = pageOrigin()): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  try {
    return new URL(value, origin).origin === new URL(origin).origin ? value : null;
  } catch {
    return null;
  }
}

/** The page's origin in a browser; a placeholder elsewhere (a relative path resolves the same against any origin). */
function pageOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

/** Why a visitor is asked to sign in, when a page says so above the form (`common:signIn.reason.<reason>`). */
export const SIGN_IN_REASONS = ['publishDemand'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

const LOGIN_PAGE = '/auth/login';

/** The sign-in page that comes back to `redirect` afterwards and, with a reason, says why it is asked. */
export function signInPath(redirect: string, reason?: SignInReason): string {
  const query = new URLSearchParams({ redirect });
  if (reason) query.set('reason', reason);
  return `${LOGIN_PAGE}?${query.toString()}`;
}

/** The reason of a sign-in page's query, or null for none or one it does not know. */
export function signInReason(search: string): SignInReason | null {
  const value = new URLSearchParams(search).get('reason');
  return SIGN_IN_REASONS.find((reason) => reason === value) ?? null;
}
