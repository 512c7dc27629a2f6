import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  apiPath,
  PROMOTION_API as P,
  PROMOTION_LIMITS,
  SHOWCASE_API,
  type Paged,
  type PromotionOverview,
  type PromotionStats,
  type ShowcaseCard,
} from '@b2b/shared/contract';
import { companies, inviteRedemptions, notices, showcaseExposures, showcaseVisits, users } from '../../db/schema';
import { shanghaiDay } from '../../lib/clock';
import { assertError, assertOk, call, createTestApp, PASSWORD, type TestApp } from '../../test/helpers';
import { companyOf, DAY, newCompany, tokenOf } from '../../test/marketplace';

describe('promotion: statistics, placement, invite codes', () => {
  let t: TestApp;
  let dev: string;
  let sup2: string;
  let whale: string;
  let galaxy: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = await tokenOf(t, 'dev@demo.test');
    sup2 = await tokenOf(t, 'sup2@demo.test');
    whale = await companyOf(t, 'sup2@demo.test');
    galaxy = await companyOf(t, 'dev@demo.test');
  });
  after(() => t.close());

  const overview = (token: string) => call<PromotionOverview>(t.app, 'GET', P.overview, { token });
  const stats = (token: string, query = '') => call<PromotionStats>(t.app, 'GET', `${P.stats}${query}`, { token });
  const redeem = (token: string, code: unknown, lang?: string) =>
    call<PromotionOverview>(t.app, 'POST', P.redeem, { token, body: { code }, lang });
  const companyRow = async (id: string) => (await t.app.ctx.db.select().from(companies).where(eq(companies.id, id)))[0];
  const today = () => shanghaiDay(t.clock.now());
  const daysAgo = (n: number) => shanghaiDay(new Date(t.clock.now().getTime() - n * DAY));

  it('answers every day of 7, 30 or 90 with the company’s own exposure and visits, oldest first', async () => {
    const viewers = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.companyId, galaxy));
    // Rows of whale's window and, on the same days, of another company's: only whale's count for whale.
    await t.app.ctx.db.delete(showcaseExposures);
    await t.app.ctx.db.delete(showcaseVisits);
    const rows = (companyId: string, day: string) => viewers.map((v) => ({ companyId, viewerId: v.id, day, createdAt: t.clock.now() }));
    await t.app.ctx.db.insert(showcaseExposures).values(
      [...rows(whale, today()), ...rows(whale, daysAgo(6)), ...rows(whale, daysAgo(40)), ...rows(galaxy, today())].map((r) => ({
        ...r,
        type: 'partyB' as const,
      })),
    );
    await t.app.ctx.db
      .insert(showcaseVisits)
      .values([...rows(whale, daysAgo(6)), ...rows(whale, daysAgo(89)), ...rows(whale, daysAgo(90))]);
    const n = viewers.length;
    const week = assertOk(await stats(sup2));
    assert.equal(week.days, 7);
    assert.equal(week.series.length, 7);
    assert.equal(week.series.at(-1)!.day, today());
    assert.equal(week.series[0].day, daysAgo(6));
    assert.deepEqual(week.series[0], { day: daysAgo(6), exposures: n, visits: n });
    assert.deepEqual(week.series.at(-1), { day: today(), exposures: n, visits: 0 });
    assert.deepEqual(week.totals, { exposures: 2 * n, visits: n });
    assert.deepEqual(assertOk(await stats(sup2, '?days=7')), week);
    const month = assertOk(await stats(sup2, '?days=30'));
    assert.deepEqual([month.series.length, month.totals.exposures, month.totals.visits], [30, 2 * n, n]);
    const quarter = assertOk(await stats(sup2, '?days=90'));
    assert.deepEqual([quarter.series.length, quarter.totals.exposures, quarter.totals.visits], [90, 3 * n, 2 * n]);
    // galaxy sees its own exposure only, never whale's.
    assert.deepEqual(assertOk(await stats(dev, '?days=90')).totals, { exposures: n, visits: 0 });
  });

  it('counts a visit when a viewer opens the window: once per viewer and day, a second viewer counts again', async () => {
    await t.app.ctx.db.delete(showcaseVisits);
    const window = apiPath(SHOWCASE_API.window, { companyId: whale });
    for (let i = 0; i < 3; i++) assertOk(await call(t.app, 'GET', window, { token: dev }));
    assert.equal(assertOk(await stats(sup2)).series.at(-1)!.visits, 1);
    assertOk(await call(t.app, 'GET', window, { token: await tokenOf(t, 'devproj@demo.test') }));
    assert.equal(assertOk(await stats(sup2)).series.at(-1)!.visits, 2);
    t.clock.advance(DAY);
    assertOk(await call(t.app, 'GET', window, { token: dev }));
    const days = assertOk(await stats(sup2)).series;
    assert.deepEqual([days.at(-2)!.visits, days.at(-1)!.visits], [2, 1]);
  });

  it('refuses PROJ, REQ, staff and visitors, and bad periods, changing nothing', async () => {
    for (const email of ['devproj@demo.test', 'supreq@demo.test', 'service@demo.test']) {
      const token = await tokenOf(t, email);
      assertError(await stats(token), 403, 'FORBIDDEN');
      assertError(await overview(token), 403, 'FORBIDDEN');
      assertError(await redeem(token, 'ABCDEFGH'), 403, 'FORBIDDEN');
    }
    assertError(await call(t.app, 'GET', P.stats), 401, 'UNAUTHENTICATED');
    assertError(await call(t.app, 'GET', P.overview), 401, 'UNAUTHENTICATED');
    for (const query of ['?days=5', '?days=x', '?days=-7', '?days=7&companyId=' + whale, '?days=365'])
      assertError(await stats(dev, query), 400, 'VALIDATION');
    const refused = await stats(dev, '?days=14');
    assert.equal(refused.body.msg, '提交的信息有误');
  });

  it('shows the membership in force as the placement, and where it places the company', async () => {
    const supplier = assertOk(await overview(sup2));
    const row = await companyRow(whale);
    assert.equal(supplier.placement.promoted, row.memberLevel !== 'ORDINARY');
    assert.deepEqual(supplier.placement.where, ['showcase', 'directory']);
    assert.equal(supplier.placement.expires, row.memberExpires?.getTime() ?? null);
    const plain = assertOk(await overview(await tokenOf(t, 'ordinary@demo.test')));
    assert.deepEqual([plain.placement.level, plain.placement.promoted, plain.placement.expires], ['ORDINARY', false, null]);
    assert.deepEqual(plain.placement.where, ['showcase']);
    // An ended membership is no placement.
    await t.app.ctx.db
      .update(companies)
      .set({ memberExpires: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(companies.id, whale));
    const ended = assertOk(await overview(sup2));
    assert.deepEqual([ended.placement.level, ended.placement.promoted], ['ORDINARY', false]);
    await t.app.ctx.db.update(companies).set({ memberExpires: row.memberExpires }).where(eq(companies.id, whale));
  });

  it('lists promoted windows first and marks them, as long as the membership is in force', async () => {
    const windows = async () =>
      assertOk(await call<Paged<ShowcaseCard>>(t.app, 'GET', `${SHOWCASE_API.list}?pageSize=100`, { token: dev })).list;
    const row = await companyRow(whale);
    const set = (memberLevel: 'ORDINARY' | 'SVIP', memberExpires: Date | null) =>
      t.app.ctx.db.update(companies).set({ memberLevel, memberExpires }).where(eq(companies.id, whale));
    await set('SVIP', new Date(t.clock.now().getTime() + DAY));
    let list = await windows();
    assert.ok(list.length >= 2);
    assert.deepEqual([list[0].companyId, list[0].promoted], [whale, true]);
    const flags = list.map((card) => card.promoted);
    assert.deepEqual(
      flags,
      [...flags].sort((a, b) => Number(b) - Number(a)),
      'promoted first',
    );
    await set('SVIP', new Date(t.clock.now().getTime() - 1000));
    list = await windows();
    assert.equal(list.find((card) => card.companyId === whale)?.promoted, false);
    if (list.some((card) => card.promoted)) assert.notEqual(list[0].companyId, whale, 'an ended membership is not first');
    await set(row.memberLevel as 'SVIP', row.memberExpires);
  });

  it('gives each company one invite code, the same on every call', async () => {
    const first = assertOk(await overview(dev));
    assert.match(first.invite.code, /^[A-HJ-NP-Z2-9]{8}$/);
    assert.equal(assertOk(await overview(dev)).invite.code, first.invite.code);
    assert.notEqual(assertOk(await overview(sup2)).invite.code, first.invite.code);
    assert.deepEqual([first.invite.creditDays, first.invite.limit], [PROMOTION_LIMITS.inviteCreditDays, PROMOTION_LIMITS.invitesPerCode]);
  });

  it('credits both companies once: VIP from now for an ORDINARY one, extended from the end for a VIP', async () => {
    const code = assertOk(await overview(dev)).invite.code;
    const fresh = await newCompany(t, 'SUP', { paying: false });
    const inviterBefore = await companyRow(galaxy);
    const now = t.clock.now().getTime();
    const after = assertOk(await redeem(fresh.token, code.toLowerCase()));
    assert.equal(after.redeemed?.companyName, inviterBefore.name);
    assert.equal(after.redeemUntil, null);
    assert.deepEqual([after.placement.level, after.placement.expires], ['VIP', now + 7 * DAY]);
    const inviter = await companyRow(galaxy);
    assert.equal(inviter.memberLevel, inviterBefore.memberLevel);
    const gained = inviter.memberExpires!.getTime() - inviterBefore.memberExpires!.getTime();
    // 7 days of VIP: the same on a VIP, their value as SVIP time on an SVIP.
    assert.ok(inviterBefore.memberLevel === 'VIP' ? gained === 7 * DAY : gained > 0 && gained < 7 * DAY, String(gained));
    const uses = assertOk(await overview(dev)).invite.uses;
    assert.equal(uses[0].companyName, (await companyRow(fresh.companyId)).name);
    const told = await t.app.ctx.db.select().from(notices).where(eq(notices.titleZh, '邀请奖励已到账'));
    assert.ok(told.length >= 1);
    // A second code, or the same again: refused, nothing credited twice.
    const twice = await redeem(fresh.token, assertOk(await overview(sup2)).invite.code, 'en_US');
    assertError(twice, 409, 'INVITE_ALREADY_REDEEMED');
    assert.equal(twice.body.msg, 'Your company has already used an invite code; each company may use one once');
    assertError(await redeem(fresh.token, code), 409, 'INVITE_ALREADY_REDEEMED');
    assert.equal((await companyRow(fresh.companyId)).memberExpires!.getTime(), now + 7 * DAY);
  });

  it('lets exactly one of 10 parallel redemptions of one company through', async () => {
    const code = assertOk(await overview(sup2)).invite.code;
    const racer = await newCompany(t, 'DEV', { paying: false });
    const before = (await companyRow(whale)).memberExpires!.getTime();
    const replies = await Promise.all(Array.from({ length: 10 }, () => redeem(racer.token, code)));
    assert.equal(replies.filter((r) => r.status === 200).length, 1);
    for (const reply of replies.filter((r) => r.status !== 200)) assertError(reply, 409, 'INVITE_ALREADY_REDEEMED');
    const rows = await t.app.ctx.db.select().from(inviteRedemptions).where(eq(inviteRedemptions.companyId, racer.companyId));
    assert.equal(rows.length, 1);
    const after = (await companyRow(whale)).memberExpires!.getTime();
    assert.ok(after > before && after - before <= 7 * DAY, 'the inviter credited once');
  });

  it('stops a code at its limit', async () => {
    const code = assertOk(await overview(dev)).invite.code;
    const used = assertOk(await overview(dev)).invite.uses.length;
    for (let i = used; i < PROMOTION_LIMITS.invitesPerCode; i++)
      assertOk(await redeem((await newCompany(t, 'SUP', { paying: false })).token, code));
    const last = await newCompany(t, 'SUP', { paying: false });
    assertError(await redeem(last.token, code), 409, 'INVITE_LIMIT_REACHED', ['/code']);
    assert.equal(assertOk(await overview(dev)).invite.uses.length, PROMOTION_LIMITS.invitesPerCode);
    assert.equal((await companyRow(last.companyId)).memberLevel, 'ORDINARY');
  });

  it('refuses the own code, an unknown code, bad bodies and a company registered too long ago (last: it moves the clock)', async () => {
    const own = assertOk(await overview(sup2)).invite.code;
    const self = await redeem(sup2, own, 'zh_CN');
    assertError(self, 400, 'INVITE_SELF', ['/code']);
    assert.equal(self.body.msg, '不能使用本公司的邀请码');
    assertError(await redeem(sup2, 'ZZZZZZZZ'), 404, 'INVITE_CODE_UNKNOWN', ['/code']);
    assertError(await redeem(sup2, 'no!'), 400, 'VALIDATION', ['/code']);
    assertError(await redeem(sup2, 12345678), 400, 'VALIDATION', ['/code']);
    assertError(await call(t.app, 'POST', P.redeem, { token: sup2, body: { code: own, companyId: galaxy } }), 400, 'VALIDATION');
    const late = await newCompany(t, 'DEV', { paying: false });
    assert.ok(assertOk(await overview(late.token)).redeemUntil! > t.clock.now().getTime());
    t.clock.advance((PROMOTION_LIMITS.redeemWithinDays + 1) * DAY);
    const token = await tokenOf(t, late.email, PASSWORD); // the session itself ended meanwhile
    assertError(await redeem(token, own), 409, 'INVITE_TOO_LATE');
    assert.equal(assertOk(await overview(token)).redeemUntil, null);
    assert.equal((await companyRow(late.companyId)).memberLevel, 'ORDINARY');
  });
});
