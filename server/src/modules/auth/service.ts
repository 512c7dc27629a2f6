import type { LoginBody, RegisterBody, SessionResult } from '@b2b/shared/contract';
import { findUserIdByTarget, targetInUse } from '../../db/accounts';
import { sessionExpiry } from '../../db/callers';
import type { Tx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { assertStrongPassword, burnVerification, hashPassword, verifyPassword } from '../../lib/password';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { consumeCode } from '../codes/service';
import { normalizeTarget } from '../codes/target';
import { companyNameTaken } from '../companies/service';
import { checkInviteCode, findInviteCode, redeemFor } from '../promotion/redeem';
import { improveInfoTodo } from '../notices/messages';
import { notifyCompany } from '../notices/service';
import { findUserByAccount, loadUser, presentUser } from '../users/service';
import { createSession } from './sessions';
import { reserveLoginAttempt } from './throttle';

/** Signs the user in on a new session ("remember me": the long one) and answers with the session and the user info. */
export async function startSession(ctx: AppContext, lang: Lang, userId: string, tx: Tx = ctx.db, remember = false): Promise<SessionResult> {
  const row = await loadUser(ctx, userId, tx);
  // Every sign-in comes here after its credentials were checked: a disabled account hears so, and gets no session.
  if (row.user.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED');
  const { token, session } = await createSession(ctx, userId, tx, remember);
  const expires = sessionExpiry(session);
  return { token, expires: expires.getTime(), user: await presentUser(ctx, lang, row.user, row.company, expires, tx) };
}

export async function register(ctx: AppContext, lang: Lang, body: RegisterBody): Promise<SessionResult> {
  const target = normalizeTarget(body.channel, body.target);
  const companyName = cleanText(body.companyName, '/companyName', 2);
  assertStrongPassword(body.password, '/password');
  const nickname = cleanText(body.nickname, '/nickname');
  if (await companyNameTaken(ctx.db, companyName)) throw new AppError('COMPANY_EXISTS');
  // An unknown or used-up invite code is refused before the verification code is spent, so the form can fix it.
  if (body.inviteCode) await checkInviteCode(ctx.db, body.inviteCode, '/inviteCode');
  // The code first: to an address with an account, send-code mailed a notice instead of a code,
  // so this fails like a wrong code and the answer never tells that the address is registered.
  await consumeCode(ctx, body.channel, target, 'register', body.code);
  if (await targetInUse(ctx.db, body.channel, target)) throw new AppError('CODE_INVALID');
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [company] = await acrossCompanies(tx, 'registration creates a company, which no scope knows yet')
        .insert(companies)
        .values({ role: body.role, name: companyName, approvalStatus: 'AWAIT_APPROVAL', createdAt: now, updatedAt: now })
        .returning();
      const [user] = await companyScope(tx, company.id)
        .insert(users)
        .values({
          type: 'MAIN',
          nickname,
          email: body.channel === 'mail' ? target : null,
          phone: body.channel === 'sms' ? target : null,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await notifyCompany(ctx, tx, company.id, 'TODO', improveInfoTodo);
      if (body.inviteCode) await redeemAtRegistration(ctx, tx, { companyId: company.id, userId: user.id }, body.inviteCode, now);
      return startSession(ctx, lang, user.id, tx, body.remember);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_name_key')) throw new AppError('COMPANY_EXISTS');
    if (isUniqueViolation(error)) throw new AppError('CODE_INVALID');
    throw error;
  }
}

/**
 * The invite code of a registration, redeemed in the transaction that makes the company (docs/account.md,
 * "Invite code at registration"). It was checked before the verification code was spent; if it fails since (its
 * last use taken by a parallel registration, its company gone), the registration still goes through without the
 * credit: the new company may redeem a code on account/promotion within its first days.
 */
async function redeemAtRegistration(ctx: AppContext, tx: Tx, redeemer: { companyId: string; userId: string }, code: string, now: Date) {
  try {
    await redeemFor(ctx, tx, redeemer, await findInviteCode(tx, code, '/inviteCode'), '/inviteCode', now);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.log.info({ reason: error.reason }, 'invite code of a registration not redeemed');
  }
}

/**
 * Password or code sign-in. Both go through the same throttle of the submitted identifier
 * (auth/throttle.ts), reserved before anything is checked; an unknown account answers exactly
 * like a wrong password (BAD_CREDENTIALS, after an argon2 verification of the same cost) or a
 * wrong code (CODE_INVALID), throttle answers included.
 */
export async function login(ctx: AppContext, lang: Lang, body: LoginBody, ip: string): Promise<SessionResult> {
  if (body.method === 'code') {
    const target = normalizeTarget(body.channel, body.target);
    const attempt = await reserveLoginAttempt(ctx, target, ip);
    await consumeCode(ctx, body.channel, target, 'login', body.code);
    const userId = await findUserIdByTarget(ctx.db, body.channel, target);
    if (!userId) throw new AppError('CODE_INVALID');
    await attempt.succeeded();
    return startSession(ctx, lang, userId, ctx.db, body.remember);
  }
  const attempt = await reserveLoginAttempt(ctx, body.account, ip);
  const user = await findUserByAccount(ctx, body.account);
  if (!user) {
    await burnVerification(body.password);
    throw new AppError('BAD_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw new AppError('BAD_CREDENTIALS');
  await attempt.succeeded();
  return startSession(ctx, lang, user.id, ctx.db, body.remember);
}
