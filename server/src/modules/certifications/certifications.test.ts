import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { apiPath, CERT_API, DEMANDS_API, FILES_API, FOLLOW_API } from '@b2b/shared/contract';
import { assertError, assertOk, call, callMultipart, createTestApp, loginAs, type TestApp } from '../../test/helpers';

const DAY = 86_400_000;
const item = (id: string) => apiPath(CERT_API.item, { id });
const review = (id: string) => apiPath(CERT_API.review, { id });
const staffItem = (id: string) => apiPath(CERT_API.staffItem, { id });

describe('supplier certification', () => {
  let t: TestApp;
  let png: Buffer;
  const tokens: Record<string, string> = {};
  const companies: Record<string, string> = {};

  before(async () => {
    t = await createTestApp({ seed: true });
    png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    await signIn();
  });
  after(() => t.close());
  /** Signs every account in again (days on the test clock end the sessions). */
  const signIn = async () => {
    for (const account of ['sup', 'supreq', 'sup2', 'sup2proj', 'dev', 'newsup', 'service']) {
      const session = await loginAs(t.app, `${account}@demo.test`);
      tokens[account] = session.token;
      companies[account] = session.user.companyId!;
    }
  };

  const uploadScan = async (token: string, fileName = 'scan.png', content: Buffer = png) =>
    assertOk<{ id: string }>(await callMultipart(t.app, FILES_API.uploadImage, { token, fileName, content })).id;
  const uploadFile = (token: string, fileName: string, content: Buffer) =>
    callMultipart(t.app, FILES_API.uploadFile, { token, fileName, content });
  const body = (scanFileId: string, overrides: Record<string, unknown> = {}) => ({
    kind: 'ISO9001',
    issuer: '中国质量认证中心',
    number: 'CQC-2025-0001',
    validFrom: '2025-01-01',
    validTo: '2027-12-31',
    scanFileId,
    ...overrides,
  });
  const create = (token: string, value: unknown, lang?: string) => call(t.app, 'POST', CERT_API.list, { token, body: value, lang });
  const mine = async (token = tokens.sup) =>
    assertOk(await call(t.app, 'GET', CERT_API.list, { token })) as { id: string; state: string }[];
  const queue = async () =>
    (assertOk(await call(t.app, 'GET', `${CERT_API.queue}?pageSize=100`, { token: tokens.service })).list as { id: string }[]).map(
      (c) => c.id,
    );
  const suppliers = async (query: string) =>
    assertOk(await call(t.app, 'GET', `/api/directory/suppliers?pageSize=100&${query}`, { token: tokens.dev })).list as {
      id: string;
      badges: { kind: string }[];
    }[];

  it('seeds approved, rejected, waiting and expiring certificates that the directory shows as badges', async () => {
    const sup = await mine();
    assert.ok(sup.some((c) => c.state === 'APPROVED'));
    assert.ok(sup.some((c) => c.state === 'REJECTED'));
    assert.ok((await mine()).some((c) => (c as unknown as { expiringSoon: boolean }).expiringSoon));
    assert.ok((await queue()).length >= 1);
    const certified = await suppliers('certified=true');
    assert.ok(certified.length >= 6, `${certified.length} certified suppliers`);
    assert.ok(certified.some((s) => s.id === companies.sup));
    const en = assertOk(
      await call(t.app, 'GET', '/api/directory/suppliers?pageSize=100&certKind=OTHER', { token: tokens.dev, lang: 'en-US' }),
    );
    assert.ok(en.list.some((s: { badges: { kind: string; name: string | null }[] }) => s.badges.some((b) => b.kind === 'OTHER' && b.name)));
  });

  it('refuses a visitor, a sub-account, party A, an unapproved supplier and staff on the supplier routes, in the caller’s language', async () => {
    const scan = await uploadScan(tokens.sup);
    const visitor = await create('', body(scan), 'en-US');
    assertError(visitor, 401, 'UNAUTHENTICATED');
    for (const who of ['supreq', 'dev', 'newsup', 'service']) {
      assertError(await call(t.app, 'GET', CERT_API.list, { token: tokens[who] }), 403, 'FORBIDDEN');
      const refused = await create(tokens[who], body(scan), 'zh-CN');
      assertError(refused, 403, 'FORBIDDEN');
      assert.match(refused.body.msg, /[\u4e00-\u9fa5]/);
    }
    const english = await create(tokens.supreq, body(scan), 'en-US');
    assert.match(english.body.msg, /not allowed/);
    for (const who of ['sup', 'supreq', 'dev']) {
      assertError(await call(t.app, 'GET', CERT_API.queue, { token: tokens[who] }), 403, 'FORBIDDEN');
    }
  });

  it('refuses bad bodies with 400 and fields, changing nothing', async () => {
    const before = (await mine()).length;
    const scan = await uploadScan(tokens.sup);
    for (const [value, reason, field] of [
      [body(scan, { kind: 'ISO9999' }), 'VALIDATION', undefined],
      [body(scan, { kind: 'OTHER', name: ' ' }), 'VALIDATION', '/name'],
      [body(scan, { issuer: '<b> </b>' }), 'VALIDATION', '/issuer'],
      [body(scan, { validFrom: '2025-02-30' }), 'VALIDATION', '/validFrom'],
      [body(scan, { validFrom: '2025-07-01' }), 'VALIDATION', '/validFrom'],
      [body(scan, { validTo: '2024-12-31' }), 'VALIDATION', '/validTo'],
      [body(scan, { validTo: '2025-05-31' }), 'VALIDATION', '/validTo'],
      [body(scan, { validTo: '2040-01-01' }), 'VALIDATION', '/validTo'],
      [body(scan, { validTo: '31/12/2027' }), 'VALIDATION', undefined],
      [body(scan, { companyId: companies.sup2 }), 'VALIDATION', undefined],
      [body('00000000-0000-4000-8000-000000000000'), 'FILE_NOT_ATTACHABLE', '/scanFileId'],
    ] as const) {
      assertError(await create(tokens.sup, value, 'en-US'), reason === 'VALIDATION' ? 400 : 400, reason, field ? [field] : undefined);
    }
    assert.equal((await mine()).length, before);
  });

  it("refuses another company's scan, a scan that is no image or PDF, and an .exe renamed .png at the upload", async () => {
    const theirs = await uploadScan(tokens.sup2);
    assertError(await create(tokens.sup, body(theirs)), 400, 'FILE_NOT_ATTACHABLE', ['/scanFileId']);
    const text = assertOk(await uploadFile(tokens.sup, 'notes.txt', Buffer.from('just some text, not a scan\n'.repeat(4))));
    assertError(await create(tokens.sup, body(text.id)), 400, 'FILE_NOT_ATTACHABLE', ['/scanFileId']);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(30, 0x90), Buffer.from('This program cannot be run in DOS mode')]);
    const renamed = await callMultipart(t.app, FILES_API.uploadImage, {
      token: tokens.sup,
      fileName: 'scan.png',
      content: exe,
      contentType: 'image/png',
    });
    assert.ok([400, 415].includes(renamed.status), JSON.stringify(renamed.body));
    assert.match(renamed.body.data.reason, /FILE_TYPE|IMAGE/);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);
    const scan = assertOk(await uploadFile(tokens.sup, 'licence.pdf', pdf));
    const created = assertOk(await create(tokens.sup, body(scan.id, { kind: 'OTHER', name: '软件企业证书' })));
    assert.equal(created.scan.contentType, 'application/pdf');
    assert.equal(created.name, '软件企业证书');
    assertOk(await call(t.app, 'DELETE', item(created.id), { token: tokens.sup }));
  });

  it("keeps a company's certificates to it: another company's ids are 404 on every route", async () => {
    const scan = await uploadScan(tokens.sup);
    const own = assertOk(await create(tokens.sup, body(scan)));
    for (const [method, url, value] of [
      ['GET', item(own.id), undefined],
      ['PUT', item(own.id), body(scan)],
      ['DELETE', item(own.id), undefined],
      ['POST', apiPath(CERT_API.withdraw, { id: own.id }), undefined],
    ] as const) {
      assertError(await call(t.app, method, url, { token: tokens.sup2, body: value }), 404, 'NOT_FOUND');
    }
    assertError(await call(t.app, 'GET', item(own.id), { token: tokens.sup2proj }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', staffItem(own.id), { token: tokens.sup }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', apiPath(CERT_API.staffScan, { id: own.id }), { token: tokens.sup2 }), 403, 'FORBIDDEN');
    assert.equal((await mine(tokens.sup)).find((c) => c.id === own.id)?.state, 'SUBMITTED');
    assertOk(await call(t.app, 'DELETE', item(own.id), { token: tokens.sup }));
  });

  it('goes submitted → rejected with per-field reasons → fixed → approved, with history, notices and a badge', async () => {
    const waiting = async () => assertOk(await call(t.app, 'GET', DEMANDS_API.queues, { token: tokens.service })).certifications;
    const before = await waiting();
    const scan = await uploadScan(tokens.sup);
    const cert = assertOk(await create(tokens.sup, body(scan, { kind: 'ISO27001', number: 'ISMS-77' })));
    assert.equal(cert.state, 'SUBMITTED');
    assert.ok((await queue()).includes(cert.id));
    assert.equal(await waiting(), before + 1, "the console's queue card counts it");
    const staffView = assertOk(await call(t.app, 'GET', staffItem(cert.id), { token: tokens.service }));
    assert.equal(staffView.companyId, companies.sup);
    const bytes = await t.app.inject({ method: 'GET', url: staffView.scan.url, headers: { authorization: `Bearer ${tokens.service}` } });
    assert.equal(bytes.statusCode, 200);
    assert.equal(bytes.headers['content-type'], 'image/png');

    for (const [value, field] of [
      [{ decision: 'REJECT', reason: '  ' }, '/reason'],
      [{ decision: 'REJECT', reason: '编号不符', fields: { number: '   ' } }, '/fields/number'],
      [{ decision: 'REJECT', reason: '编号不符', fields: { colour: '红色' } }, undefined],
      [{ decision: 'MAYBE' }, undefined],
    ] as const) {
      assertError(
        await call(t.app, 'PUT', review(cert.id), { token: tokens.service, body: value }),
        400,
        'VALIDATION',
        field ? [field] : undefined,
      );
    }
    assertError(await call(t.app, 'PUT', review(cert.id), { token: tokens.sup, body: { decision: 'APPROVE' } }), 403, 'FORBIDDEN');
    const rejected = assertOk(
      await call(t.app, 'PUT', review(cert.id), {
        token: tokens.service,
        body: { decision: 'REJECT', reason: '证书编号与扫描件不一致', fields: { number: '编号应为 ISMS-78' } },
      }),
    );
    assert.equal(rejected.state, 'REJECTED');
    assertError(await call(t.app, 'PUT', review(cert.id), { token: tokens.service, body: { decision: 'APPROVE' } }), 409, 'STATE_CONFLICT');
    const seen = assertOk(await call(t.app, 'GET', item(cert.id), { token: tokens.sup }));
    assert.deepEqual(seen.rejectFields, { number: '编号应为 ISMS-78' });
    assert.equal(seen.rejectReason, '证书编号与扫描件不一致');
    const notices = assertOk(await call(t.app, 'GET', '/api/user/notice?type=SYSTEM', { token: tokens.sup, lang: 'en-US' }));
    assert.match(notices.list[0].content, /not approved.*certificate number/);
    assert.ok(!(await suppliers('certKind=ISO27001')).some((s) => s.id === companies.sup), 'no badge while rejected');

    const fixed = assertOk(
      await call(t.app, 'PUT', item(cert.id), { token: tokens.sup, body: body(scan, { kind: 'ISO27001', number: 'ISMS-78' }) }),
    );
    assert.equal(fixed.state, 'SUBMITTED');
    const again = assertOk(await call(t.app, 'GET', staffItem(cert.id), { token: tokens.service }));
    assert.deepEqual(again.changedFields, ['number']);
    const approved = assertOk(await call(t.app, 'PUT', review(cert.id), { token: tokens.service, body: { decision: 'APPROVE' } }));
    assert.equal(approved.state, 'APPROVED');
    assert.equal(await waiting(), before, 'reviewed: no longer waiting');
    assert.deepEqual(
      approved.events.map((e: { action: string }) => e.action),
      ['SUBMITTED', 'REJECTED', 'UPDATED', 'APPROVED'],
    );
    assert.ok(!(await queue()).includes(cert.id));

    const listed = (await suppliers('certKind=ISO27001')).find((s) => s.id === companies.sup);
    assert.ok(listed?.badges.some((b) => b.kind === 'ISO27001'));
    const all = await suppliers('certified=true');
    assert.ok(all.every((s) => s.badges.length > 0));
    const window = await call(t.app, 'GET', apiPath('/api/showcase/:companyId', { companyId: companies.sup2 }), { token: tokens.dev });
    if (window.status === 200) assert.ok(Array.isArray(window.body.data.badges));

    const edited = assertOk(
      await call(t.app, 'PUT', item(cert.id), {
        token: tokens.sup,
        body: body(scan, { kind: 'ISO27001', number: 'ISMS-78', issuer: '新的发证机构' }),
      }),
    );
    assert.equal(edited.state, 'SUBMITTED', 'editing an approved one sends it back to review');
    assert.ok(!(await suppliers('certKind=ISO27001')).some((s) => s.id === companies.sup), 'no badge while back in review');
    assert.deepEqual(assertOk(await call(t.app, 'GET', staffItem(cert.id), { token: tokens.service })).changedFields, ['issuer']);

    assert.equal(
      assertOk(await call(t.app, 'POST', apiPath(CERT_API.withdraw, { id: cert.id }), { token: tokens.sup })).state,
      'WITHDRAWN',
    );
    assertError(await call(t.app, 'POST', apiPath(CERT_API.withdraw, { id: cert.id }), { token: tokens.sup }), 409, 'STATE_CONFLICT');
    assert.ok(!(await queue()).includes(cert.id));
    assertOk(await call(t.app, 'DELETE', item(cert.id), { token: tokens.sup }));
    assertError(await call(t.app, 'GET', item(cert.id), { token: tokens.sup }), 404, 'NOT_FOUND');
  });

  it('shows one badge per kind however many certificates of it are in force, OTHER once per name, alike on every page', async () => {
    const scan = await uploadScan(tokens.sup2);
    const approve = async (overrides: Record<string, unknown>) => {
      const cert = assertOk(await create(tokens.sup2, body(scan, overrides)));
      assertOk(await call(t.app, 'PUT', review(cert.id), { token: tokens.service, body: { decision: 'APPROVE' } }));
    };
    await approve({ kind: 'ISO14001', number: 'EMS-2025-01' });
    await approve({ kind: 'ISO14001', number: 'EMS-2025-02' });
    await approve({ kind: 'OTHER', name: '信息安全等级保护三级', number: 'DJCP-01' });
    await approve({ kind: 'OTHER', name: '信息安全等级保护三级', number: 'DJCP-02' });
    await approve({ kind: 'OTHER', name: '信创适配认证', number: 'XC-01' });

    const listed = (await suppliers('certKind=ISO14001')).find((s) => s.id === companies.sup2) as
      { badges: { kind: string; name: string | null }[] } | undefined;
    assert.ok(listed, 'the directory lists the supplier under the kind');
    const perKind = (badges: { kind: string; name: string | null }[]) => badges.map((b) => `${b.kind}:${b.name ?? ''}`);
    const directory = perKind(listed.badges);
    assert.equal(directory.filter((b) => b === 'ISO14001:').length, 1);
    assert.deepEqual(directory.filter((b) => b.startsWith('OTHER:')).sort(), ['OTHER:信创适配认证', 'OTHER:信息安全等级保护三级'].sort());
    assert.equal(new Set(directory).size, directory.length, 'no badge twice');
    // The follow button's answer reads the badges the other way (badgesOf): the same list.
    const followed = assertOk(await call(t.app, 'POST', FOLLOW_API.list, { token: tokens.dev, body: { companyId: companies.sup2 } }));
    assert.deepEqual(perKind(followed.badges), directory);
  });

  it('flags a certificate 30 days before its end once (TODO) and expires it at its end, badge gone (test clock)', async () => {
    const scan = await uploadScan(tokens.sup2);
    const cert = assertOk(await create(tokens.sup2, body(scan, { kind: 'CMMI', number: 'CMMI-3-9', validTo: '2025-08-15' })));
    assertOk(await call(t.app, 'PUT', review(cert.id), { token: tokens.service, body: { decision: 'APPROVE' } }));
    const todos = async () =>
      (
        assertOk(await call(t.app, 'GET', '/api/user/notice?type=TODO&pageSize=100', { token: tokens.sup2 })).list as { title: string }[]
      ).filter((n) => n.title.includes('资质即将到期')).length;
    const base = await todos();
    await t.app.ctx.jobs.ensureRecurring();
    await t.app.ctx.jobs.runDueJobs();
    assert.equal(await todos(), base, 'not yet within 30 days');

    t.clock.set(new Date('2025-07-20T02:00:00Z'));
    for (let i = 0; i < 2; i++) {
      t.clock.advance(2 * 60 * 60_000);
      await t.app.ctx.jobs.runDueJobs();
    }
    await signIn();
    assert.equal(await todos(), base + 1, 'flagged once');
    const flagged = assertOk(await call(t.app, 'GET', item(cert.id), { token: tokens.sup2 }));
    assert.equal(flagged.expiringSoon, true);
    assert.ok((await suppliers('certKind=CMMI')).some((s) => s.id === companies.sup2));

    t.clock.set(new Date('2025-08-16T00:30:00Z'));
    await t.app.ctx.jobs.runDueJobs();
    t.clock.advance(DAY / 12);
    await t.app.ctx.jobs.runDueJobs();
    await signIn();
    const expired = assertOk(await call(t.app, 'GET', item(cert.id), { token: tokens.sup2 }));
    assert.equal(expired.state, 'EXPIRED');
    assert.deepEqual(
      expired.events.map((e: { action: string }) => e.action),
      ['SUBMITTED', 'APPROVED', 'EXPIRING', 'EXPIRED'],
    );
    assert.ok(!(await suppliers('certKind=CMMI')).some((s) => s.id === companies.sup2), 'the badge stops showing');
    assert.equal(await todos(), base + 1);
  });
});
