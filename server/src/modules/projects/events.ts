import { asc, eq, inArray } from 'drizzle-orm';
import type { ProjectEvent, ProjectEventAction } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, ProjectRow } from '../../db/rows';
import { companies, projectEvents, users } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { acrossCompanies } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import { isStaff } from '../../policies';
import { PLATFORM } from './messages';

export interface EventInput {
  action: ProjectEventAction;
  from?: string | null;
  to?: string | null;
  milestoneId?: string | null;
  detail?: string | null;
}

/**
 * One line of the project's trail. `actor` is the account acting, or null for the platform (the
 * review period, the ratings' reveal). A party writes through its participant scope; staff and the
 * platform are no party of the project.
 */
export async function recordEvent(ctx: AppContext, tx: Tx, project: ProjectRow, actor: Caller | null, event: EventInput): Promise<void> {
  const row = {
    projectId: project.id,
    companyId: actor?.company.id ?? null,
    userId: actor?.user.id ?? null,
    action: event.action,
    milestoneId: event.milestoneId ?? null,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    detail: event.detail ?? null,
    createdAt: ctx.clock.now(),
  };
  if (actor && !isStaff(actor)) await participantScope(tx, { companyId: actor.company.id }).insert(projectEvents).values(row);
  else
    await acrossCompanies(tx, "staff's and the platform's lines in the trail of a project of two other companies")
      .insert(projectEvents)
      .values(row);
}

/** "Company · person" for each company and account id, in the reader's language. */
export async function actorNames(db: Tx, pairs: { companyId: string | null; userId: string | null }[], lang: Lang) {
  const companyIds = [...new Set(pairs.flatMap((p) => (p.companyId ? [p.companyId] : [])))];
  const userIds = [...new Set(pairs.flatMap((p) => (p.userId ? [p.userId] : [])))];
  const names = acrossCompanies(db, 'the two companies of a project (and staff) named in its trail to the parties');
  const companyRows = companyIds.length
    ? await names
        .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
        .from(companies)
        .where(inArray(companies.id, companyIds))
    : [];
  const userRows = userIds.length
    ? await names.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, userIds))
    : [];
  const byCompany = new Map(companyRows.map((c) => [c.id, (lang === 'en-US' && c.nameEn) || c.name]));
  const byUser = new Map(userRows.map((u) => [u.id, u.nickname]));
  return ({ companyId, userId }: { companyId: string | null; userId: string | null }): string => {
    if (!companyId) return PLATFORM[lang];
    const company = byCompany.get(companyId) ?? '';
    const person = userId ? byUser.get(userId) : null;
    return person ? `${person} · ${company}` : company;
  };
}

/** The whole trail, oldest first: both parties (and staff) see every line. */
export async function listEvents(db: Tx, projectId: string, lang: Lang): Promise<ProjectEvent[]> {
  const rows = await acrossCompanies(db, "the trail of a project the caller may read: both parties' and staff's lines")
    .select()
    .from(projectEvents)
    .where(eq(projectEvents.projectId, projectId))
    .orderBy(asc(projectEvents.seq));
  const name = await actorNames(db, rows, lang);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: name(row),
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    milestoneId: row.milestoneId,
    detail: row.detail,
    createdAt: row.createdAt.getTime(),
  }));
}
