import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { apiPath, CERT_API, FILES_API } from '@b2b/shared/contract';
import { assertOk, call, callMultipart, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { newCompany } from '../../test/marketplace';

/**
 * Every certification route against every kind of caller, with the supplier's own certificate and another
 * company's: the status each must answer. Nothing a refused call sends changes the certificate.
 */
describe('certifications: the isolation matrix', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let certId = '';
  let body: Record<string, unknown> = {};

  before(async () => {
    t = await createTestApp({ seed: true });
    for (const account of ['sup', 'supreq', 'sup2', 'sup2proj', 'dev', 'devproj', 'newsup', 'rejected', 'service'])
      tokens[account] = (await loginAs(t.app, `${account}@demo.test`)).token;
    tokens.ordinarySup = (await newCompany(t, 'SUP', { paying: false })).token;
    tokens.visitor = '';
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#999' } })
      .png()
      .toBuffer();
    const scan = assertOk<{ id: string }>(
      await callMultipart(t.app, FILES_API.uploadImage, { token: tokens.sup, fileName: 'scan.png', content: png }),
    ).id;
    body = { kind: 'ISO9001', issuer: 'CQC', number: 'Q-1', validFrom: '2025-01-01', validTo: '2026-12-31', scanFileId: scan };
    certId = assertOk(await call(t.app, 'POST', CERT_API.list, { token: tokens.sup, body })).id;
  });
  after(() => t.close());

  const supplierRoutes = () =>
    [
      ['GET', CERT_API.list, undefined],
      ['GET', apiPath(CERT_API.item, { id: certId }), undefined],
      ['PUT', apiPath(CERT_API.item, { id: certId }), body],
      ['POST', apiPath(CERT_API.withdraw, { id: certId }), undefined],
      ['DELETE', apiPath(CERT_API.item, { id: certId }), undefined],
    ] as const;
  const staffRoutes = () =>
    [
      ['GET', CERT_API.queue, undefined],
      ['GET', apiPath(CERT_API.staffItem, { id: certId }), undefined],
      ['GET', apiPath(CERT_API.staffScan, { id: certId }), undefined],
      ['PUT', apiPath(CERT_API.review, { id: certId }), { decision: 'REJECT', reason: '不通过' }],
    ] as const;

  it('answers each caller as the rules say, and nothing refused changes the certificate', async () => {
    const expected: Record<string, { supplier: number; staff: number }> = {
      visitor: { supplier: 401, staff: 401 },
      supreq: { supplier: 403, staff: 403 },
      sup2proj: { supplier: 403, staff: 403 },
      dev: { supplier: 403, staff: 403 },
      devproj: { supplier: 403, staff: 403 },
      newsup: { supplier: 403, staff: 403 },
      rejected: { supplier: 403, staff: 403 },
      service: { supplier: 403, staff: 200 },
    };
    for (const [who, want] of Object.entries(expected)) {
      for (const [method, url, value] of supplierRoutes()) {
        const reply = await call(t.app, method, url, { token: tokens[who] || undefined, body: value });
        assert.equal(reply.status, want.supplier, `${who} ${method} ${url}: ${JSON.stringify(reply.body)}`);
      }
      for (const [method, url, value] of staffRoutes().slice(0, 2)) {
        const reply = await call(t.app, method, url, { token: tokens[who] || undefined, body: value });
        assert.equal(reply.status, want.staff, `${who} ${method} ${url}`);
      }
    }
    for (const who of ['sup2', 'ordinarySup']) {
      const [list, ...own] = supplierRoutes();
      assert.equal((await call(t.app, list[0], list[1], { token: tokens[who] })).status, 200, `${who} lists its own`);
      for (const [method, url, value] of own) {
        const reply = await call(t.app, method, url, { token: tokens[who], body: value });
        assert.equal(reply.status, 404, `${who} ${method} ${url}`);
      }
      for (const [method, url, value] of staffRoutes())
        assert.equal((await call(t.app, method, url, { token: tokens[who], body: value })).status, 403);
    }
    const still = assertOk(await call(t.app, 'GET', apiPath(CERT_API.item, { id: certId }), { token: tokens.sup }));
    assert.equal(still.state, 'SUBMITTED');
    assert.deepEqual(
      still.events.map((e: { action: string }) => e.action),
      ['SUBMITTED'],
    );
  });
});
