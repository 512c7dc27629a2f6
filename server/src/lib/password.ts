import { hash, verify } from '@node-rs/argon2';

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
