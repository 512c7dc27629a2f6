import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { reachesInbox, type Notice, type NoticeQuery, type NoticeType, type Paged } from '@b2b/shared/contract';
import { afterCommit } from '../../db/after-commit';
import type { Tx } from '../../db/client';
import type { Caller, NoticeRow } from '../../db/rows';
import { notices, users } from '../../db/schema';
import { acrossCompanies, companyScope, userScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { format, type Lang, type Text } from '../../lib/i18n';
import { preparedPages } from '../../lib/paging';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { mailNotice } from './mail';
import type { NoticeText } from './messages';
import { recipientsOf } from './settings';

function present(row: NoticeRow, lang: Lang): Notice {
  return {
    id: row.id,
    type: row.type,
    area: row.area,
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
    area: text.area,
    titleZh: fill(text.title, 'zh-CN'),
    titleEn: fill(text.title, 'en-US'),
    contentZh: fill(text.content, 'zh-CN'),
    contentEn: fill(text.content, 'en-US'),
    link: text.link,
  };
}

/** The ids of the company's accounts, as a subquery. */
const accountsOf = (tx: Tx, companyId: string) => companyScope(tx, companyId).pick(users, { id: users.id }).where();

/**
 * One notice per account of the company that takes it in its message center (`reachesInbox`), and a mail,
 * once committed, to each active account that asked for the area's mail.
 */
export async function notifyCompany(
  ctx: AppContext,
  tx: Tx,
  companyId: string,
  type: NoticeType,
  text: NoticeText,
  values: NoticeValues = {},
) {
  const accounts = await recipientsOf(tx, companyId, text.area);
  const createdAt = ctx.clock.now();
  const rendered = renderNotice(text, values);
  const inbox = accounts.filter((account) => reachesInbox(type, text.area, account.channels));
  if (inbox.length > 0) {
    await acrossCompanies(tx, "a notice goes to every account of the company told, often not the caller's")
      .insert(notices)
      .values(inbox.map((account) => ({ userId: account.id, type, ...rendered, createdAt })));
  }
  for (const account of accounts) {
    if (account.channels.mail && account.email) afterCommit(tx, () => mailNotice(ctx, account.email!, rendered));
  }
}
/** Marks the company's notices on a settled topic read, such as the improve-info TODO once submitted. */
export async function settleTopic(tx: Tx, companyId: string, topic: string) {
  await acrossCompanies(tx, "the notices of every account of the company, often not the caller's")
    .update(notices)
    .set({ read: true })
    .where(and(eq(notices.topic, topic), inArray(notices.userId, accountsOf(tx, companyId))));
}

/** Whether any account of the company was given a notice on this topic (jobs that may run twice check it). */
export async function topicNotified(tx: Tx, companyId: string, topic: string): Promise<boolean> {
  const rows = await acrossCompanies(tx, "whether any account of the company was told, often not the caller's")
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.topic, topic), inArray(notices.userId, accountsOf(tx, companyId))))
    .limit(1);
  return rows.length > 0;
}

const NEWEST_FIRST = [desc(notices.createdAt), desc(notices.id)];
/** The scope's owner as a statement parameter: the statement is built once, the owner comes with each call. */
const OWNER = sql.placeholder('userId') as unknown as string;
const allNotices = preparedPages<NoticeRow>('notices_all', (db) => userScope(db, OWNER).select(notices).where().$dynamic(), NEWEST_FIRST);
const noticesOfType = preparedPages<NoticeRow>(
  'notices_of_type',
  (db) =>
    userScope(db, OWNER)
      .select(notices)
      .where(eq(notices.type, sql.placeholder('type')))
      .$dynamic(),
  NEWEST_FIRST,
);

/** The caller's own notices, newest first (the most read list: prepared statements, see preparedPages). */
export async function listNotices(ctx: AppContext, caller: Caller, lang: Lang, query: NoticeQuery): Promise<Paged<Notice>> {
  const page =
    query.type && query.type !== 'ALL'
      ? await noticesOfType(ctx.db, { userId: caller.user.id, type: query.type }, query)
      : await allNotices(ctx.db, { userId: caller.user.id }, query);
  return { ...page, list: page.list.map((row) => present(row, lang)) };
}

/** Someone else's notice is 404 like a missing one: the scope never finds it, the policy agrees. */
export async function markRead(ctx: AppContext, caller: Caller, noticeId: string, lang: Lang): Promise<Notice> {
  const own = userScope(ctx.db, caller.user.id);
  const [notice] = await own.select(notices).where(eq(notices.id, noticeId));
  if (!notice) throw new AppError('NOT_FOUND');
  authorize(caller, 'markRead', { notice });
  const [row] = await own.update(notices).set({ read: true }).where(eq(notices.id, notice.id)).returning();
  return present(row, lang);
}
