import type { UserInfo } from '@b2b/shared/contract';
import { targetInUse } from '../../db/accounts';
import { sessionExpiry } from '../../db/callers';
import type { Caller, UserRow } from '../../db/rows';
import { users } from '../../db/schema';
import { userScope } from '../../db/scoped';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { PRODUCT_NAME, pick, type Lang, type Text } from '../../lib/i18n';
import { maskTarget } from '../../lib/mask';
import { verifyPassword } from '../../lib/password';
import { deliver } from '../../mail/outbox';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { consumeCode } from '../codes/service';
import { normalizeTarget } from '../codes/target';
import { presentUser } from '../users/service';
import { revokeOtherSessions } from './sessions';
import { accountIdentifier, reserveLoginAttempt } from './throttle';

const WHAT: Record<'mail' | 'sms', Text> = {
  mail: { 'zh-CN': '登录邮箱', 'en-US': 'sign-in email' },
  sms: { 'zh-CN': '手机号', 'en-US': 'phone number' },
};
const SUBJECT: Text = { 'zh-CN': '【{product}】账号{what}已更改', 'en-US': 'Your {product} {what} was changed' };
const MAIL_BODY: Text = {
  'zh-CN':
    '您好！\n\n您账号的{what}已更改为 {next}，其他设备上的登录已全部退出。\n如非本人操作，请立即通过“忘记密码”重置密码并联系客服。\n\n{product}',
  'en-US':
    'Hello,\n\nThe {what} of your account was changed to {next}, and every other device was signed out.\nIf this was not you, reset your password now with "Forgot password" and contact customer service.\n\n{product}',
};
const SMS_BODY: Text = {
  'zh-CN': '【{product}】您账号的{what}已更改为 {next}。如非本人操作，请立即重置密码。',
  'en-US': '[{product}] The {what} of your account was changed to {next}. If this was not you, reset your password now.',
};

/**
 * Tells the account's previous address (the old one of the same kind, or else the other kind)
 * that the email or phone changed, naming the new one masked.
 */
async function notifyPrevious(ctx: AppContext, lang: Lang, before: UserRow, channel: 'mail' | 'sms', next: string) {
  const old = channel === 'mail' ? before.email : before.phone;
  const to = old
    ? { channel, target: old }
    : channel === 'mail'
      ? { channel: 'sms' as const, target: before.phone }
      : { channel: 'mail' as const, target: before.email };
  if (!to.target) return;
  const values = { product: PRODUCT_NAME[lang], what: WHAT[channel][lang], next: maskTarget(next) };
  await deliver(ctx, {
    channel: to.channel,
    target: to.target,
    subject: pick(SUBJECT, lang, values),
    body: pick(to.channel === 'mail' ? MAIL_BODY : SMS_BODY, lang, values),
  });
}

/**
 * Moves the caller's account to a new email or phone. It takes the current password (a stolen
 * token alone is not enough; a wrong one counts towards the login lock) and a code sent to the
 * new address that this account asked for. The previous address is told, and every other
 * session of the account ends; the one that asked stays signed in.
 */
export async function changeContact(
  ctx: AppContext,
  lang: Lang,
  caller: Caller,
  channel: 'mail' | 'sms',
  /** `ip`: the caller's address, for the sign-in throttle. */
  input: { target: string; code: string; password: string; ip: string },
): Promise<UserInfo> {
  authorize(caller, channel === 'mail' ? 'changeEmail' : 'changePhone', { user: caller.user });
  const field = channel === 'mail' ? '/email' : '/phone';
  const target = normalizeTarget(channel, input.target, field);
  // The password check is a sign-in attempt: it goes through the sign-in throttle.
  const attempt = await reserveLoginAttempt(ctx, accountIdentifier(caller.user), input.ip);
  if (!(await verifyPassword(caller.user.passwordHash, input.password))) throw new AppError('WRONG_PASSWORD');
  await attempt.succeeded();
  // The code first: to an address that has an account send-code sent a notice, not a code, so a
  // taken address fails like a wrong code and the answer never tells that it is registered.
  await consumeCode(ctx, channel, target, channel === 'mail' ? 'changeEmail' : 'changePhone', input.code, caller.user.id);
  if (await targetInUse(ctx.db, channel, target)) throw new AppError('CODE_INVALID');
  const change = channel === 'mail' ? { email: target } : { phone: target };
  let updated: UserRow;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [row] = await userScope(tx, caller.user.id)
        .update(users)
        .set({ ...change, updatedAt: ctx.clock.now() })
        .where()
        .returning();
      await revokeOtherSessions(ctx, caller.user.id, caller.session.id, tx);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CODE_INVALID');
    throw error;
  }
  await notifyPrevious(ctx, lang, caller.user, channel, target);
  return presentUser(ctx, lang, updated, caller.company, sessionExpiry(caller.session));
}
