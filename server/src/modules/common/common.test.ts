import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import { visits } from '../../db/schema';
import { PRODUCT_NAME } from '../../lib/i18n';
import { assertError, assertOk, call, createTestApp, loginAs, type TestApp } from '../../test/helpers';

describe('common data', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  it('lists countries and regions in the request language', async () => {
    const zh = assertOk(await call(t.app, 'GET', API.area, { lang: 'zh_CN' }));
    const en = assertOk(await call(t.app, 'GET', API.area, { lang: 'en_US' }));
    assert.deepEqual(zh[0], { code: 'CN', name: '中国' });
    assert.deepEqual(en[0], { code: 'CN', name: 'China' });
    assert.ok(en.length > 50);
    assert.equal(en.find((a: { code: string }) => a.code === 'US').name, 'United States');
  });

  it('lists provinces, cities and districts from GB/T 2260', async () => {
    const provinces = assertOk(await call(t.app, 'GET', API.province));
    assert.equal(provinces.length, 31);
    assert.deepEqual(provinces[0], { code: '11', name: '北京市' });
    assert.deepEqual(assertOk(await call(t.app, 'GET', `${API.city}?provinceCode=11`)), [{ code: '1101', name: '北京市' }]);
    const guangdong = assertOk(await call(t.app, 'GET', `${API.city}?provinceCode=44`));
    assert.ok(guangdong.some((c: { name: string }) => c.name === '深圳市'));
    const districts = assertOk(await call(t.app, 'GET', `${API.chinaCity}?cityCode=1101`));
    assert.ok(districts.some((d: { code: string; name: string }) => d.code === '110101' && d.name === '东城区'));
    const en = { lang: 'en_US' };
    assert.deepEqual(assertOk(await call(t.app, 'GET', API.province, en))[8], { code: '31', name: 'Shanghai' });
    assert.deepEqual(assertOk(await call(t.app, 'GET', `${API.city}?provinceCode=31`, en)), [{ code: '3101', name: 'Shanghai' }]);
    const guangdongEn = assertOk(await call(t.app, 'GET', `${API.city}?provinceCode=44`, en));
    assert.ok(guangdongEn.some((c: { code: string; name: string }) => c.code === '4403' && c.name === 'Shenzhen'));
    const xinjiang = assertOk(await call(t.app, 'GET', `${API.city}?provinceCode=65`, en));
    assert.ok(xinjiang.some((c: { name: string }) => c.name === 'Urumqi'));
    assert.ok(xinjiang.every((c: { name: string }) => /^[A-Za-z' -]+$/.test(c.name)));
    const tree = assertOk(await call(t.app, 'GET', API.chinaCity));
    assert.equal(tree.length, 31);
    assert.ok(tree.find((p: { code: string }) => p.code === '44').children.length > 15);
  });

  it('checks division codes', async () => {
    assertError(await call(t.app, 'GET', `${API.city}?provinceCode=99`), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', `${API.city}?provinceCode=abc`), 400, 'VALIDATION', ['/provinceCode']);
    assertError(await call(t.app, 'GET', API.city), 400, 'VALIDATION', ['/provinceCode']);
    assertError(await call(t.app, 'GET', `${API.city}?provinceCode=11&x=1`), 400, 'VALIDATION', ['/x']);
    assertError(await call(t.app, 'GET', `${API.chinaCity}?cityCode=9999`), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', `${API.chinaCity}?cityCode=11`), 400, 'VALIDATION', ['/cityCode']);
  });

  it('lists company types in the request language', async () => {
    const zh = assertOk(await call(t.app, 'GET', API.companyType, { lang: 'zh_CN' }));
    const en = assertOk(await call(t.app, 'GET', API.companyType, { lang: 'en_US' }));
    assert.deepEqual(zh[0], { id: 'software', name: '软件开发' });
    assert.deepEqual(en[0], { id: 'software', name: 'Software development' });
    assert.equal(zh.length, en.length);
  });

  it('gives the client its boot data', async () => {
    const en = assertOk(await call(t.app, 'GET', API.init, { lang: 'en_US' }));
    assert.equal(en.productName, 'B2B Connect');
    assert.deepEqual(en.languages, ['zh-CN', 'en-US']);
    assert.equal(en.serverTime, t.clock.now().getTime());
    assert.deepEqual(
      en.memberLevels.map((m: { level: string }) => m.level),
      ['ORDINARY', 'VIP', 'SVIP'],
    );
    assert.equal(en.companyTypes[0].name, 'Software development');
    assert.equal(assertOk(await call(t.app, 'GET', API.init)).productName, '企服通');
  });

  it('names the product as the apps do (one name in mail, notices and the header)', () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const locale = JSON.parse(readFileSync(new URL(`../../../../shared/src/i18n/locales/${lang}.json`, import.meta.url), 'utf8'));
      assert.equal(PRODUCT_NAME[lang], locale.product.name);
    }
  });

  it('lists no staff ids to a visitor, only to a signed-in caller', async () => {
    assert.deepEqual(assertOk(await call(t.app, 'GET', API.init)).customerService, []);
    assert.deepEqual(assertOk(await call(t.app, 'GET', API.init, { token: 'stale' })).customerService, []);
    const { token } = await loginAs(t.app, 'ordinary@demo.test');
    const signedIn = assertOk(await call(t.app, 'GET', API.init, { token }));
    assert.deepEqual(
      signedIn.customerService.map((c: { nickname: string }) => c.nickname),
      ['客服小美'],
    );
  });

  it('lets reference data be cached, nothing else', async () => {
    const area = await call(t.app, 'GET', API.area);
    assert.equal(area.headers['cache-control'], 'public, max-age=3600');
    assert.match(String(area.headers.vary), /Accept-Language/);
    assert.equal((await call(t.app, 'GET', `${API.city}?provinceCode=99`)).headers['cache-control'], 'no-store');
    assert.equal((await call(t.app, 'GET', API.init)).headers['cache-control'], 'no-store');
  });

  describe('addVisit', () => {
    it('counts a signed-in user once per Shanghai day', async () => {
      t.clock.set(new Date('2025-06-02T15:59:00Z'));
      const { token } = await loginAs(t.app, 'ordinary@demo.test');
      assert.deepEqual(assertOk(await call(t.app, 'PUT', API.addVisit, { token })), { date: '2025-06-02', counted: true });
      assert.deepEqual(assertOk(await call(t.app, 'PUT', API.addVisit, { token })), { date: '2025-06-02', counted: false });
      t.clock.set(new Date('2025-06-02T16:00:00Z'));
      assert.deepEqual(assertOk(await call(t.app, 'PUT', API.addVisit, { token })), { date: '2025-06-03', counted: true });
      const withBody = await call(t.app, 'PUT', API.addVisit, { token, raw: '', headers: { 'content-type': 'application/json' } });
      assert.deepEqual(assertOk(withBody), { date: '2025-06-03', counted: false });
    });

    it('counts visitors by client id, else by address', async () => {
      t.clock.set(new Date('2025-06-05T02:00:00Z'));
      const headers = { 'x-client-id': 'client-abcdef12' };
      assert.equal(assertOk(await call(t.app, 'PUT', API.addVisit, { headers })).counted, true);
      assert.equal(assertOk(await call(t.app, 'PUT', API.addVisit, { headers })).counted, false);
      assert.equal(assertOk(await call(t.app, 'PUT', API.addVisit, { ip: '198.51.100.1' })).counted, true);
      assert.equal(assertOk(await call(t.app, 'PUT', API.addVisit, { ip: '198.51.100.1' })).counted, false);
      assertError(await call(t.app, 'PUT', API.addVisit, { headers: { 'x-client-id': 'bad id!' } }), 400, 'VALIDATION', ['/x-client-id']);
    });

    it('treats a bad token on addVisit as a visitor', async () => {
      const reply = await call(t.app, 'PUT', API.addVisit, { token: 'stale', ip: '198.51.100.2' });
      assert.equal(assertOk(reply).counted, true);
    });

    it('attack: one address cannot call it without limit', async () => {
      const limited = await createTestApp({ config: { rateLimit: { ...t.config.rateLimit, visitPerIpPerHour: 3 } } });
      try {
        for (let i = 0; i < 3; i++)
          assertOk(await call(limited.app, 'PUT', API.addVisit, { ip: '203.0.113.7', headers: { 'x-client-id': `client-${i}-abcdef` } }));
        // Beyond the limit nothing is counted, and the answer is no error (an office behind one address).
        const before = (await limited.app.ctx.db.select().from(visits)).length;
        const reply = await call(limited.app, 'PUT', API.addVisit, { ip: '203.0.113.7', headers: { 'x-client-id': 'client-x-abcdef' } });
        assert.equal(assertOk(reply).counted, false);
        assert.equal((await limited.app.ctx.db.select().from(visits)).length, before);
        assert.equal(assertOk(await call(limited.app, 'PUT', API.addVisit, { ip: '203.0.113.8' })).counted, true);
      } finally {
        await limited.close();
      }
    });

    it('attack: fresh client ids cannot grow the table without bound', async () => {
      const capped = await createTestApp({ config: { visits: { maxPerDay: 3, retentionDays: 2 } } });
      try {
        capped.clock.set(new Date('2025-07-01T02:00:00Z'));
        const visit = (id: string) => call(capped.app, 'PUT', API.addVisit, { headers: { 'x-client-id': `fresh-client-${id}` } });
        for (const id of ['a', 'b', 'c']) assert.equal(assertOk(await visit(id)).counted, true);
        assert.deepEqual(assertOk(await visit('d')), { date: '2025-07-01', counted: false });
        const rows = async () => (await capped.app.ctx.db.select().from(visits)).length;
        assert.equal(await rows(), 3);
        // Three days later the old rows are purged (retention 2 days) and the day has its own cap.
        capped.clock.set(new Date('2025-07-04T02:00:00Z'));
        assert.equal(assertOk(await visit('e')).counted, true);
        assert.deepEqual(
          (await capped.app.ctx.db.select().from(visits)).map((v) => v.day),
          ['2025-07-04'],
        );
        assertError(await visit('x'.repeat(65)), 400, 'VALIDATION', ['/x-client-id']);
      } finally {
        await capped.close();
      }
    });
  });
});
