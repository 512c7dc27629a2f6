import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { API, DEMANDS_API as D, type Demand, type Notice } from '@b2b/shared/contract';
import { demands, jobs } from '../../db/schema';
import { assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { DAY, demandBody, demoTokens, HOUR, path, payingCompany, publish, respond, type Tokens } from './test-support';

/** A PUBLISHED demand becomes CLOSED when its deadline passes; a job then tells party A, once. */
describe('demands: the deadline passes', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    // The clock moves by days and weeks: sessions that outlast it.
    t = await createTestApp({ seed: true, config: { session: { idleMinutes: 30, maxHours: 12, rememberDays: 365 } } });
    k = await demoTokens(t);
  });
  after(() => t.close());

  /** Party A's notices on the demand's evaluation, in the caller's language. */
  const evaluationNotices = async (token: string, demandId: string, lang = 'en_US') => {
    const page = assertOk<{ list: Notice[] }>(await call(t.app, 'GET', `${API.notice}?pageSize=100`, { token, lang }));
    return page.list.filter((notice) => notice.link?.includes(demandId) && /deadline/i.test(`${notice.title} ${notice.content}`));
  };
  const runJobs = () => t.app.ctx.jobs.runDueJobs();

  it('tells party A once, after the deadline, that the responses are ready (both languages)', async () => {
    const partyA = await payingCompany(t, 'DEV');
    const demand = await publish(t, k, partyA.token, { title: 'Warehouse system', deadline: t.clock.now().getTime() + 2 * DAY });
    await respond(t, demand.id, (await payingCompany(t, 'SUP')).companyId);
    await respond(t, demand.id, (await payingCompany(t, 'SUP')).companyId);
    await runJobs();
    t.clock.advance(2 * DAY - 1);
    await runJobs();
    assert.deepEqual(await evaluationNotices(partyA.token, demand.id), [], 'nothing before the deadline');

    t.clock.advance(1);
    await runJobs();
    const [notice, ...more] = await evaluationNotices(partyA.token, demand.id);
    assert.deepEqual(more, []);
    assert.equal(notice.type, 'TODO');
    assert.equal(notice.title, 'The responses are ready to evaluate');
    assert.match(notice.content, /"Warehouse system" has passed with 2 response/);
    assert.equal(notice.link, `workstation/published/dev/${demand.id}/view`);
    const zh = assertOk<{ list: Notice[] }>(await call(t.app, 'GET', `${API.notice}?type=TODO`, { token: partyA.token, lang: 'zh_CN' }));
    assert.ok(zh.list.some((n) => n.title === '响应已可评审' && n.content.includes('共收到 2 份响应')));

    // Run again, or scheduled again (a retry after a crash): still one notice.
    t.clock.advance(DAY);
    await runJobs();
    await t.app.ctx.jobs.schedule(t.app.ctx.db, 'demands.deadline-passed', { demandId: demand.id, deadline: demand.deadline });
    assert.equal(await runJobs(), 1);
    assert.equal((await evaluationNotices(partyA.token, demand.id)).length, 1);
  });

  it('follows a moved deadline: nothing at the old one, one notice at the new one', async () => {
    const partyA = await payingCompany(t, 'DEV');
    const demand = await publish(t, k, partyA.token, { deadline: t.clock.now().getTime() + 2 * DAY });
    await respond(t, demand.id, (await payingCompany(t, 'SUP')).companyId);
    const body = demandBody(t, { deadline: demand.deadline + 3 * DAY, amendNote: 'More time' });
    // Amending twice with the same deadline schedules one job for it.
    assertOk<Demand>(await call(t.app, 'PUT', path(D.demand, demand.id), { token: partyA.token, body }));
    assertOk<Demand>(await call(t.app, 'PUT', path(D.demand, demand.id), { token: partyA.token, body }));
    const pending = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(and(like(jobs.dedupeKey, `%${demand.id}%`), eq(jobs.status, 'queued')));
    assert.deepEqual(
      pending.map((job) => job.runAt.getTime()),
      [demand.deadline + 3 * DAY],
    );

    t.clock.set(demand.deadline + HOUR);
    await runJobs();
    assert.deepEqual(await evaluationNotices(partyA.token, demand.id), []);
    t.clock.set(demand.deadline + 3 * DAY);
    await runJobs();
    assert.equal((await evaluationNotices(partyA.token, demand.id)).length, 1);
  });

  it('comes at once after an early close, and once only', async () => {
    const partyA = await payingCompany(t, 'DEV');
    const demand = await publish(t, k, partyA.token);
    await respond(t, demand.id, (await payingCompany(t, 'SUP')).companyId);
    assertOk<Demand>(await call(t.app, 'POST', path(D.close, demand.id), { token: partyA.token }));
    await runJobs();
    assert.equal((await evaluationNotices(partyA.token, demand.id)).length, 1);
    t.clock.set(demand.deadline);
    await runJobs();
    assert.equal((await evaluationNotices(partyA.token, demand.id)).length, 1, 'the original deadline no longer counts');
  });

  it('tells party A the demand closed without responses when nobody responded', async () => {
    const partyA = await payingCompany(t, 'DEV');
    const demand = await publish(t, k, partyA.token, { title: 'Nobody came' });
    t.clock.set(demand.deadline);
    await runJobs();
    const [notice, ...more] = await evaluationNotices(partyA.token, demand.id);
    assert.deepEqual(more, []);
    assert.equal(notice.type, 'SYSTEM');
    assert.equal(notice.title, 'Your demand closed without responses');
  });

  it('skips a cancelled or awarded demand', async () => {
    const partyA = await payingCompany(t, 'DEV');
    const cancelled = await publish(t, k, partyA.token);
    const awarded = await publish(t, k, partyA.token);
    await respond(t, cancelled.id, (await payingCompany(t, 'SUP')).companyId);
    assertOk<Demand>(await call(t.app, 'POST', path(D.cancel, cancelled.id), { token: partyA.token, body: { reason: 'No budget' } }));
    t.clock.set(Math.max(cancelled.deadline, awarded.deadline));
    // Awarded in the moment between the deadline and the job's run (the award itself is the responses module's).
    await t.app.ctx.db.update(demands).set({ status: 'AWARDED' }).where(eq(demands.id, awarded.id));
    await runJobs();
    assert.deepEqual(await evaluationNotices(partyA.token, cancelled.id), []);
    assert.deepEqual(await evaluationNotices(partyA.token, awarded.id), []);
  });
});
