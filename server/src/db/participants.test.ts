import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { AppError } from '../lib/errors';
import { createTestApp, registerCompany, type TestApp } from '../test/helpers';
import { publishedDemand } from '../test/marketplace';
import type { Db } from './client';
import type { DemandRow, ResponseRow } from './rows';
import { demandQuestions, demandResponses, demands, manpower, markHistory, responseEvaluations } from './schema';
import { participantScope } from './participants';
import { acrossCompanies } from './scoped';

const forbidden = (error: unknown) => error instanceof AppError && error.reason === 'FORBIDDEN';

describe('participantScope', () => {
  let t: TestApp;
  let db: Db;
  /** Galaxy (party A) has a demand answered by Sail and Nova; Nova also answers Other's demand. */
  let galaxy: string;
  let sail: string;
  let nova: string;
  let other: string;
  let galaxyDemand: DemandRow;
  let otherDemand: DemandRow;
  let sailResponse: ResponseRow;
  let novaResponse: ResponseRow;
  let novaElsewhere: ResponseRow;
  let evaluator: string;
  const of = (scope: string) => participantScope(db, { companyId: scope });
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

  before(async () => {
    t = await createTestApp();
    db = t.app.ctx.db;
    const party = await registerCompany(t.app, 'DEV');
    [galaxy, evaluator] = [party.user.companyId!, party.user.userId];
    sail = (await registerCompany(t.app, 'SUP')).user.companyId!;
    nova = (await registerCompany(t.app, 'SUP')).user.companyId!;
    other = (await registerCompany(t.app, 'DEV')).user.companyId!;
    galaxyDemand = await publishedDemand(t, galaxy);
    otherDemand = await publishedDemand(t, other);
    const now = t.clock.now();
    const response = (demandId: string, companyId: string) => ({
      demandId,
      companyId,
      price: 1000,
      timelineDays: 10,
      proposal: 'a proposal long enough',
      revision: 1,
      status: 'ACTIVE' as const,
      submittedAt: now,
      updatedAt: now,
    });
    [sailResponse, novaResponse, novaElsewhere] = await db
      .insert(demandResponses)
      .values([response(galaxyDemand.id, sail), response(galaxyDemand.id, nova), response(otherDemand.id, nova)])
      .returning();
    const evaluation = { demandId: galaxyDemand.id, companyId: galaxy, evaluatorId: evaluator, scores: {}, total: 80, updatedAt: now };
    await db.insert(responseEvaluations).values({ ...evaluation, responseId: sailResponse.id });
    await db
      .insert(markHistory)
      .values({ responseId: sailResponse.id, demandId: galaxyDemand.id, companyId: galaxy, kind: 'SCORE', createdAt: now });
    await db
      .insert(demandQuestions)
      .values({ demandId: galaxyDemand.id, companyId: sail, question: 'When does it start?', createdAt: now });
  });
  after(() => t.close());

  it('reads only the rows the party takes part in, whatever the condition asks for', async () => {
    assert.deepEqual(ids(await of(galaxy).select(demandResponses).where()), ids([sailResponse, novaResponse]));
    assert.deepEqual(ids(await of(sail).select(demandResponses).where()), [sailResponse.id]);
    assert.deepEqual(ids(await of(nova).select(demandResponses).where()), ids([novaResponse, novaElsewhere]));
    assert.deepEqual(await of(nova).select(demandResponses).where(eq(demandResponses.id, sailResponse.id)), []);
    assert.deepEqual(await of(other).pick(demandResponses, { id: demandResponses.id }).where(eq(demandResponses.id, sailResponse.id)), []);
    // Two parties through links: the evaluation is party A's and its response's supplier's.
    assert.equal((await of(galaxy).select(responseEvaluations).where()).length, 1);
    assert.equal((await of(sail).select(responseEvaluations).where()).length, 1);
    assert.deepEqual(await of(nova).select(responseEvaluations).where(), []);
    assert.equal((await of(sail).select(markHistory).where()).length, 1);
    assert.deepEqual(await of(nova).select(markHistory).where(), []);
    assert.equal((await of(galaxy).select(demandQuestions).where()).length, 1);
    assert.deepEqual(await of(nova).select(demandQuestions).where(), []);
    // A demand is its owner's and its responders'.
    assert.deepEqual(ids(await of(sail).select(demands).where()), [galaxyDemand.id]);
    assert.deepEqual(ids(await of(nova).select(demands).where()), ids([galaxyDemand, otherDemand]));
    assert.deepEqual(await of(other).select(demands).where(eq(demands.id, galaxyDemand.id)), []);
  });

  it('updates and deletes nothing the party has no part in', async () => {
    assert.deepEqual(
      await of(nova).update(demandResponses).set({ price: 1 }).where(eq(demandResponses.id, sailResponse.id)).returning(),
      [],
    );
    assert.deepEqual(await of(other).update(demandResponses).set({ decision: 'REJECTED' }).where().returning({ id: demandResponses.id }), [
      { id: novaElsewhere.id },
    ]);
    await db.update(demandResponses).set({ decision: null }).where(eq(demandResponses.id, novaElsewhere.id));
    assert.deepEqual(await of(nova).delete(responseEvaluations).where().returning(), []);
    assert.deepEqual(await of(other).delete(demandQuestions).where().returning(), []);
    const [sailNow] = await db.select().from(demandResponses).where(eq(demandResponses.id, sailResponse.id));
    assert.equal(sailNow.price, 1000);
    assert.equal((await db.select().from(responseEvaluations)).length, 1);
    // Party A reaches the supplier's row through its demand.
    const [decided] = await of(galaxy)
      .update(demandResponses)
      .set({ decision: 'SHORTLISTED' })
      .where(eq(demandResponses.id, sailResponse.id))
      .returning();
    assert.equal(decided.decision, 'SHORTLISTED');
  });

  it('refuses to change who takes part in a row', () => {
    assert.throws(() => of(galaxy).update(demandResponses).set({ companyId: galaxy }), forbidden);
    assert.throws(() => of(sail).update(demandResponses).set({ demandId: otherDemand.id }), forbidden);
    assert.throws(() => of(galaxy).update(demandQuestions).set({ companyId: nova }), forbidden);
  });

  it('inserts a row the party takes part in and refuses one naming other parties only', async () => {
    const now = t.clock.now();
    const question = { demandId: galaxyDemand.id, question: 'Is hosting included?', createdAt: now };
    // Nova names Sail as the asker: neither named nor party A of the demand.
    await assert.rejects(
      async () =>
        of(nova)
          .insert(demandQuestions)
          .values({ ...question, companyId: sail }),
      forbidden,
    );
    // Other names Galaxy as the evaluator of a response to Galaxy's demand.
    const evaluation = {
      responseId: sailResponse.id,
      demandId: galaxyDemand.id,
      evaluatorId: evaluator,
      scores: {},
      total: 1,
      updatedAt: now,
    };
    await assert.rejects(
      async () =>
        of(other)
          .insert(responseEvaluations)
          .values({ ...evaluation, companyId: galaxy }),
      forbidden,
    );
    await assert.rejects(
      async () =>
        of(other)
          .insert(demandQuestions)
          .values([
            { ...question, companyId: other },
            { ...question, companyId: sail },
          ]),
      forbidden,
    );
    assert.equal((await db.select().from(demandQuestions)).length, 1);
    // Named in a party column, or party A through the demand.
    const [asked] = await of(nova)
      .insert(demandQuestions)
      .values({ ...question, companyId: nova })
      .returning();
    assert.equal(asked.companyId, nova);
    const [forSail] = await of(galaxy)
      .insert(demandQuestions)
      .values({ ...question, companyId: sail })
      .returning();
    assert.equal(forSail.companyId, sail);
  });

  it('gives its condition to queries it does not build, and needs the table declared', async () => {
    const rows = await db
      .select({ id: demandResponses.id, title: demands.title })
      .from(demandResponses)
      .innerJoin(demands, eq(demands.id, demandResponses.demandId))
      .where(of(sail).where(demandResponses));
    assert.deepEqual(
      rows.map((r) => r.id),
      [sailResponse.id],
    );
    assert.throws(() => of(sail).select(manpower).where(), /declares no companies/);
    assert.throws(() => participantScope(db, { userId: evaluator }).select(demandResponses).where(), /declares no users/);
  });
});

describe('acrossCompanies', () => {
  it('needs a reason', () => {
    const db = {} as Db;
    assert.throws(() => acrossCompanies(db, ''), /reason/);
    assert.throws(() => acrossCompanies(db, '  '), /reason/);
    assert.equal(acrossCompanies(db, 'the demand zone'), db);
  });
});
