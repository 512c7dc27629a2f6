import type { UserInfo } from '@b2b/shared/contract';
import { targetInUse } from '../../db/accounts';
import type { Caller } from '../../db/rows';
import { users } from '../../db/schema';
import { userScope } from '../../db/scoped';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { consumeCode } from '../codes/service';
import { normalizeTarget } from '../codes/target';
import { presentUser } from './service';

/** Moves the caller's account to a new email or phone, proven by a code sent to it. */
export async function changeTarget(
  ctx: AppContext,
  lang: Lang,
  caller: Caller,
  channel: 'mail' | 'sms',
  raw: string,
  code: string,
): Promise<UserInfo> {
  authorize(caller, channel === 'mail' ? 'changeEmail' : 'changePhone', { user: caller.user });
  const field = channel === 'mail' ? '/email' : '/phone';
  const target = normalizeTarget(channel, raw, field);
  if (await targetInUse(ctx.db, channel, target)) throw new AppError('ACCOUNT_EXISTS');
  await consumeCode(ctx, channel, target, channel === 'mail' ? 'changeEmail' : 'changePhone', code);
  const change = channel === 'mail' ? { email: target } : { phone: target };
  let updated;
  try {
    [updated] = await userScope(ctx.db, caller.user.id)
      .update(users)
      .set({ ...change, updatedAt: ctx.clock.now() })
      .where()
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
  return presentUser(ctx, lang, updated, caller.company, caller.session.expiresAt);
}
