import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_NOTICE_CHANNELS,
  MAIL_ONLY_AREAS,
  NOTICE_AREAS,
  UNMUTED_AREA,
  type NoticeArea,
  type NoticeChannels,
  type NoticeSetting,
} from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller } from '../../db/rows';
import { noticeSettings, users } from '../../db/schema';
import { acrossCompanies, companyScope, userScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';

export interface Recipient {
  id: string;
  email: string | null;
  channels: NoticeChannels;
}

/** The company's active accounts with their channels for the area (the default where they never chose). */
export async function recipientsOf(tx: Tx, companyId: string, area: NoticeArea): Promise<Recipient[]> {
  const accounts = await companyScope(tx, companyId).pick(users, { id: users.id, email: users.email, status: users.status }).where();
  const active = accounts.filter((account) => account.status !== 'DELETED');
  if (active.length === 0) return [];
  const chosen = await acrossCompanies(tx, "the settings of every account of the company told, often not the caller's")
    .select({ userId: noticeSettings.userId, inbox: noticeSettings.inbox, mail: noticeSettings.mail })
    .from(noticeSettings)
    .innerJoin(users, eq(users.id, noticeSettings.userId))
    .where(and(eq(users.companyId, companyId), eq(noticeSettings.area, area)));
  const byUser = new Map(chosen.map((row) => [row.userId, { inbox: row.inbox, mail: row.mail }]));
  return active.map((account) => ({
    id: account.id,
    // A disabled account keeps its notices for when it comes back, but is not mailed meanwhile.
    email: account.status === 'ACTIVE' ? account.email : null,
    channels: byUser.get(account.id) ?? defaultChannels(area),
  }));
}

/** The channels of an account that never chose: a mail-only area has no message center, and mails nothing yet. */
export const defaultChannels = (area: NoticeArea): NoticeChannels =>
  MAIL_ONLY_AREAS.includes(area) ? { inbox: false, mail: false } : DEFAULT_NOTICE_CHANNELS;

/** The caller's channels for every area, in NOTICE_AREAS order. */
export async function settingsOf(db: Tx, caller: Caller): Promise<NoticeSetting[]> {
  const rows = await userScope(db, caller.user.id).select(noticeSettings).where();
  const byArea = new Map(rows.map((row) => [row.area, row]));
  return NOTICE_AREAS.map((area) => {
    const row = byArea.get(area);
    const fallback = defaultChannels(area);
    return { area, inbox: row?.inbox ?? fallback.inbox, mail: row?.mail ?? fallback.mail };
  });
}

/**
 * Saves the areas given (each at most once). The account area cannot leave the message center, a mail-only area
 * (CHAT) cannot enter it, and mail needs an address: each is refused with the offending field, nothing saved.
 */
export async function saveSettings(ctx: AppContext, caller: Caller, settings: NoticeSetting[]): Promise<NoticeSetting[]> {
  const fields: string[] = [];
  const seen = new Set<NoticeArea>();
  settings.forEach((setting, index) => {
    if (seen.has(setting.area)) fields.push(`/settings/${index}/area`);
    seen.add(setting.area);
    if (setting.area === UNMUTED_AREA && !setting.inbox) fields.push(`/settings/${index}/inbox`);
    if (MAIL_ONLY_AREAS.includes(setting.area) && setting.inbox) fields.push(`/settings/${index}/inbox`);
    if (setting.mail && !caller.user.email) fields.push(`/settings/${index}/mail`);
  });
  if (fields.length) throw new AppError('VALIDATION', { fields });
  const updatedAt = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const own = userScope(tx, caller.user.id);
    for (const setting of settings) {
      await own
        .insert(noticeSettings)
        .values({ ...setting, userId: caller.user.id, updatedAt })
        .onConflictDoUpdate({
          target: [noticeSettings.userId, noticeSettings.area],
          set: { inbox: setting.inbox, mail: setting.mail, updatedAt },
        });
    }
  });
  return settingsOf(ctx.db, caller);
}
