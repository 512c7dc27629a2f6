import { and, eq, gt, inArray, ne, not, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { demandResponses, demands, users } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';

/** The companies of two accounts, read to decide whether a response links them. */
async function companiesOf(db: Tx, a: string, b: string): Promise<Map<string, string>> {
  const rows = await acrossCompanies(db, 'whether a response links the companies of two chat members')
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(inArray(users.id, [a, b]));
  return new Map(rows.map((row) => [row.id, row.companyId]));
}

/**
 * Whether a response links the companies of `me` and `other` now (docs/chat.md, "Who may chat"): one of
 * them responded to a demand of the other, the response is not withdrawn, and its demand is neither
 * sealed (before its deadline) nor blind and unrevealed, which a conversation would give away.
 */
export async function linkedByResponse(db: Tx, me: string, other: string, now: Date): Promise<boolean> {
  const companies = await companiesOf(db, me, other);
  const [mine, theirs] = [companies.get(me), companies.get(other)];
  if (!mine || !theirs || mine === theirs) return false;
  const scope = participantScope(db, { companyId: mine });
  const open = and(
    not(and(eq(demands.blind, true), eq(demands.revealed, false))!),
    or(eq(demands.sealed, false), and(eq(demands.sealed, true), not(gt(demands.deadline, now)))),
  );
  const theirDemands = scope.pick(demands, { id: demands.id }).where(and(eq(demands.companyId, theirs), open));
  const ourDemands = scope.pick(demands, { id: demands.id }).where(and(eq(demands.companyId, mine), open));
  const [link] = await scope
    .pick(demandResponses, { id: demandResponses.id })
    .where(
      and(
        ne(demandResponses.status, 'WITHDRAWN'),
        or(
          and(eq(demandResponses.companyId, mine), inArray(demandResponses.demandId, theirDemands)),
          and(eq(demandResponses.companyId, theirs), inArray(demandResponses.demandId, ourDemands)),
        ),
      ),
    )
    .limit(1);
  return link !== undefined;
}
