import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  API,
  apiPath,
  HOME_API,
  RESPONSES_API as R,
  type HomeSummary,
  type Notice,
  type NoticeCounts,
  type Paged,
} from '@b2b/shared/contract';
import { notices, users } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, DAY, newCompany, publishedDemand, responseBody, tokenOf } from '../../test/marketplace';

const summaryOf = async (t: TestApp, token: string) => assertOk<HomeSummary>(await call(t.app, 'GET', HOME_API.summary, { token }));
const countsOf = async (t: TestApp, token: string) => assertOk<NoticeCounts>(await call(t.app, 'GET', API.noticeCounts, { token }));

/** GET /api/home/summary: each side's counts from its own rows, never another company's; DEV and SUP only. */
describe('home summary', () => {
  let t: TestApp;
  let dev: string;
  let sup: string;
  let devCompany: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    [dev, sup] = await Promise.all([tokenOf(t, 'dev@demo.test'), tokenOf(t, 'sup@demo.test')]);
    devCompany = await companyOf(t, 'dev@demo.test');
  });
  after(() => t.close());

  it('gives each side its own figures, with live numbers from the demo seed', async () => {
    const devHome = await summaryOf(t, dev);
    assert.equal(devHome.sup, undefined);
    assert.ok(devHome.dev);
    const total = Object.values(devHome.dev.demands).reduce((a, b) => a + b, 0);
    assert.ok(total > 0, 'the demo DEV has demands');
    const supHome = await summaryOf(t, sup);
    assert.equal(supHome.dev, undefined);
    assert.ok(supHome.sup);
    assert.ok(supHome.sup.openDemands > 0, 'the demo zone has open demands');
    assert.ok(supHome.sup.matchingDemands <= supHome.sup.openDemands);
  });

  it('follows a demand, a response and a decision through both sides', async () => {
    const devBefore = (await summaryOf(t, dev)).dev!;
    const supBefore = (await summaryOf(t, sup)).sup!;
    const demand = await publishedDemand(t, devCompany, { deadline: t.clock.now().getTime() + 3 * DAY });
    const devPublished = (await summaryOf(t, dev)).dev!;
    assert.equal(devPublished.demands.PUBLISHED, devBefore.demands.PUBLISHED + 1);
    const supSees = (await summaryOf(t, sup)).sup!;
    assert.equal(supSees.openDemands, supBefore.openDemands + 1);
    // The demo supplier is a software company of Shanghai (31), like the demand: it matches until answered.
    assert.equal(supSees.matchingDemands, supBefore.matchingDemands + 1);

    const response = assertOk<{ id: string }>(
      await call(t.app, 'POST', apiPath(R.ofDemand, { id: demand.id }), { token: sup, body: responseBody() }),
    );
    const supAnswered = (await summaryOf(t, sup)).sup!;
    assert.equal(supAnswered.matchingDemands, supBefore.matchingDemands);
    assert.equal(supAnswered.responses.active, supBefore.responses.active + 1);
    const devToEvaluate = (await summaryOf(t, dev)).dev!;
    assert.equal(devToEvaluate.responsesToEvaluate, devBefore.responsesToEvaluate + 1);

    assertOk(await call(t.app, 'PUT', apiPath(R.decision, { id: response.id }), { token: dev, body: { decision: 'SHORTLISTED' } }));
    assert.equal((await summaryOf(t, dev)).dev!.responsesToEvaluate, devBefore.responsesToEvaluate);
    const supMarked = (await summaryOf(t, sup)).sup!.responses;
    assert.equal(supMarked.shortlisted, supBefore.responses.shortlisted + 1);
    assert.equal(supMarked.marked, supBefore.responses.marked + 1);

    t.clock.advance(3 * DAY + 1000);
    const closed = (await summaryOf(t, dev)).dev!;
    assert.ok(closed.demands.CLOSED >= devPublished.demands.CLOSED + 1, 'a demand past its deadline counts as CLOSED');
    assert.equal(closed.demands.PUBLISHED + closed.demands.CLOSED, devPublished.demands.PUBLISHED + devPublished.demands.CLOSED);
  });

  it('never counts another company’s rows', async () => {
    const devBefore = await summaryOf(t, dev);
    const supBefore = await summaryOf(t, sup);
    const otherDev = await newCompany(t, 'DEV');
    const otherSup = await newCompany(t, 'SUP');
    const theirs = await publishedDemand(t, otherDev.companyId, { sealed: false });
    assertOk(await call(t.app, 'POST', apiPath(R.ofDemand, { id: theirs.id }), { token: otherSup.token, body: responseBody() }));

    const devAfter = await summaryOf(t, dev);
    assert.deepEqual(devAfter, devBefore, "another DEV's demand and its response leave the demo DEV's figures alone");
    const supAfter = await summaryOf(t, sup);
    assert.deepEqual(supAfter.sup!.responses, supBefore.sup!.responses, "another supplier's response is not the demo supplier's");
    assert.deepEqual(supAfter.sup!.work, supBefore.sup!.work);
    assert.equal(supAfter.sup!.openDemands, supBefore.sup!.openDemands + 1, 'the demand zone counts every published demand');

    const theirDev = (await summaryOf(t, otherDev.token)).dev!;
    assert.equal(theirDev.demands.PUBLISHED, 1);
    assert.equal(theirDev.responsesToEvaluate, 1);
    assert.equal(theirDev.projectsNeedingAction, 0);
    assert.equal(theirDev.milestonesInReview, 0);
    const theirSup = (await summaryOf(t, otherSup.token)).sup!;
    assert.deepEqual(theirSup.responses, { active: 1, marked: 0, shortlisted: 0, rejected: 0, awarded: 0, declined: 0 });
    assert.deepEqual(theirSup.work, { projects: 0, dueSoon: 0, overdue: 0, sentBack: 0 });
  });

  it('answers DEV and SUP accounts of any type, refuses staff (403) and visitors (401) in their language', async () => {
    for (const account of ['devproj@demo.test', 'supreq@demo.test', 'ordinary@demo.test', 'newsup@demo.test']) {
      const summary = await summaryOf(t, await tokenOf(t, account));
      assert.ok(summary.dev || summary.sup, account);
    }
    const staff = await tokenOf(t, 'service@demo.test');
    const refused = await call(t.app, 'GET', HOME_API.summary, { token: staff, lang: 'en_US' });
    assertError(refused, 403, 'FORBIDDEN');
    assert.match(refused.body.msg, /[A-Za-z]/);
    assertError(await call(t.app, 'GET', HOME_API.summary), 401, 'UNAUTHENTICATED');
    assertError(await call(t.app, 'GET', HOME_API.summary, { token: 'not-a-token' }), 401, 'UNAUTHENTICATED');
    const zh = await call(t.app, 'GET', HOME_API.summary, { lang: 'zh_CN' });
    assert.match(zh.body.msg, /[\u4e00-\u9fff]/);
  });

  it('counts the caller’s unread TODO notices only', async () => {
    const before = await summaryOf(t, dev);
    const [devUser] = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'devproj@demo.test'));
    const text = { titleZh: '待办', titleEn: 'To do', contentZh: '请处理', contentEn: 'Please handle', link: null };
    await t.app.ctx.db.insert(notices).values({ userId: devUser.id, type: 'TODO', ...text, createdAt: t.clock.now() });
    assert.equal((await summaryOf(t, dev)).todoNotices, before.todoNotices, "a colleague's notice is not the caller's");
    assert.equal((await summaryOf(t, await tokenOf(t, 'devproj@demo.test'))).todoNotices >= 1, true);
  });
});

/** GET /api/user/notice/counts: the message center's tabs, the caller's own unread notices. */
describe('notice counts', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  it('counts unread by type, drops as a notice is read, and never another account’s', async () => {
    const dev = await tokenOf(t, 'dev@demo.test');
    const sup = await tokenOf(t, 'sup@demo.test');
    const counts = await countsOf(t, dev);
    assert.equal(counts.ALL, counts.SYSTEM + counts.TODO);
    const page = assertOk<Paged<Notice>>(await call(t.app, 'GET', `${API.notice}?pageSize=100`, { token: dev }));
    const unread = page.list.filter((n) => !n.read);
    assert.equal(counts.ALL, unread.length);
    assert.ok(unread.length > 0, 'the demo DEV has unread notices');

    const supBefore = await countsOf(t, sup);
    // Another account's notice: 404, nothing changes on either side.
    assertError(await call(t.app, 'PUT', apiPath(API.noticeRead, { id: unread[0].id }), { token: sup }), 404, 'NOT_FOUND');
    assert.deepEqual(await countsOf(t, dev), counts);
    assert.deepEqual(await countsOf(t, sup), supBefore);

    assertOk(await call(t.app, 'PUT', apiPath(API.noticeRead, { id: unread[0].id }), { token: dev }));
    const after = await countsOf(t, dev);
    assert.equal(after.ALL, counts.ALL - 1);
    assert.equal(after[unread[0].type], counts[unread[0].type] - 1);
  });

  it('refuses a visitor', async () => {
    assertError(await call(t.app, 'GET', API.noticeCounts), 401, 'UNAUTHENTICATED');
  });
});
