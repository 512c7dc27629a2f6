import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, DEMANDS_API as D, type Demand } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { create, DAY, demandBody, demoTokens, HOUR, path, payingCompany, publish, respond, type Tokens } from './test-support';

describe('demands: the life of a demand', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
  });
  after(() => t.close());

  const get = (id: string, token: string, lang?: string) => call<Demand>(t.app, 'GET', path(D.demand, id), { token, lang });
  const notices = async (token: string) => assertOk(await call(t.app, 'GET', `${API.notice}?pageSize=100`, { token })).list;

  it('creates a draft, edits it, submits it, and staff approve it as revision 1', async () => {
    const draft = await create(t, k.dev, { title: '  <b>仓储</b>管理系统开发  ' });
    assert.equal(draft.status, 'DRAFT');
    assert.equal(draft.title, '<b>仓储</b>管理系统开发');
    assert.equal(draft.revision, 0);
    assert.equal(draft.categoryName, '软件开发');
    assert.equal(draft.provinceName, '上海市');
    assert.equal(draft.companyName, '星河科技');
    assert.deepEqual(
      Object.entries(draft.can)
        .filter(([, v]) => v)
        .map(([k]) => k),
      ['edit', 'submit', 'delete'],
    );
    const description = '需要一套仓储管理系统<script>alert(1)</script>，支持入库、出库、盘点和报表。\u0007';
    const edited = assertOk<Demand>(
      await call(t.app, 'PUT', path(D.demand, draft.id), { token: k.devproj, body: demandBody(t, { description, budgetMax: 90_000 }) }),
    );
    assert.equal(edited.description, '需要一套仓储管理系统alert(1)，支持入库、出库、盘点和报表。');
    assert.equal(edited.budgetMax, 90_000);
    assert.equal(edited.status, 'DRAFT');

    const submitted = assertOk<Demand>(await call(t.app, 'POST', path(D.submit, draft.id), { token: k.dev }));
    assert.equal(submitted.status, 'PENDING');
    assertError(await call(t.app, 'POST', path(D.submit, draft.id), { token: k.dev }), 409, 'STATE_CONFLICT');
    assertError(await call(t.app, 'PUT', path(D.demand, draft.id), { token: k.dev, body: demandBody(t) }), 409, 'STATE_CONFLICT');
    assertError(await call(t.app, 'DELETE', path(D.demand, draft.id), { token: k.dev }), 409, 'STATE_CONFLICT');

    const queues = assertOk(await call(t.app, 'GET', D.queues, { token: k.service }));
    assert.ok(queues.demands >= 1 && queues.companies >= 1);
    const pending = assertOk(await call(t.app, 'GET', `${D.pending}?pageSize=100`, { token: k.service }));
    assert.ok(pending.list.some((d: Demand) => d.id === draft.id));
    const asStaff = assertOk(await get(draft.id, k.service));
    assert.equal(asStaff.can.verify, true);

    const approved = assertOk<Demand>(
      await call(t.app, 'PUT', path(D.verify, draft.id), { token: k.service, body: { decision: 'APPROVE' } }),
    );
    assert.equal(approved.status, 'PUBLISHED');
    assert.equal(approved.revision, 1);
    assert.equal(approved.publishedAt, t.clock.now().getTime());
    assertError(
      await call(t.app, 'PUT', path(D.verify, draft.id), { token: k.service, body: { decision: 'APPROVE' } }),
      409,
      'STATE_CONFLICT',
    );
    const revisions = assertOk(await call(t.app, 'GET', path(D.revisions, draft.id), { token: k.dev }));
    assert.deepEqual(
      revisions.map((r: { revision: number }) => r.revision),
      [1],
    );
    const mine = await notices(k.devproj);
    assert.ok(mine.some((n: { link: string }) => n.link === `workstation/published/dev/${draft.id}/view`));
  });

  it('rejects with a reason, lets party A edit and resubmit, and refuses an approval past the deadline window', async () => {
    const demand = await create(t, k.dev, { submit: true });
    const rejected = assertOk<Demand>(
      await call(t.app, 'PUT', path(D.verify, demand.id), { token: k.service, body: { decision: 'REJECT', reason: '预算描述不清晰' } }),
    );
    assert.deepEqual([rejected.status, rejected.reason], ['REJECTED', '预算描述不清晰']);
    const asDev = assertOk(await get(demand.id, k.dev));
    assert.equal(asDev.can.edit && asDev.can.submit && !asDev.can.delete, true);
    const listed = assertOk(await call(t.app, 'GET', `${D.mine}?status=REJECTED&pageSize=50`, { token: k.dev }));
    assert.equal(listed.list.find((d: { id: string }) => d.id === demand.id)?.reason, '预算描述不清晰');
    assert.ok((await notices(k.dev)).some((n: { link: string }) => n.link === `workstation/published/dev/${demand.id}/edit`));
    assertError(await call(t.app, 'DELETE', path(D.demand, demand.id), { token: k.dev }), 409, 'STATE_CONFLICT');
    assertOk(
      await call(t.app, 'PUT', path(D.demand, demand.id), {
        token: k.dev,
        body: demandBody(t, { deadline: t.clock.now().getTime() + 2 * DAY }),
      }),
    );
    const again = assertOk<Demand>(await call(t.app, 'POST', path(D.submit, demand.id), { token: k.dev }));
    assert.deepEqual([again.status, again.reason], ['PENDING', null]);
    t.clock.advance(DAY + HOUR);
    assertError(
      await call(t.app, 'PUT', path(D.verify, demand.id), { token: k.service, body: { decision: 'APPROVE' }, lang: 'en_US' }),
      400,
      'DEADLINE_INVALID',
    );
    assert.equal(assertOk(await get(demand.id, k.dev)).status, 'PENDING');
  });

  it('refuses a submission outside the deadline window, and deletes a draft', async () => {
    const early = await create(t, k.dev, { deadline: t.clock.now().getTime() + 23 * HOUR });
    assertError(await call(t.app, 'POST', path(D.submit, early.id), { token: k.dev }), 400, 'DEADLINE_INVALID');
    const late = demandBody(t, { deadline: t.clock.now().getTime() + 181 * DAY, submit: true });
    assertError(await call(t.app, 'POST', D.create, { token: k.dev, body: late }), 400, 'DEADLINE_INVALID');
    assert.equal(assertOk(await call(t.app, 'DELETE', path(D.demand, early.id), { token: k.dev })), null);
    assertError(await get(early.id, k.dev), 404, 'NOT_FOUND');
  });

  it('shows a published demand to suppliers, with their flags, and takes questions answered once', async () => {
    const demand = await publish(t, k, k.dev, { contactVisibility: 'RESPONDERS' });
    const asSup = assertOk(await get(demand.id, k.sup, 'en_US'));
    assert.equal(asSup.companyName, 'Galaxy Tech');
    assert.equal(asSup.categoryName, 'Software development');
    assert.equal(asSup.provinceName, 'Shanghai');
    assert.equal(asSup.cityName, 'Shanghai');
    assert.equal(asSup.contact, null);
    assert.deepEqual([asSup.can.respond, asSup.can.ask, asSup.can.edit, asSup.responded], [true, true, false, false]);

    const question = assertOk(
      await call(t.app, 'POST', path(D.questions, demand.id), { token: k.sup, body: { question: '是否需要对接现有 ERP 系统？' } }),
    );
    assert.equal(question.mine, true);
    const todo = (await notices(k.dev)).find((n: { type: string; read: boolean }) => n.type === 'TODO' && !n.read);
    assert.ok(todo);
    // The question's notice opens the demand on its questions tab.
    assert.equal(todo.link, `workstation/published/dev/${demand.id}/view?tab=questions`);
    const other = await payingCompany(t, 'SUP');
    const listed = assertOk(await call(t.app, 'GET', path(D.questions, demand.id), { token: other.token }));
    assert.deepEqual(
      listed.map((q: { mine: boolean; answer: null }) => [q.mine, q.answer]),
      [[false, null]],
    );
    assert.ok(!JSON.stringify(listed).includes('云帆'));
    await respond(t, demand.id, other.companyId);

    const answered = assertOk(
      await call(t.app, 'PUT', path(D.answer, question.id), { token: k.devproj, body: { answer: '需要，提供接口文档。' } }),
    );
    assert.equal(answered.answer, '需要，提供接口文档。');
    assertError(
      await call(t.app, 'PUT', path(D.answer, question.id), { token: k.dev, body: { answer: '再答一次' } }),
      409,
      'STATE_CONFLICT',
    );
    assert.ok(!(await notices(k.dev)).some((n: { id: string; read: boolean }) => n.id === todo.id && !n.read));
    for (const token of [k.sup, other.token]) {
      assert.ok((await notices(token)).some((n: { link: string }) => n.link === `demand?open=${demand.id}`));
    }
    const asResponder = assertOk(await get(demand.id, other.token));
    assert.deepEqual([asResponder.responded, asResponder.can.respond, asResponder.responseCount], [true, false, 1]);
    assert.deepEqual(asResponder.contact, { name: '王经理', phone: '021-55550000' });

    const events = assertOk(await call(t.app, 'GET', path(D.events, demand.id), { token: k.dev, lang: 'en_US' }));
    const asked = events.find((e: { action: string }) => e.action === 'QUESTION_ASKED');
    assert.equal(asked.actor, 'A supplier');
    assert.equal(events.find((e: { action: string }) => e.action === 'APPROVED').actor, 'Platform review');
    const supEvents = assertOk(await call(t.app, 'GET', path(D.events, demand.id), { token: other.token }));
    assert.deepEqual(
      supEvents.map((e: { action: string }) => e.action),
      ['APPROVED'],
    );
    const staffEvents = assertOk(await call(t.app, 'GET', path(D.events, demand.id), { token: k.service }));
    assert.ok(staffEvents.find((e: { action: string }) => e.action === 'QUESTION_ASKED').actor.includes('云帆'));
  });

  it('amends a published demand: a new revision, fixed fields kept, a late deadline extended, responders told', async () => {
    const demand = await publish(t, k, k.dev, { deadline: t.clock.now().getTime() + 2 * DAY });
    const supplier = await payingCompany(t, 'SUP');
    await respond(t, demand.id, supplier.companyId);
    const body = demandBody(t, { deadline: demand.deadline, title: '官网改版（第二版需求）', amendNote: '增加英文版' });
    assertError(
      await call(t.app, 'PUT', path(D.demand, demand.id), { token: k.dev, body: { ...body, categoryId: 'design', sealed: true } }),
      400,
      'VALIDATION',
      ['/categoryId', '/sealed'],
    );
    const { amendNote: _, ...noNote } = body;
    assertError(await call(t.app, 'PUT', path(D.demand, demand.id), { token: k.dev, body: noNote }), 400, 'VALIDATION', ['/amendNote']);
    t.clock.advance(DAY + 12 * HOUR);
    const amended = assertOk<Demand>(await call(t.app, 'PUT', path(D.demand, demand.id), { token: k.dev, body }));
    assert.equal(amended.revision, 2);
    assert.equal(amended.deadline, demand.deadline + DAY);
    assert.equal(amended.title, '官网改版（第二版需求）');
    const revisions = assertOk(await call(t.app, 'GET', path(D.revisions, demand.id), { token: supplier.token }));
    assert.deepEqual(
      revisions.map((r: { revision: number; note: string | null }) => [r.revision, r.note]),
      [
        [1, null],
        [2, '增加英文版'],
      ],
    );
    const todo = (await notices(supplier.token)).find((n: { type: string }) => n.type === 'TODO');
    assert.ok(todo?.content.includes('增加英文版'));
    const events = assertOk(await call(t.app, 'GET', path(D.events, demand.id), { token: supplier.token }));
    assert.ok(events.some((e: { action: string }) => e.action === 'AMENDED'));
  });

  it('closes early, then cancels; refuses what the state does not allow', async () => {
    const demand = await publish(t, k, k.dev);
    const supplier = await payingCompany(t, 'SUP');
    await respond(t, demand.id, supplier.companyId);
    const closed = assertOk<Demand>(await call(t.app, 'POST', path(D.close, demand.id), { token: k.dev }));
    assert.equal(closed.status, 'CLOSED');
    assert.equal(closed.deadline, t.clock.now().getTime());
    assert.deepEqual([closed.can.award, closed.can.evaluate, closed.can.amend, closed.can.cancel], [true, true, false, true]);
    assertError(await call(t.app, 'POST', path(D.close, demand.id), { token: k.dev }), 409, 'STATE_CONFLICT');
    assertError(
      await call(t.app, 'PUT', path(D.demand, demand.id), { token: k.dev, body: demandBody(t, { amendNote: '改一下' }) }),
      409,
      'STATE_CONFLICT',
    );
    assertError(
      await call(t.app, 'POST', path(D.questions, demand.id), { token: k.sup, body: { question: '截止后还能提问吗？' } }),
      409,
      'STATE_CONFLICT',
    );
    assertError(await call(t.app, 'POST', path(D.submit, demand.id), { token: k.dev }), 409, 'STATE_CONFLICT');
    const cancelled = assertOk<Demand>(
      await call(t.app, 'POST', path(D.cancel, demand.id), { token: k.dev, body: { reason: '项目预算取消' } }),
    );
    assert.deepEqual([cancelled.status, cancelled.reason], ['CANCELLED', '项目预算取消']);
    assertError(await call(t.app, 'POST', path(D.cancel, demand.id), { token: k.dev, body: { reason: '再取消' } }), 409, 'STATE_CONFLICT');
    assert.ok((await notices(supplier.token)).some((n: { content: string }) => n.content.includes('项目预算取消')));
    assert.equal(assertOk(await get(demand.id, supplier.token)).status, 'CANCELLED');
  });

  it('lists the company’s own demands by status, one status or several', async () => {
    await create(t, k.devproj);
    const all = assertOk(await call(t.app, 'GET', `${D.mine}?pageSize=100`, { token: k.devproj }));
    assert.ok(all.total > 0);
    const drafts = assertOk(await call(t.app, 'GET', `${D.mine}?status=DRAFT&pageSize=100`, { token: k.dev }));
    assert.ok(drafts.list.length > 0 && drafts.list.every((d: Demand) => d.status === 'DRAFT'));
    const two = assertOk(await call(t.app, 'GET', `${D.mine}?status=CLOSED&status=CANCELLED&pageSize=100`, { token: k.dev }));
    assert.ok(two.list.some((d: Demand) => d.status === 'CANCELLED'));
    assert.ok(two.list.every((d: Demand) => d.status === 'CLOSED' || d.status === 'CANCELLED'));
    const published = assertOk(await call(t.app, 'GET', `${D.mine}?status=PUBLISHED&pageSize=100`, { token: k.dev }));
    assert.ok(published.list.every((d: Demand) => d.status === 'PUBLISHED'));
    assertError(await call(t.app, 'GET', `${D.mine}?status=OPEN`, { token: k.dev }), 400, 'VALIDATION');
  });
});
