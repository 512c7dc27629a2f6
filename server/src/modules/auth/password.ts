import type { ForgetBody, SessionResult } from '@b2b/shared/contract';
import { findUserIdByTarget } from '../../db/accounts';
import type { Caller } from '../../db/rows';
import { users } from '../../db/schema';
import { userScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { consumeCode } from '../codes/service';
import { normalizeTarget } from '../codes/target';
import { assertNotLocked, clearFailures, recordFailure } from './lockout';
import { startSession } from './service';
import { revokeAllSessions } from './sessions';

/** Resets the password with a code; every session of the account ends and the lock is lifted. */
export async function forget(ctx: AppContext, body: ForgetBody): Promise<void> {
  const target = normalizeTarget(body.channel, body.target);
  const userId = await findUserIdByTarget(ctx.db, body.channel, target);
  if (!userId) throw new AppError('ACCOUNT_NOT_FOUND');
  await consumeCode(ctx, body.channel, target, 'forget', body.code);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await userScope(tx, userId).update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where();
    await revokeAllSessions(ctx, userId, tx);
  });
  await clearFailures(ctx, userId);
}

/**
 * Changes the caller's password and ends every session of the account, this one included; the
 * answer is a fresh session for the device that asked, so it stays signed in. A wrong current
 * password counts towards the login lock.
 */
export async function changePassword(
  ctx: AppContext,
  lang: Lang,
  caller: Caller,
  oldPassword: string,
  newPassword: string,
): Promise<SessionResult> {
  authorize(caller, 'changePassword', { user: caller.user });
  await assertNotLocked(ctx, caller.user.id);
  if (!(await verifyPassword(caller.user.passwordHash, oldPassword))) {
    throw (await recordFailure(ctx, caller.user.id)) ?? new AppError('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    await userScope(tx, caller.user.id).update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where();
    await revokeAllSessions(ctx, caller.user.id, tx);
    return startSession(ctx, lang, caller.user.id, tx);
  });
}
