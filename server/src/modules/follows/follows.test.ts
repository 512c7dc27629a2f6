import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiPath, DIRECTORY_API, FOLLOW_API as F, type CompanyCard, type FollowedCompany, type Paged } from '@b2b/shared/contract';
import { companyFollows } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, tokenOf } from '../../test/marketplace';

describe('company follows', () => {
  let t: TestApp;
  let dev: string;
  let sup: string;
  let whale: string;
  let galaxy: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = await tokenOf(t, 'dev@demo.test');
    sup = await tokenOf(t, 'sup@demo.test');
    whale = await companyOf(t, 'sup2@demo.test');
    galaxy = await companyOf(t, 'dev@demo.test');
  });
  after(() => t.close());

  const follow = (companyId: string, token = dev, lang?: string) =>
    call<FollowedCompany>(t.app, 'POST', F.list, { token, body: { companyId }, lang });
  const unfollow = (companyId: string, token = dev) => call(t.app, 'DELETE', apiPath(F.item, { id: companyId }), { token });
  const list = (token = dev, query = '') => call<Paged<FollowedCompany>>(t.app, 'GET', `${F.list}?${query || 'pageSize=100'}`, { token });

  it('follows a supplier once (a replay keeps the first date), lists it first, marks it in the directory, unfollows', async () => {
    const first = assertOk(await follow(whale));
    assert.deepEqual([first.id, first.nameEn, first.followed, first.role], [whale, 'Blue Whale IT', true, 'SUP']);
    t.clock.advance(60_000);
    const again = assertOk(await follow(whale));
    assert.equal(again.followedAt, first.followedAt);
    const rows = await t.app.ctx.db.select().from(companyFollows);
    assert.equal(rows.filter((r) => r.followedCompanyId === whale && r.companyId === galaxy).length, 1);
    const mine = assertOk(await list());
    assert.equal(mine.list[0].id, whale);
    assert.equal(mine.total, 3); // the seed's two and this one
    const card = (await call<Paged<CompanyCard>>(t.app, 'GET', `${DIRECTORY_API.suppliers}?keyword=Whale`, { token: dev })).body.data
      .list[0];
    assert.equal(card.followed, true);
    assert.equal(assertOk(await unfollow(whale)), null);
    assert.equal(assertOk(await unfollow(whale)), null);
    assert.ok(!assertOk(await list()).list.some((c) => c.id === whale));
    assert.equal(assertOk(await list(dev, 'page=2&pageSize=1')).list.length, 1);
  });

  it("is the company's: a sub-account's follow is the main account's too, and no other company sees or removes it", async () => {
    assertOk(await follow(whale, await tokenOf(t, 'devproj@demo.test')));
    assert.ok(assertOk(await list()).list.some((c) => c.id === whale));
    assert.ok(!assertOk(await list(sup)).list.some((c) => c.id === whale));
    assert.equal(assertOk(await unfollow(whale, sup)), null);
    assert.ok(
      assertOk(await list()).list.some((c) => c.id === whale),
      "another company's delete touches only its own rows",
    );
    // A supplier follows a party A: the other direction works the same.
    assert.equal(assertOk(await follow(galaxy, sup)).role, 'DEV');
    assert.deepEqual(
      assertOk(await list(sup)).list.map((c) => c.id),
      [galaxy],
    );
  });

  it('refuses its own company, unknown or unlisted companies, bad input, visitors and staff, changing nothing', async () => {
    const before = (await t.app.ctx.db.select().from(companyFollows)).length;
    const self = await follow(galaxy, dev, 'en_US');
    assertError(self, 400, 'FOLLOW_SELF');
    assert.equal(self.body.msg, 'You cannot follow your own company');
    assert.equal((await follow(galaxy, dev, 'zh_CN')).body.msg, '不能关注自己的公司');
    assertError(await follow(randomUUID()), 404, 'NOT_FOUND');
    assertError(await follow(await companyOf(t, 'newsup@demo.test')), 404, 'NOT_FOUND');
    assertError(await follow(await companyOf(t, 'rejected@demo.test')), 404, 'NOT_FOUND');
    assertError(await follow(await companyOf(t, 'service@demo.test')), 404, 'NOT_FOUND');
    assertError(await follow('x'), 400, 'VALIDATION', ['/companyId']);
    assertError(await call(t.app, 'POST', F.list, { token: dev, body: { companyId: whale, extra: 1 } }), 400, 'VALIDATION');
    assertError(await unfollow('x'), 400, 'VALIDATION');
    assertError(await list(dev, 'pageSize=1000'), 400, 'VALIDATION', ['/pageSize']);
    assertError(await call(t.app, 'POST', F.list, { body: { companyId: whale } }), 401, 'UNAUTHENTICATED');
    assertError(await call(t.app, 'GET', F.list), 401, 'UNAUTHENTICATED');
    const staff = await tokenOf(t, 'service@demo.test');
    assertError(await follow(whale, staff), 403, 'FORBIDDEN');
    assertError(await list(staff), 403, 'FORBIDDEN');
    assert.equal((await t.app.ctx.db.select().from(companyFollows)).length, before);
  });
});
