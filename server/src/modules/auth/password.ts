import type { ForgetBody, SessionResult } from '@b2b/shared/contract';
import { findUserIdByTarget } from '../../db/accounts';
import type { Caller } from '../../db/rows';
import { users } from '../../db/schema';
import { userScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { assertStrongPassword, hashPassword, verifyPassword } from '../../lib/password';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { consumeCode } from '../codes/service';
import { normalizeTarget } from '../codes/target';
import { startSession } from './service';
import { revokeAllSessions } from './sessions';
import { accountIdentifier, clearLoginThrottle, reserveLoginAttempt } from './throttle';

/**
 * Resets the password with a code; every session of the account ends and the sign-in delay is
 * lifted. The code is checked first: to an address without an account send-code sent a notice,
 * not a code, so an unknown address fails like a wrong code (CODE_INVALID).
 */
export async function forget(ctx: AppContext, body: ForgetBody, ip: string): Promise<void> {
  const target = normalizeTarget(body.channel, body.target);
  assertStrongPassword(body.password, '/password');
  await consumeCode(ctx, body.channel, target, 'forget', body.code);
  const userId = await findUserIdByTarget(ctx.db, body.channel, target);
  if (!userId) throw new AppError('CODE_INVALID');
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await userScope(tx, userId).update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where();
    await revokeAllSessions(ctx, userId, tx);
  });
  const [account] = await userScope(ctx.db, userId).pick(users, { email: users.email, phone: users.phone }).where();
  await clearLoginThrottle(ctx, [account?.email ?? null, account?.phone ?? null, target], ip);
}

/**
 * Changes the caller's password and ends every session of the account, this one included; the
 * answer is a fresh session for the device that asked, so it stays signed in. A wrong current
 * password counts towards the sign-in throttle of the account (auth/throttle.ts).
 */
export async function changePassword(
  ctx: AppContext,
  lang: Lang,
  caller: Caller,
  oldPassword: string,
  newPassword: string,
  ip: string,
): Promise<SessionResult> {
  authorize(caller, 'changePassword', { user: caller.user });
  assertStrongPassword(newPassword, '/newPassword');
  const attempt = await reserveLoginAttempt(ctx, accountIdentifier(caller.user), ip);
  if (!(await verifyPassword(caller.user.passwordHash, oldPassword))) throw new AppError('WRONG_PASSWORD');
  await attempt.succeeded();
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    await userScope(tx, caller.user.id).update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where();
    await revokeAllSessions(ctx, caller.user.id, tx);
    return startSession(ctx, lang, caller.user.id, tx, caller.session.remember);
  });
}
