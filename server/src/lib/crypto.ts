import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An opaque session token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A token for a link (an invitation): 32 random bytes, hex. */
export const newLinkToken = (): string => randomBytes(32).toString('hex');

export const newSalt = (): string => randomBytes(16).toString('hex');

/** Six random digits, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hashCode = (salt: string, code: string): string => sha256(`${salt}:${code}`);

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
