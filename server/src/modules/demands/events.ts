import { asc, eq, inArray } from 'drizzle-orm';
import {
  RESPONSE_DECISIONS,
  type DemandEvent,
  type DemandEventAction,
  type DemandStatus,
  type ResponseDecision,
} from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, DemandEventRow, DemandRow } from '../../db/rows';
import { companies, demandEvents, demandResponses, users } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import { isStaff } from '../../policies';
import { ACTORS } from './messages';
import { readableDemand } from './readable';
import { supplierLabels } from './supplier-labels';

export interface EventInput {
  action: DemandEventAction;
  from?: DemandStatus | null;
  to?: DemandStatus | null;
  detail?: string | null;
}

/**
 * One line of the demand's audit trail, by the caller (its account and company). Every change the
 * demand zone shows passes here: `demand.changed` once it commits (the zone's cached pages go on every instance).
 */
export async function recordEvent(ctx: AppContext, tx: Tx, demandId: string, caller: Caller, event: EventInput): Promise<void> {
  ctx.events.afterCommit(tx, { type: 'demand.changed', demandId, action: event.action });
  await companyScope(tx, caller.company.id)
    .insert(demandEvents)
    .values({
      demandId,
      userId: caller.user.id,
      action: event.action,
      fromStatus: event.from ?? null,
      toStatus: event.to ?? null,
      detail: event.detail ?? null,
      createdAt: ctx.clock.now(),
    });
}

/** What a supplier sees of party A's and staff's actions: the demand's state changes as a supplier knows it. */
const PUBLIC_ACTIONS: ReadonlySet<DemandEventAction> = new Set(['APPROVED', 'AMENDED', 'CLOSED', 'CANCELLED', 'AWARDED']);
const SUPPLIER_ACTIONS: ReadonlySet<DemandEventAction> = new Set([
  'QUESTION_ASKED',
  'RESPONDED',
  'RESPONSE_REVISED',
  'RESPONSE_RECONFIRMED',
  'RESPONSE_WITHDRAWN',
]);

interface Actor {
  role: string;
  companyName: string;
  nickname: string | null;
}

type Party = 'staff' | 'partyA' | 'supplier';

function partyOf(demand: DemandRow, role: string, companyId: string): Party {
  if (role === 'CUSTOMER') return 'staff';
  return companyId === demand.companyId ? 'partyA' : 'supplier';
}

/**
 * The audit trail as the caller may see it (docs/marketplace.md): staff everything with names;
 * party A its own actions, staff decisions as "platform review", suppliers as "a supplier" (a name
 * only for response actions of a demand that is not blind or was revealed, never an asker); a
 * supplier its own company's actions and the demand's public state changes.
 */
export async function listEvents(ctx: AppContext, caller: Caller, lang: Lang, demandId: string): Promise<DemandEvent[]> {
  const demand = await readableDemand(ctx.db, caller, demandId);
  const rows = await acrossCompanies(ctx.db, "the trail of a demand the caller may read: every party's lines, filtered and named below")
    .select()
    .from(demandEvents)
    .where(eq(demandEvents.demandId, demand.id))
    .orderBy(asc(demandEvents.createdAt), asc(demandEvents.id));
  const actors = await actorsOf(ctx.db, rows, lang);
  const viewer: Party = isStaff(caller) ? 'staff' : caller.company.id === demand.companyId ? 'partyA' : 'supplier';
  const awardedTo = await winnerName(ctx.db, caller, demand, viewer, lang);
  // The supplier a mark is about, for those who see marks: party A (by number while blind) and staff.
  const marked = viewer === 'supplier' ? [] : [...new Set(rows.flatMap((row) => (row.responseId ? [row.responseId] : [])))];
  const subjects = await supplierLabels(ctx.db, demand, marked, viewer === 'partyA' && demand.blind && !demand.revealed, lang);
  const list: DemandEvent[] = [];
  for (const row of rows) {
    const actor = actors.get(row.id)!;
    const party = partyOf(demand, actor.role, row.companyId);
    const own = row.companyId === caller.company.id;
    if (viewer === 'supplier' && !own && !PUBLIC_ACTIONS.has(row.action)) continue;
    const person = actor.nickname ? `${actor.nickname} · ${actor.companyName}` : actor.companyName;
    let name: string;
    if (viewer === 'staff' || own) name = person;
    else if (party === 'staff') name = ACTORS.staff[lang];
    else if (party === 'partyA') name = viewer === 'supplier' ? ACTORS.partyA[lang] : person;
    else {
      const named = SUPPLIER_ACTIONS.has(row.action) && row.action !== 'QUESTION_ASKED' && (!demand.blind || demand.revealed);
      name = named ? actor.companyName : ACTORS.supplier[lang];
    }
    const subject = row.responseId ? (subjects.get(row.responseId) ?? null) : null;
    list.push(present(row, name, row.action === 'AWARDED' ? awardedTo : null, subject));
  }
  return list;
}

const DECISIONS: readonly string[] = RESPONSE_DECISIONS;

function present(row: DemandEventRow, actor: string, awardedTo: string | null, subject: string | null): DemandEvent {
  // A decision's detail is the decision itself (or nothing when undone): a value for the screen to name, not text.
  const decided = row.action === 'DECIDED';
  return {
    id: row.id,
    action: row.action,
    actor,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    detail: decided ? null : row.detail,
    decision: decided && row.detail && DECISIONS.includes(row.detail) ? (row.detail as ResponseDecision) : null,
    awardedTo,
    subject,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * The awarded supplier's name for those who may know it: staff, party A (an award reveals a blind evaluation)
 * and the winner itself. Other suppliers learn that the demand was awarded, not to whom.
 */
async function winnerName(db: Tx, caller: Caller, demand: DemandRow, viewer: Party, lang: Lang): Promise<string | null> {
  if (!demand.awardedResponseId) return null;
  const [winner] = await acrossCompanies(db, 'the awarded supplier of a demand the caller may read; named only to whom may know it')
    .select({ companyId: demandResponses.companyId, name: companies.name, nameEn: companies.nameEn })
    .from(demandResponses)
    .innerJoin(companies, eq(companies.id, demandResponses.companyId))
    .where(eq(demandResponses.id, demand.awardedResponseId));
  if (!winner || (viewer === 'supplier' && winner.companyId !== caller.company.id)) return null;
  return (lang === 'en-US' && winner.nameEn) || winner.name;
}

async function actorsOf(db: Tx, rows: DemandEventRow[], lang: Lang): Promise<Map<string, Actor>> {
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const actors = acrossCompanies(db, "the actors of one demand's trail, named only as the viewer may know them");
  const companyRows = companyIds.length
    ? await actors
        .select({ id: companies.id, role: companies.role, name: companies.name, nameEn: companies.nameEn })
        .from(companies)
        .where(inArray(companies.id, companyIds))
    : [];
  const userRows = userIds.length
    ? await actors
        .select({ id: users.id, nickname: users.nickname, companyId: users.companyId })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const byCompany = new Map(companyRows.map((c) => [c.id, c]));
  const byUser = new Map(userRows.map((u) => [u.id, u]));
  return new Map(
    rows.map((row) => {
      const company = byCompany.get(row.companyId);
      const user = row.userId ? byUser.get(row.userId) : undefined;
      const companyName = (lang === 'en-US' && company?.nameEn) || company?.name || '';
      return [row.id, { role: company?.role ?? 'SUP', companyName, nickname: user?.nickname ?? null }];
    }),
  );
}
