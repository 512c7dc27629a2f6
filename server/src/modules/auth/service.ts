import type { LoginBody, RegisterBody, SessionResult } from '@b2b/shared/contract';
import { findUserIdByTarget, targetInUse } from '../../db/accounts';
import type { Tx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { burnVerification, hashPassword, verifyPassword } from '../../lib/password';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { consumeCode } from '../codes/service';
import { normalizeTarget } from '../codes/target';
import { companyNameTaken } from '../companies/service';
import { improveInfoTodo } from '../notices/messages';
import { notifyCompany } from '../notices/service';
import { findUserByAccount, loadUser, presentUser } from '../users/service';
import { assertNotLocked, clearFailures, recordFailure } from './lockout';
import { createSession } from './sessions';

/** Signs the user in on a new session and answers with the session and the user info. */
export async function startSession(ctx: AppContext, lang: Lang, userId: string, tx: Tx = ctx.db): Promise<SessionResult> {
  const { token, session } = await createSession(ctx, userId, tx);
  const row = await loadUser(ctx, userId, tx);
  return {
    token,
    expires: session.expiresAt.getTime(),
    user: await presentUser(ctx, lang, row.user, row.company, session.expiresAt, tx),
  };
}

export async function register(ctx: AppContext, lang: Lang, body: RegisterBody): Promise<SessionResult> {
  const target = normalizeTarget(body.channel, body.target);
  const companyName = cleanText(body.companyName, '/companyName', 2);
  const nickname = cleanText(body.nickname, '/nickname');
  if (await companyNameTaken(ctx.db, companyName)) throw new AppError('COMPANY_EXISTS');
  if (await targetInUse(ctx.db, body.channel, target)) throw new AppError('ACCOUNT_EXISTS');
  await consumeCode(ctx, body.channel, target, 'register', body.code);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [company] = await tx
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
      return startSession(ctx, lang, user.id, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_name_key')) throw new AppError('COMPANY_EXISTS');
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}

export async function login(ctx: AppContext, lang: Lang, body: LoginBody): Promise<SessionResult> {
  if (body.method === 'code') {
    const target = normalizeTarget(body.channel, body.target);
    const userId = await findUserIdByTarget(ctx.db, body.channel, target);
    if (!userId) throw new AppError('ACCOUNT_NOT_FOUND');
    await consumeCode(ctx, body.channel, target, 'login', body.code);
    await clearFailures(ctx, userId);
    return startSession(ctx, lang, userId);
  }
  const user = await findUserByAccount(ctx, body.account);
  if (!user) {
    await burnVerification(body.password);
    throw new AppError('BAD_CREDENTIALS');
  }
  await assertNotLocked(ctx, user.id);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw (await recordFailure(ctx, user.id)) ?? new AppError('BAD_CREDENTIALS');
  }
  await clearFailures(ctx, user.id);
  return startSession(ctx, lang, user.id);
}
