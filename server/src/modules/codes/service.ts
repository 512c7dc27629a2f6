import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE_TTL_SECONDS, type CodeChannel, type CodePurpose } from '@b2b/shared/contract';
import { targetInUse } from '../../db/accounts';
import type { Tx } from '../../db/client';
import type { Caller } from '../../db/rows';
import { verificationCodes } from '../../db/schema';
import { hashCode, newCode, newSalt, sameHash } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { deliver } from '../../mail/outbox';
import type { AppContext } from '../../plugins/app/context';
import { codeMessage } from './messages';
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
}

/** Who may ask for a code, by purpose. */
async function checkPurpose(ctx: AppContext, input: SendCodeInput, target: string) {
  const inUse = await targetInUse(ctx.db, input.channel, target);
  switch (input.purpose) {
    case 'register':
      if (inUse) throw new AppError('ACCOUNT_EXISTS');
      return;
    case 'login':
    case 'forget':
      if (!inUse) throw new AppError('ACCOUNT_NOT_FOUND');
      return;
    case 'changeEmail':
    case 'changePhone':
      if ((input.purpose === 'changeEmail') !== (input.channel === 'mail')) {
        throw new AppError('VALIDATION', { fields: ['/purpose'] });
      }
      if (!input.caller) throw new AppError('UNAUTHENTICATED');
      if (inUse) throw new AppError('ACCOUNT_EXISTS');
  }
}

/** One send per target per minute, at most ten an hour; `retryAfter` says when the next may go. */
async function checkTargetRate(tx: Tx, channel: CodeChannel, target: string, now: Date) {
  const [stats] = await tx
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

export async function sendCode(ctx: AppContext, input: SendCodeInput): Promise<{ resendAfter: number }> {
  const target = normalizeTarget(input.channel, input.target, input.field);
  await checkPurpose(ctx, input, target);
  const code = newCode();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Serialises sends to one target across instances, so two requests cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${input.channel}:${target}`}))`);
    await checkTargetRate(tx, input.channel, target, now);
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.channel, input.channel),
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const salt = newSalt();
    await tx.insert(verificationCodes).values({
      channel: input.channel,
      target,
      purpose: input.purpose,
      salt,
      codeHash: hashCode(salt, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
  });
  const message = codeMessage(input.channel, input.lang, input.purpose, code, CODE_TTL_SECONDS / 60);
  await deliver(ctx, { channel: input.channel, target, ...message });
  return { resendAfter: RESEND_SECONDS };
}

/**
 * Uses up the newest code for (channel, target, purpose). Wrong, expired, used, replaced or
 * exhausted (five wrong tries) codes all answer 400 CODE_INVALID. `target` must be normalized.
 */
export async function consumeCode(ctx: AppContext, channel: CodeChannel, target: string, purpose: CodePurpose, code: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now || row.attempts >= MAX_TRIES) throw new AppError('CODE_INVALID');
  if (!sameHash(row.codeHash, hashCode(row.salt, code))) {
    await ctx.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw new AppError('CODE_INVALID');
  }
  const used = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt), sql`${verificationCodes.attempts} < ${MAX_TRIES}`))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError('CODE_INVALID');
}
