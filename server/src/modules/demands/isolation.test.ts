import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, apiPath, COLLECT_API as C, DEMANDS_API as D, type Demand } from '@b2b/shared/contract';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { download } from '../../test/files';
import { uploadPdf } from '../../test/marketplace';
import { assertError, assertOk, call, createTestApp, PASSWORD, uniqueEmail, type TestApp } from '../../test/helpers';
import { companyOf, create, demandBody, demoTokens, path, payingCompany, publish, respond, type Tokens } from './test-support';

describe('demands: access and isolation', () => {
  let t: TestApp;
  let k: Tokens;
  let draft: Demand;
  let published: Demand;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
    draft = await create(t, k.dev);
    published = await publish(t, k, k.dev);
  });
  after(() => t.close());

  /** Every party-A call on a demand, with a body that would pass validation. */
  const partyACalls = (id: string, questionId: string) =>
    [
      ['GET', path(D.demand, id), undefined],
      ['PUT', path(D.demand, id), demandBody(t, { amendNote: '修改说明' })],
      ['DELETE', path(D.demand, id), undefined],
      ['POST', path(D.submit, id), undefined],
      ['POST', path(D.close, id), undefined],
      ['POST', path(D.cancel, id), { reason: '不需要了' }],
      ['GET', path(D.events, id), undefined],
      ['GET', path(D.revisions, id), undefined],
      ['GET', path(D.questions, id), undefined],
      ['PUT', path(D.answer, questionId), { answer: '这是答复' }],
    ] as const;

  async function subAccount(companyToken: string, type: 'REQ' | 'PROJ') {
    const email = uniqueEmail(type.toLowerCase());
    const now = t.clock.now();
    await t.app.ctx.db.insert(users).values({
      companyId: await companyOf(t, companyToken),
      type,
      nickname: type,
      email,
      passwordHash: await hashPassword(PASSWORD),
      createdAt: now,
      updatedAt: now,
    });
    const body = { method: 'password', account: email, password: PASSWORD, remember: true };
    return assertOk(await call(t.app, 'POST', API.login, { body })).token as string;
  }

  it('answers 404 to another paying DEV company for every call on a demand, and changes nothing', async () => {
    const question = assertOk(
      await call(t.app, 'POST', path(D.questions, published.id), { token: k.sup, body: { question: '可以分阶段交付吗？' } }),
    );
    const other = await payingCompany(t, 'DEV');
    for (const demand of [draft, published]) {
      for (const [method, url, body] of partyACalls(demand.id, question.id)) {
        assertError(await call(t.app, method, url, { token: other.token, body }), 404, 'NOT_FOUND');
      }
    }
    const mine = assertOk(await call(t.app, 'GET', D.mine, { token: other.token }));
    assert.equal(mine.total, 0);
    assert.equal(assertOk(await call(t.app, 'GET', path(D.demand, draft.id), { token: k.dev })).status, 'DRAFT');
    const asDev = assertOk(await call(t.app, 'GET', path(D.demand, published.id), { token: k.dev }));
    assert.deepEqual([asDev.status, asDev.revision], ['PUBLISHED', 1]);
    assert.equal(assertOk(await call(t.app, 'GET', path(D.questions, published.id), { token: k.dev }))[0].answer, null);
  });

  it('lets a PROJ sub-account act as party A and refuses a REQ sub-account by the route (403)', async () => {
    const proj = await subAccount(k.dev, 'PROJ');
    assertOk(await call(t.app, 'GET', path(D.demand, draft.id), { token: proj }));
    assertOk(await call(t.app, 'PUT', path(D.demand, draft.id), { token: proj, body: demandBody(t) }));
    const req = await subAccount(k.dev, 'REQ');
    for (const [method, url, body] of partyACalls(draft.id, draft.id)) {
      assertError(await call(t.app, method, url, { token: req, body }), 403, 'FORBIDDEN');
    }
    assertError(await call(t.app, 'POST', D.create, { token: req, body: demandBody(t) }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', D.mine, { token: req }), 403, 'FORBIDDEN');
  });

  it('refuses an ORDINARY (non-paying) DEV by the route, before anything else', async () => {
    assertError(await call(t.app, 'POST', D.create, { token: k.ordinary, body: demandBody(t) }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', D.mine, { token: k.ordinary }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', path(D.demand, published.id), { token: k.ordinary }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', D.market, { token: k.ordinary }), 403, 'FORBIDDEN');
  });

  it('keeps suppliers out of drafts (404) and party A calls (403); unapproved suppliers and REQ accounts out of the demand zone', async () => {
    assertError(await call(t.app, 'GET', path(D.demand, draft.id), { token: k.sup }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', path(D.events, draft.id), { token: k.sup }), 404, 'NOT_FOUND');
    assertError(
      await call(t.app, 'POST', path(D.questions, draft.id), { token: k.sup, body: { question: '草稿能提问吗？' } }),
      404,
      'NOT_FOUND',
    );
    assertError(await call(t.app, 'POST', path(D.close, published.id), { token: k.sup }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', D.create, { token: k.sup, body: demandBody(t) }), 403, 'FORBIDDEN');
    // The demand route needs an approved, paying MAIN or PROJ supplier: canAccess refuses the others first.
    for (const token of [k.newsup, k.supreq]) {
      assertError(await call(t.app, 'GET', D.market, { token }), 403, 'FORBIDDEN');
      assertError(await call(t.app, 'GET', path(D.demand, published.id), { token }), 403, 'FORBIDDEN');
      assertError(
        await call(t.app, 'POST', path(D.questions, published.id), { token, body: { question: '能参与吗？请回复' } }),
        403,
        'FORBIDDEN',
      );
    }
    assertError(await call(t.app, 'GET', D.market, { token: k.dev }), 403, 'FORBIDDEN');
    assertError(
      await call(t.app, 'POST', path(D.questions, published.id), { token: k.dev, body: { question: '自己问自己？' } }),
      403,
      'FORBIDDEN',
    );
    assertError(await call(t.app, 'GET', D.market), 401, 'UNAUTHENTICATED');
    assertError(await call(t.app, 'GET', path(D.demand, published.id)), 401, 'UNAUTHENTICATED');
  });

  it('lets staff read any submitted demand and its trail but act only through the console', async () => {
    const asStaff = assertOk(await call(t.app, 'GET', path(D.demand, published.id), { token: k.service }));
    assert.equal(asStaff.can.edit, false);
    assertOk(await call(t.app, 'GET', path(D.events, published.id), { token: k.service }));
    assertError(await call(t.app, 'PUT', path(D.demand, draft.id), { token: k.service, body: demandBody(t) }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', D.market, { token: k.service }), 403, 'FORBIDDEN');
    for (const token of [k.dev, k.sup]) {
      assertError(await call(t.app, 'GET', D.queues, { token }), 403, 'FORBIDDEN');
      assertError(await call(t.app, 'GET', D.pending, { token }), 403, 'FORBIDDEN');
      assertError(await call(t.app, 'PUT', path(D.verify, draft.id), { token, body: { decision: 'APPROVE' } }), 403, 'FORBIDDEN');
    }
  });

  it('attack: staff cannot read a draft, its trail, revisions, questions or attachments (404), nor verify it', async () => {
    const file = { id: await uploadPdf(t, k.dev) };
    const withFile = await create(t, k.dev, { attachmentIds: [file.id] });
    for (const url of [D.demand, D.events, D.revisions, D.questions].map((template) => path(template, withFile.id))) {
      assertError(await call(t.app, 'GET', url, { token: k.service }), 404, 'NOT_FOUND');
    }
    const fileUrl = apiPath(D.file, { id: withFile.id, fileId: file.id });
    assertError(await call(t.app, 'GET', fileUrl, { token: k.service }), 404, 'NOT_FOUND');
    assertError(
      await call(t.app, 'PUT', path(D.verify, withFile.id), { token: k.service, body: { decision: 'APPROVE' } }),
      404,
      'NOT_FOUND',
    );
    assert.equal((await download(t.app, fileUrl, k.dev)).status, 200);
    // Once submitted, staff verify it: the draft becomes theirs to read.
    assertOk(await call(t.app, 'POST', path(D.submit, withFile.id), { token: k.dev }));
    assertOk(await call(t.app, 'GET', path(D.demand, withFile.id), { token: k.service }));
  });

  it('attack: a cancelled demand, its reason and attachments are for the suppliers who responded, not every supplier', async () => {
    const file = { id: await uploadPdf(t, k.dev) };
    const demand = await publish(t, k, k.dev, { attachmentIds: [file.id] });
    const responder = await payingCompany(t, 'SUP');
    const bystander = await payingCompany(t, 'SUP');
    await respond(t, demand.id, responder.companyId);
    assertOk(await call(t.app, 'POST', C.list, { token: bystander.token, body: { demandId: demand.id } }));
    assertOk(await call(t.app, 'POST', path(D.cancel, demand.id), { token: k.dev, body: { reason: '预算被砍，项目取消' } }));
    const urls = [D.demand, D.events, D.revisions, D.questions].map((template) => path(template, demand.id));
    const fileUrl = apiPath(D.file, { id: demand.id, fileId: file.id });
    for (const url of [...urls, fileUrl]) assertError(await call(t.app, 'GET', url, { token: bystander.token }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', C.list, { token: bystander.token, body: { demandId: demand.id } }), 404, 'NOT_FOUND');
    assertError(
      await call(t.app, 'POST', path(D.questions, demand.id), { token: bystander.token, body: { question: '取消了吗？为什么' } }),
      404,
      'NOT_FOUND',
    );
    // The bystander had saved it: the collection keeps it, marked cancelled, without the reason.
    const saved = assertOk(await call(t.app, 'GET', `${C.list}?pageSize=100`, { token: bystander.token }));
    const entry = saved.list.find((d: { id: string }) => d.id === demand.id);
    assert.deepEqual([entry.status, entry.reason], ['CANCELLED', null]);
    const seen = assertOk(await call(t.app, 'GET', path(D.demand, demand.id), { token: responder.token }));
    assert.deepEqual([seen.status, seen.reason], ['CANCELLED', '预算被砍，项目取消']);
    for (const url of urls) assertOk(await call(t.app, 'GET', url, { token: responder.token }));
    assert.equal((await download(t.app, fileUrl, responder.token)).status, 200);
    assertOk(await call(t.app, 'GET', path(D.demand, demand.id), { token: k.service }));
  });

  it('refuses another company’s file as an attachment', async () => {
    const [file] = await t.app.ctx.db
      .insert((await import('../../db/schema')).files)
      .values({
        companyId: await companyOf(t, k.sup),
        kind: 'file',
        name: 'spec.pdf',
        contentType: 'application/pdf',
        size: 10,
        storageKey: 'files/x/y/upload',
        status: 'ready',
        createdAt: t.clock.now(),
      })
      .returning();
    const body = demandBody(t, { attachmentIds: [file.id] });
    assertError(await call(t.app, 'POST', D.create, { token: k.dev, body }), 400, 'FILE_NOT_ATTACHABLE', ['/attachmentIds']);
    assertError(await call(t.app, 'PUT', path(D.demand, draft.id), { token: k.dev, body }), 400, 'FILE_NOT_ATTACHABLE', ['/attachmentIds']);
  });

  it('makes one of two concurrent submissions, verifications and answers, the other 409', async () => {
    const demand = await create(t, k.dev);
    const submits = await Promise.all([1, 2].map(() => call(t.app, 'POST', path(D.submit, demand.id), { token: k.dev })));
    assert.deepEqual(submits.map((r) => r.status).sort(), [200, 409]);
    const verifies = await Promise.all(
      [{ decision: 'APPROVE' }, { decision: 'REJECT', reason: '不合规' }].map((body) =>
        call(t.app, 'PUT', path(D.verify, demand.id), { token: k.service, body }),
      ),
    );
    assert.deepEqual(verifies.map((r) => r.status).sort(), [200, 409]);
    const other = await publish(t, k, k.dev);
    const question = assertOk(
      await call(t.app, 'POST', path(D.questions, other.id), { token: k.sup, body: { question: '是否接受联合体？' } }),
    );
    const answers = await Promise.all(
      ['接受', '不接受'].map((answer) => call(t.app, 'PUT', path(D.answer, question.id), { token: k.dev, body: { answer } })),
    );
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409]);
  });
});
