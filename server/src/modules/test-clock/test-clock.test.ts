import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PROJECTS_API as P, TEST_CLOCK_API, type AdvanceClockResult, type Project } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import { OffsetClock } from '../../lib/clock';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { tokenOf } from '../../test/marketplace';
import { DAY, delivery, demoTokens, path, projectWithPlan, work, type Tokens } from '../projects/test-support';

const env = (values: Record<string, string>) => ({ DATABASE: 'pglite', ...values }) as NodeJS.ProcessEnv;

describe('the test clock: configuration', () => {
  it('is off by default; TEST_CLOCK is refused outside demo mode and in production', () => {
    assert.equal(loadConfig(env({})).testClock, false);
    assert.equal(loadConfig(env({ DEMO: 'true', TEST_CLOCK: 'true' })).testClock, true);
    assert.throws(() => loadConfig(env({ TEST_CLOCK: 'true' })), /TEST_CLOCK=true .* refused unless DEMO=true/);
    assert.throws(() => loadConfig(env({ DEMO: 'true', TEST_CLOCK: '1', NODE_ENV: 'production' })), /TEST_CLOCK/);
  });

  it("the browser suite's clock keeps the system's pace and jumps when moved", () => {
    const clock = new OffsetClock();
    const before = Date.now();
    assert.ok(clock.now().getTime() >= before && clock.now().getTime() <= Date.now());
    clock.advance(15 * DAY);
    const moved = clock.now().getTime() - Date.now();
    assert.ok(moved > 15 * DAY - 1000 && moved <= 15 * DAY, String(moved));
  });
});

describe('the test clock: not enabled', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { demo: true } });
  });
  after(() => t.close());

  it('attack: without TEST_CLOCK the route is not registered (404) and time does not move', async () => {
    const at = t.clock.now().getTime();
    assertError(await call(t.app, 'POST', TEST_CLOCK_API.advance, { body: { ms: 15 * DAY } }), 404, 'NOT_FOUND');
    assert.equal(
      t.app.routeAccess.some((r) => r.url === TEST_CLOCK_API.advance),
      false,
    );
    assert.equal(t.clock.now().getTime(), at);
  });
});

describe('the test clock: enabled (TEST_CLOCK=true, demo mode)', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await createTestApp({ seed: true, config: { demo: true, testClock: true } });
    k = await demoTokens(t);
  });
  after(() => t.close());

  const advance = (token: string | undefined, body: unknown) => call(t.app, 'POST', TEST_CLOCK_API.advance, { token, body });

  it('attack: refused to a visitor (401), to company accounts of either side (403) and to bad input (400); time does not move', async () => {
    const at = t.clock.now().getTime();
    assertError(await advance(undefined, { ms: DAY }), 401, 'UNAUTHENTICATED');
    for (const token of [k.dev, k.devproj, k.sup, k.supreq]) assertError(await advance(token, { ms: DAY }), 403, 'FORBIDDEN');
    for (const body of [{ ms: -1 }, { ms: 1.5 }, { ms: 367 * DAY }, { ms: DAY, extra: 1 }, {}])
      assertError(await advance(k.service, body), 400, 'VALIDATION');
    assert.equal(t.clock.now().getTime(), at);
  });

  it('staff move the time past the review period: the due review job runs and the delivery counts as accepted', async () => {
    const project = await projectWithPlan(t, k);
    const [first] = project.milestonesList;
    assertOk(await call(t.app, 'POST', path(P.progress, first.id), { token: k.sup, body: work() }));
    assertOk(await call(t.app, 'POST', path(P.submit, first.id), { token: k.sup, body: await delivery(t, k.sup) }));
    const read: AdvanceClockResult = assertOk(await advance(k.service, { ms: 0 }));
    assert.equal(read.now, t.clock.now().getTime(), 'ms 0 reads the time');
    const moved: AdvanceClockResult = assertOk(await advance(k.service, { ms: 14 * DAY + 60_000 }));
    assert.equal(moved.now, read.now + 14 * DAY + 60_000);
    assert.ok(moved.ran >= 1, `the due jobs ran: ${moved.ran}`);
    const now: Project = assertOk(await call(t.app, 'GET', path(P.project, project.id), { token: await tokenOf(t, 'dev@demo.test') }));
    assert.equal(now.milestonesList[0].state, 'ACCEPTED');
    assert.equal(now.submissions.at(-1)!.outcome, 'ACCEPTED_BY_REVIEW_PERIOD');
    assert.ok(now.events.some((e) => e.action === 'REVIEW_PERIOD_PASSED'));
  });
});
