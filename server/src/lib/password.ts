import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from './errors';

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the time of one verification, so an unknown account answers as slowly as a known one. */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hash('timing-equaliser-0');
  await verifyPassword(await dummy, password);
}

/** Common passwords of 10+ characters, lower-cased, one a line (shorter ones fail the length rule anyway). */
const COMMON_FILE = path.join(__dirname, 'common-passwords.txt');
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(COMMON_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common.has(password.trim().toLowerCase());
}

/** A new password on the list of common ones: 400 WEAK_PASSWORD naming the field. */
export function assertStrongPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new AppError('WEAK_PASSWORD', { fields: [field] });
}
