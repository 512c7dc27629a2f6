import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEMANDS_API as D, FILES_API, type Demand } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { PDF } from '../../test/files';
import { assertError, assertOk, call, callMultipart, createTestApp, type TestApp } from '../../test/helpers';
import { create, demandBody, demoTokens, path, payingCompany, publish, type Tokens } from './test-support';

describe('demands: bad input and attachments', () => {
  let t: TestApp;
  let k: Tokens;
  let draft: Demand;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
    draft = await create(t, k.dev);
  });
  after(() => t.close());

  const rows = async () =>
    (await t.app.ctx.db.select().from(demands)).map((row) => `${row.id}:${row.status}:${row.updatedAt.getTime()}`).sort();

  it('answers 400 VALIDATION with the fields, in the caller’s language, and changes nothing', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ title: 'abc' }, ['/title']],
      [{ title: 'x'.repeat(101) }, ['/title']],
      [{ description: 'x'.repeat(20_001) }, ['/description']],
      [{ description: '<p>                     </p>' }, ['/description']],
      [{ categoryId: 'no-such-type' }, ['/categoryId']],
      [{ provinceCode: '99' }, ['/provinceCode']],
      [{ cityCode: '4401' }, ['/cityCode']],
      [{ budgetMin: 10, budgetMax: 5 }, ['/budgetMax']],
      [{ budgetMax: 10_000_000_001 }, ['/budgetMax']],
      [{ currency: 'EUR' }, ['/currency']],
      [{ contactVisibility: 'EVERYONE' }, ['/contactVisibility']],
      [{ deadline: 9e15 }, ['/deadline']],
      [{ criteria: [{ key: 'a', name: 'A', weight: 50 }] }, ['/criteria']],
      [
        {
          criteria: [
            { key: 'a', name: 'A', weight: 50 },
            { key: 'a', name: 'B', weight: 50 },
          ],
        },
        ['/criteria'],
      ],
      [{ criteria: [] }, ['/criteria']],
      [{ attachmentIds: ['not-a-uuid'] }, ['/attachmentIds/0']],
      [{ companyId: randomUUID() }, ['/companyId']],
    ];
    for (const [overrides, fields] of cases) {
      const reply = await call(t.app, 'POST', D.create, { token: k.dev, body: demandBody(t, overrides), lang: 'en_US' });
      assertError(reply, 400, 'VALIDATION', fields);
      assert.match(reply.body.msg, /^[\x20-\x7e]+$/, reply.body.msg);
      assertError(
        await call(t.app, 'PUT', path(D.demand, draft.id), { token: k.dev, body: demandBody(t, overrides) }),
        400,
        'VALIDATION',
        fields,
      );
    }
    assertError(
      await call(t.app, 'POST', D.create, { token: k.dev, raw: '{"title":', headers: { 'content-type': 'application/json' } }),
      400,
      'VALIDATION',
    );
    assert.deepEqual(await rows(), before);
  });

  it('answers 400 to malformed ids and 404 to unknown ones, never 500', async () => {
    for (const url of [path(D.demand, 'nope'), path(D.submit, '123'), path(D.events, "1' or 1=1"), path(D.answer, 'x')]) {
      const method = url.endsWith('/answer') ? 'PUT' : url.endsWith('/submit') ? 'POST' : 'GET';
      const reply = await call(t.app, method, url, { token: k.dev, body: method === 'PUT' ? { answer: '答复内容' } : undefined });
      assertError(reply, 400, 'VALIDATION');
    }
    const unknown = randomUUID();
    assertError(await call(t.app, 'GET', path(D.demand, unknown), { token: k.dev }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(D.submit, unknown), { token: k.dev }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'PUT', path(D.verify, unknown), { token: k.service, body: { decision: 'APPROVE' } }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'PUT', path(D.answer, unknown), { token: k.dev, body: { answer: '答复内容' } }), 404, 'NOT_FOUND');
    assertError(
      await call(t.app, 'POST', path(D.questions, unknown), { token: k.sup, body: { question: '这个需求存在吗？' } }),
      404,
      'NOT_FOUND',
    );
    assertError(await call(t.app, 'PUT', path(D.verify, draft.id), { token: k.service, body: { decision: 'MAYBE' } }), 400, 'VALIDATION');
    assertError(await call(t.app, 'PUT', path(D.verify, draft.id), { token: k.service, body: { decision: 'REJECT' } }), 400, 'VALIDATION');
    assertError(
      await call(t.app, 'POST', path(D.cancel, draft.id), { token: k.dev, body: { reason: 'x'.repeat(501) } }),
      400,
      'VALIDATION',
    );
    assertError(await call(t.app, 'GET', `${D.market}?keyword=${'x'.repeat(51)}`, { token: k.sup }), 400, 'VALIDATION');
    assertError(await call(t.app, 'GET', `${D.market}?page=0`, { token: k.sup }), 400, 'VALIDATION');
    assertError(await call(t.app, 'GET', `${D.mine}?status=NOPE`, { token: k.dev }), 400, 'VALIDATION');
    assertError(await call(t.app, 'POST', path(D.questions, draft.id), { token: k.sup, body: { question: '短' } }), 400, 'VALIDATION');
  });

  it('serves a published demand’s attachments to suppliers through the demand, and nothing else', async () => {
    const upload = assertOk(
      await callMultipart(t.app, FILES_API.uploadFile, { token: k.devproj, fileName: '需求说明书.pdf', content: PDF }),
    );
    const demand = await publish(t, k, k.dev, { attachmentIds: [upload.id] });
    const [attachment] = demand.attachments;
    assert.equal(attachment.url, `/api/demands/${demand.id}/files/${upload.id}`);
    const supplier = await payingCompany(t, 'SUP');
    const res = await t.app.inject({ method: 'GET', url: attachment.url, headers: { authorization: `Bearer ${supplier.token}` } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.rawPayload, PDF);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(res.headers['cache-control'], 'private, max-age=300');
    assert.match(String(res.headers['content-disposition']), /^attachment;/);
    const direct = await t.app.inject({ method: 'GET', url: upload.url, headers: { authorization: `Bearer ${supplier.token}` } });
    assert.equal(direct.statusCode, 404);

    const other = assertOk(await callMultipart(t.app, FILES_API.uploadFile, { token: supplier.token, fileName: 'x.pdf', content: PDF }));
    const otherDemand = await create(t, k.dev);
    for (const url of [`/api/demands/${demand.id}/files/${other.id}`, `/api/demands/${otherDemand.id}/files/${upload.id}`]) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${supplier.token}` } });
      assert.equal(reply.statusCode, 404, url);
    }
    const amended = assertOk<Demand>(
      await call(t.app, 'PUT', path(D.demand, demand.id), {
        token: k.dev,
        body: demandBody(t, { deadline: demand.deadline, amendNote: '去掉附件' }),
      }),
    );
    assert.deepEqual(amended.attachments, []);
    const old = await t.app.inject({ method: 'GET', url: attachment.url, headers: { authorization: `Bearer ${supplier.token}` } });
    assert.equal(old.statusCode, 200, 'a revision’s attachment stays readable');
  });
});
