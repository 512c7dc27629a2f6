import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Manpower, ManpowerBody, ManpowerQuery, Paged } from '@b2b/shared/contract';
import type { Caller, ManpowerRow } from '../../db/rows';
import { companies, manpower } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { stripControl } from '../demands/clean';

/** The company's head count (the directory's capacity), counted again in the transaction that changed its manpower. */
async function recountHeadcount(tx: Tx, companyId: string): Promise<void> {
  const own = companyScope(tx, companyId);
  const counted = own.pick(manpower, { n: count() }).where();
  await own
    .update(companies)
    .set({ headcount: sql`(${counted})` })
    .where();
}

export function presentManpower(row: ManpowerRow): Manpower {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    skills: row.skills,
    level: row.level,
    dayRate: row.dayRate,
    availability: row.availability,
    availableFrom: row.availableFrom?.getTime() ?? null,
    bio: row.bio,
    updatedAt: row.updatedAt.getTime(),
  };
}

const line = (value: string, field: string) => cleanText(stripControl(value).replace(/\s+/g, ' '), field);
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function clean(body: ManpowerBody) {
  const skills = [...new Set(body.skills.map((skill) => line(skill, '/skills')))];
  const bio = body.bio === undefined ? undefined : stripControl(body.bio).trim();
  return {
    name: line(body.name, '/name'),
    title: line(body.title, '/title'),
    skills,
    level: body.level,
    dayRate: body.dayRate,
    availability: body.availability,
    availableFrom: body.availableFrom === undefined ? null : new Date(body.availableFrom),
    bio: bio || null,
  };
}

/** The caller's company's entries, most recently changed first, filtered. */
export async function listManpower(ctx: AppContext, caller: Caller, query: ManpowerQuery): Promise<Paged<Manpower>> {
  authorize(caller, 'read', { manpower: { companyId: caller.company.id } });
  const keyword = query.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : undefined;
  const filter = and(
    pattern ? or(ilike(manpower.name, pattern), ilike(manpower.title, pattern), sql`${manpower.skills}::text ilike ${pattern}`) : undefined,
    query.level ? eq(manpower.level, query.level) : undefined,
    query.availability ? eq(manpower.availability, query.availability) : undefined,
  );
  const rows = companyScope(ctx.db, caller.company.id).select(manpower).where(filter);
  return paginate(ctx.db, rows.$dynamic(), { ...query, orderBy: [desc(manpower.updatedAt), desc(manpower.id)] }, presentManpower);
}

export async function createManpower(ctx: AppContext, caller: Caller, body: ManpowerBody): Promise<Manpower> {
  authorize(caller, 'write', { manpower: { companyId: caller.company.id } });
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await companyScope(tx, caller.company.id)
      .insert(manpower)
      .values({ ...clean(body), createdAt: now, updatedAt: now })
      .returning();
    await recountHeadcount(tx, caller.company.id);
    return presentManpower(row);
  });
}

/** One of the caller's company's entries: another company's is 404 (the scope never finds it). */
async function ownEntry(ctx: AppContext, caller: Caller, id: string): Promise<ManpowerRow> {
  const [row] = await companyScope(ctx.db, caller.company.id).select(manpower).where(eq(manpower.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  authorize(caller, 'write', { manpower: row });
  return row;
}

export async function updateManpower(ctx: AppContext, caller: Caller, id: string, body: ManpowerBody): Promise<Manpower> {
  const entry = await ownEntry(ctx, caller, id);
  const [row] = await companyScope(ctx.db, caller.company.id)
    .update(manpower)
    .set({ ...clean(body), updatedAt: ctx.clock.now() })
    .where(eq(manpower.id, entry.id))
    .returning();
  return presentManpower(row);
}

export async function deleteManpower(ctx: AppContext, caller: Caller, id: string): Promise<null> {
  const entry = await ownEntry(ctx, caller, id);
  await ctx.db.transaction(async (tx) => {
    await companyScope(tx, caller.company.id).delete(manpower).where(eq(manpower.id, entry.id));
    await recountHeadcount(tx, caller.company.id);
  });
  return null;
}
