import { and, count, eq, gt, isNull, lte, max, min, ne, notExists, sql } from 'drizzle-orm';
import { CHAT_MAIL_AFTER_MINUTES } from '@b2b/shared/contract';
import { afterCommit } from '../../db/after-commit';
import { chatMembers, chatMessageDeletions, chatMessages, noticeSettings, users } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { defineJob } from '../../jobs';
import { PRODUCT_NAME } from '../../lib/i18n';
import { deliverCommitted } from '../../mail/outbox';
import type { AppContext } from '../../plugins/app/context';

const MINUTE = 60_000;

const others = (db: AppContext['db']) => acrossCompanies(db, 'the CHAT mail digest looks at every account that asked for it');

/**
 * Per account that asked for CHAT mail, its conversations with a message that has waited unread (after its read
 * position, not its own, not recalled, not deleted by it) for CHAT_MAIL_AFTER_MINUTES, with the newest such seq.
 * An account with a digest still waiting (a member row mailed past its read position) is left out: one digest per
 * waiting period, which ends when it reads what the digest named.
 */
async function waitingDigests(ctx: AppContext) {
  const cutoff = new Date(ctx.clock.now().getTime() - CHAT_MAIL_AFTER_MINUTES * MINUTE);
  const outstanding = sql`exists (select 1 from ${chatMembers} o where o.user_id = ${chatMembers.userId} and o.mailed_seq > o.last_read_seq)`;
  return others(ctx.db)
    .select({
      userId: chatMembers.userId,
      email: users.email,
      conversationId: chatMembers.conversationId,
      upTo: max(chatMessages.seq),
      unread: count(chatMessages.id),
      oldest: min(chatMessages.createdAt),
    })
    .from(chatMembers)
    .innerJoin(users, and(eq(users.id, chatMembers.userId), eq(users.status, 'ACTIVE')))
    .innerJoin(
      noticeSettings,
      and(eq(noticeSettings.userId, chatMembers.userId), eq(noticeSettings.area, 'CHAT'), eq(noticeSettings.mail, true)),
    )
    .innerJoin(
      chatMessages,
      and(
        eq(chatMessages.conversationId, chatMembers.conversationId),
        gt(chatMessages.seq, chatMembers.lastReadSeq),
        ne(chatMessages.senderId, chatMembers.userId),
        isNull(chatMessages.recalledAt),
        notExists(
          others(ctx.db)
            .select({ one: sql`1` })
            .from(chatMessageDeletions)
            .where(and(eq(chatMessageDeletions.messageId, chatMessages.id), eq(chatMessageDeletions.userId, chatMembers.userId))),
        ),
      ),
    )
    .where(sql`${users.email} is not null and not ${outstanding}`)
    .groupBy(chatMembers.userId, users.email, chatMembers.conversationId)
    .having(lte(min(chatMessages.createdAt), cutoff));
}

function digestMail(ctx: AppContext, conversations: { conversationId: string; unread: number }[]) {
  const messages = conversations.reduce((sum, row) => sum + row.unread, 0);
  const link = `${ctx.config.appUrl}/chat${conversations.length === 1 ? `?c=${conversations[0].conversationId}` : ''}`;
  const settings = `${ctx.config.appUrl}/account/notification?view=settings`;
  const n = conversations.length;
  const body = [
    `您有 ${messages} 条聊天消息在 ${n} 个会话中等待超过 ${CHAT_MAIL_AFTER_MINUTES} 分钟未读。`,
    `查看：${link}`,
    `不想再收到此类邮件？请在通知设置中关闭“聊天消息”：${settings}`,
    '',
    `${messages} chat message${messages === 1 ? ' has' : 's have'} waited unread for over ${CHAT_MAIL_AFTER_MINUTES} minutes in ${n} conversation${n === 1 ? '' : 's'}.`,
    `Open: ${link}`,
    `To stop these mails, turn off "Chat messages" in your notification settings: ${settings}`,
    '',
    `${PRODUCT_NAME['zh-CN']} · ${PRODUCT_NAME['en-US']}`,
  ];
  return { subject: `【${PRODUCT_NAME['zh-CN']}】您有未读聊天消息 / Unread chat messages`, body: body.join('\n') };
}

/**
 * Every 5 minutes: one mail per account whose chat messages have waited unread (docs/chat.md, "Mail for unread
 * messages"). Each account's member rows are claimed in one statement (their `mailed_seq` moves to the newest
 * waiting seq, only while no digest of the account waits), so a second run or instance mails nothing twice.
 */
export const unreadMailJob = defineJob(
  'chat.unread-mail',
  async (ctx) => {
    const rows = await waitingDigests(ctx);
    const byUser = new Map<string, { email: string; conversations: typeof rows }>();
    for (const row of rows) {
      const entry = byUser.get(row.userId) ?? { email: row.email!, conversations: [] };
      entry.conversations.push(row);
      byUser.set(row.userId, entry);
    }
    for (const [userId, { email, conversations }] of byUser) {
      await ctx.db.transaction(async (tx) => {
        // Two runs at once: the account's row orders them, and the second finds the first's digest waiting.
        await others(tx).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [waiting] = await others(tx)
          .select({ one: sql`1` })
          .from(chatMembers)
          .where(and(eq(chatMembers.userId, userId), gt(chatMembers.mailedSeq, chatMembers.lastReadSeq)))
          .limit(1);
        if (waiting) return;
        const claimed = [];
        for (const row of conversations) {
          const [done] = await others(tx)
            .update(chatMembers)
            .set({ mailedSeq: row.upTo! })
            .where(
              and(
                eq(chatMembers.userId, userId),
                eq(chatMembers.conversationId, row.conversationId),
                lte(chatMembers.mailedSeq, chatMembers.lastReadSeq),
                sql`${chatMembers.lastReadSeq} < ${row.upTo}`,
              ),
            )
            .returning({ conversationId: chatMembers.conversationId });
          if (done) claimed.push({ conversationId: row.conversationId, unread: Number(row.unread) });
        }
        if (claimed.length === 0) return;
        const mail = digestMail(ctx, claimed);
        afterCommit(tx, () => deliverCommitted(ctx, { channel: 'mail', target: email, ...mail }, 'chat digest mail'));
      });
    }
  },
  { every: () => 5 * MINUTE },
);
