import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { CODE_TTL_SECONDS, type CodeChannel, type CodePurpose } from '@b2b/shared/contract';
import { targetInUse } from '../../db/accounts';
import type { Tx } from '../../db/client';
import type { Caller } from '../../db/rows';
import { verificationCodes } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { hashCode, newCode, newSalt, sameHash } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { deliver } from '../../mail/outbox';
import type { AppContext } from '../../plugins/app/context';
import { checkSucceeded, reserveCheck, takeSendBudgets } from './budgets';
import { accountNotice, codeMessage } from './messages';
import { normalizeTarget } from './target';

export const RESEND_SECONDS = 60;
export const MAX_SENDS_PER_HOUR = 10;
export const MAX_TRIES = 5;

const HOUR = 3_600_000;

export interface SendCodeInput {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  lang: Lang;
  caller: Caller | null;
  /** The body field holding the target, for validation answers. */
  field: string;
  /** The client's address, for the per-IP daily budget. */
  ip: string;
}

/**
 * Who may ask for a code, by purpose, and what goes out: a code, or a notice when the address
 * already has an account (register, changeEmail, changePhone) or has none (login, forget). The
 * answer is `{ resendAfter }` either way, so it never tells whether an account exists.
 */
async function checkPurpose(ctx: AppContext, input: SendCodeInput, target: string): Promise<'code' | 'exists' | 'unknown'> {
  if (input.purpose === 'changeEmail' || input.purpose === 'changePhone') {
    if ((input.purpose === 'changeEmail') !== (input.channel === 'mail')) {
      throw new AppError('VALIDATION', { fields: ['/purpose'] });
    }
    if (!input.caller) throw new AppError('UNAUTHENTICATED');
  }
  const inUse = await targetInUse(ctx.db, input.channel, target);
  if (input.purpose === 'login' || input.purpose === 'forget') return inUse ? 'code' : 'unknown';
  return inUse ? 'exists' : 'code';
}

/** Codes belong to an address, not to a company: most are asked for before anyone signs in. */
const codesOf = (db: Tx) => acrossCompanies(db, 'verification codes belong to an address, asked for before anyone signs in');

/** One send per target per minute, at most ten an hour; `retryAfter` says when the next may go. */
async function checkTargetRate(tx: Tx, channel: CodeChannel, target: string, now: Date) {
  const [stats] = await codesOf(tx)
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${verificationCodes.createdAt})`.mapWith(verificationCodes.createdAt),
      latest: sql<Date>`max(${verificationCodes.createdAt})`.mapWith(verificationCodes.createdAt),
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        gt(verificationCodes.createdAt, new Date(now.getTime() - HOUR)),
      ),
    );
  if (!stats || stats.count === 0) return;
  const sinceLatest = now.getTime() - stats.latest.getTime();
  if (sinceLatest < RESEND_SECONDS * 1000) {
    throw new AppError('RATE_LIMITED', { retryAfter: Math.ceil((RESEND_SECONDS * 1000 - sinceLatest) / 1000) });
  }
  if (stats.count >= MAX_SENDS_PER_HOUR) {
    const freeAt = stats.oldest.getTime() + HOUR;
    throw new AppError('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) });
  }
}

/** Codes of these purposes are bound to the signed-in account that asked for them. */
const boundToCaller = (purpose: CodePurpose) => purpose === 'changeEmail' || purpose === 'changePhone';

export async function sendCode(ctx: AppContext, input: SendCodeInput): Promise<{ resendAfter: number }> {
  const target = normalizeTarget(input.channel, input.target, input.field);
  const send = await checkPurpose(ctx, input, target);
  // A code row is written on every path (a notice's code is never delivered, so it cannot be
  // used): the same work, the same resend gap and the same budgets whether an account exists.
  const code = newCode();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Serialises sends to one target across instances, so two requests cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${input.channel}:${target}`}))`);
    await checkTargetRate(tx, input.channel, target, now);
    await takeSendBudgets(ctx, tx, input.channel, target, input.ip, now);
    const live = and(
      eq(verificationCodes.channel, input.channel),
      eq(verificationCodes.target, target),
      eq(verificationCodes.purpose, input.purpose),
      isNull(verificationCodes.consumedAt),
      boundToCaller(input.purpose) ? eq(verificationCodes.userId, input.caller!.user.id) : undefined,
    );
    // The newest two codes stay usable (a resend does not kill the code being typed); older ones die.
    const [previous] = await codesOf(tx)
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(live, gt(verificationCodes.expiresAt, now)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    await codesOf(tx)
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(live, previous ? ne(verificationCodes.id, previous.id) : undefined));
    const salt = newSalt();
    await codesOf(tx)
      .insert(verificationCodes)
      .values({
        channel: input.channel,
        target,
        purpose: input.purpose,
        salt,
        codeHash: hashCode(salt, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        userId: boundToCaller(input.purpose) ? input.caller!.user.id : null,
      });
  });
  if (send === 'code') {
    const message = codeMessage(input.channel, input.lang, input.purpose, code, CODE_TTL_SECONDS / 60);
    await deliver(ctx, { channel: input.channel, target, ...message, secret: code });
  } else {
    await deliver(ctx, { channel: input.channel, target, ...accountNotice(input.channel, input.lang, input.purpose, send) });
  }
  return { resendAfter: RESEND_SECONDS };
}

/**
 * Uses up one of the two newest codes for (channel, target, purpose). Wrong, expired, used,
 * replaced or exhausted (five wrong tries) codes all answer 400 CODE_INVALID; after
 * CODE_FAILURES_PER_TARGET_PER_DAY failed checks of the target, 429 RATE_LIMITED. Each check is
 * counted before the comparison (a try on each candidate code, a failure of the target), in
 * single statements, so parallel guesses get no more tries than sequential ones. `target` must
 * be normalized.
 * For changeEmail/changePhone `userId` is the caller: a code another account asked for is CODE_INVALID.
 */
export async function consumeCode(
  ctx: AppContext,
  channel: CodeChannel,
  target: string,
  purpose: CodePurpose,
  code: string,
  userId?: string,
) {
  if (boundToCaller(purpose) && !userId) throw new AppError('CODE_INVALID');
  const now = ctx.clock.now();
  await reserveCheck(ctx, channel, target, now);
  const live = and(
    eq(verificationCodes.channel, channel),
    eq(verificationCodes.target, target),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.consumedAt),
    boundToCaller(purpose) ? eq(verificationCodes.userId, userId!) : undefined,
  );
  const usable = and(live, gt(verificationCodes.expiresAt, now), lt(verificationCodes.attempts, MAX_TRIES));
  const newest = await codesOf(ctx.db)
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(live)
    .orderBy(desc(verificationCodes.createdAt))
    .limit(2);
  if (newest.length === 0) throw new AppError('CODE_INVALID');
  const tried = await codesOf(ctx.db)
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        usable,
        inArray(
          verificationCodes.id,
          newest.map((row) => row.id),
        ),
      ),
    )
    .returning({ id: verificationCodes.id, salt: verificationCodes.salt, codeHash: verificationCodes.codeHash });
  const matches = tried.filter((row) => sameHash(row.codeHash, hashCode(row.salt, code)));
  if (matches.length === 0) throw new AppError('CODE_INVALID');
  const used = await codesOf(ctx.db)
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, matches[0].id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError('CODE_INVALID');
  // The other code of the pair dies with it, and the target's failure count gets its check back.
  await codesOf(ctx.db).update(verificationCodes).set({ consumedAt: now }).where(live);
  await checkSucceeded(ctx, channel, target);
}
