import { eq } from 'drizzle-orm';
import type { UserInfo } from '@b2b/shared/contract';
import { users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import type { Caller } from '../auth/sessions';
import { consumeCode } from '../codes/service';
import { normalizeTarget } from '../codes/target';
import { presentUser, targetInUse } from './service';

/** Moves the account to a new email or phone, proven by a code sent to it. */
export async function changeTarget(
  ctx: AppContext,
  lang: Lang,
  caller: Caller,
  channel: 'mail' | 'sms',
  raw: string,
  code: string,
): Promise<UserInfo> {
  const field = channel === 'mail' ? '/email' : '/phone';
  const target = normalizeTarget(channel, raw, field);
  if (await targetInUse(ctx, channel, target)) throw new AppError('ACCOUNT_EXISTS');
  await consumeCode(ctx, channel, target, channel === 'mail' ? 'changeEmail' : 'changePhone', code);
  const change = channel === 'mail' ? { email: target } : { phone: target };
  let updated;
  try {
    [updated] = await ctx.db
      .update(users)
      .set({ ...change, updatedAt: ctx.clock.now() })
      .where(eq(users.id, caller.user.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
  return presentUser(ctx, lang, updated, caller.company, caller.session.expiresAt);
}
