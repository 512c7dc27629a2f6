import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Notice, NoticeType, Paged } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { notices, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { format, type Lang, type Text } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import type { NoticeText } from './messages';

type NoticeRow = typeof notices.$inferSelect;

function present(row: NoticeRow, lang: Lang): Notice {
  return {
    id: row.id,
    type: row.type,
    title: lang === 'en-US' ? row.titleEn : row.titleZh,
    content: lang === 'en-US' ? row.contentEn : row.contentZh,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.getTime(),
  };
}

/** A placeholder value: the same in both languages, or one per language (a company's two names). */
export type NoticeValues = Record<string, string | Text>;

/** Both languages of a notice, with its placeholders filled. */
export function renderNotice(text: NoticeText, values: NoticeValues = {}) {
  const fill = (template: Text, lang: Lang) =>
    format(template[lang], Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : v[lang]])));
  return {
    topic: text.topic ?? null,
    titleZh: fill(text.title, 'zh-CN'),
    titleEn: fill(text.title, 'en-US'),
    contentZh: fill(text.content, 'zh-CN'),
    contentEn: fill(text.content, 'en-US'),
    link: text.link,
  };
}

/** One notice per account of the company. */
export async function notifyCompany(
  ctx: AppContext,
  tx: Tx,
  companyId: string,
  type: NoticeType,
  text: NoticeText,
  values: NoticeValues = {},
) {
  const accounts = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  if (accounts.length === 0) return;
  const createdAt = ctx.clock.now();
  const rendered = renderNotice(text, values);
  await tx.insert(notices).values(accounts.map((account) => ({ userId: account.id, type, ...rendered, createdAt })));
}

/** Marks the company's notices on a settled topic read, such as the improve-info TODO once submitted. */
export async function settleTopic(tx: Tx, companyId: string, topic: string) {
  const accounts = tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  await tx.update(notices).set({ read: true }).where(and(eq(notices.topic, topic), inArray(notices.userId, accounts)));
}

export async function listNotices(
  ctx: AppContext,
  userId: string,
  lang: Lang,
  query: { type: 'ALL' | NoticeType; page: number; pageSize: number },
): Promise<Paged<Notice>> {
  const where = query.type === 'ALL' ? eq(notices.userId, userId) : and(eq(notices.userId, userId), eq(notices.type, query.type));
  const [{ total }] = await ctx.db.select({ total: count() }).from(notices).where(where);
  const rows = await ctx.db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { list: rows.map((row) => present(row, lang)), total, page: query.page, pageSize: query.pageSize };
}

/** Only the owner's notices: someone else's id is 404 like a missing one. */
export async function markRead(ctx: AppContext, userId: string, noticeId: string, lang: Lang): Promise<Notice> {
  const [row] = await ctx.db
    .update(notices)
    .set({ read: true })
    .where(and(eq(notices.id, noticeId), eq(notices.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return present(row, lang);
}
