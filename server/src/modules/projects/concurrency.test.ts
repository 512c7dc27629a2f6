import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { PROJECTS_API as P, type Project } from '@b2b/shared/contract';
import { projectEvents, projects } from '../../db/schema';
import { assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { awardedResponse, DAY, delivery, demoTokens, path, projectWithPlan, work, type Tokens } from './test-support';

/** Double submission is safe: every change runs under the project's row lock and checks the state there. */
describe('projects: concurrency', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
  });
  after(() => t.close());

  const as = (token: string, method: string, url: string, body?: unknown) => call(t.app, method, url, { token, body });
  const actions = async (projectId: string, action: string) =>
    (await t.app.ctx.db.select().from(projectEvents).where(eq(projectEvents.projectId, projectId))).filter((e) => e.action === action)
      .length;

  it('a double init makes one project', async () => {
    const response = await awardedResponse(t, k);
    const replies = await Promise.all([as(k.dev, 'POST', path(P.init, response.id)), as(k.devproj, 'POST', path(P.init, response.id))]);
    const ids = replies.map((r) => (assertOk(r) as Project).id);
    assert.equal(ids[0], ids[1]);
    const rows = await t.app.ctx.db.select().from(projects).where(eq(projects.responseId, response.id));
    assert.equal(rows.length, 1);
    assert.equal(await actions(rows[0].id, 'STARTED'), 1);
  });

  it('two concurrent accepts accept once: one 200, one 409', async () => {
    const project = await projectWithPlan(t, k);
    const [first] = project.milestonesList;
    assertOk(await as(k.sup, 'POST', path(P.progress, first.id), work()));
    assertOk(await as(k.sup, 'POST', path(P.submit, first.id), await delivery(t, k.sup)));
    const replies = await Promise.all([as(k.dev, 'POST', path(P.accept, first.id)), as(k.devproj, 'POST', path(P.accept, first.id))]);
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 409]);
    assert.equal(await actions(project.id, 'MILESTONE_ACCEPTED'), 1);
  });

  it('an accept racing the review-period job: accepted once, by one of them', async () => {
    const project = await projectWithPlan(t, k);
    const [first] = project.milestonesList;
    assertOk(await as(k.sup, 'POST', path(P.progress, first.id), work()));
    assertOk(await as(k.sup, 'POST', path(P.submit, first.id), await delivery(t, k.sup)));
    t.clock.advance(14 * DAY - 60_000);
    k = await demoTokens(t);
    t.clock.advance(60_000);
    const [reply] = await Promise.all([as(k.dev, 'POST', path(P.accept, first.id)), t.app.ctx.jobs.runDueJobs()]);
    assert.ok(reply.status === 200 || reply.status === 409, String(reply.status));
    const accepted = (await actions(project.id, 'MILESTONE_ACCEPTED')) + (await actions(project.id, 'REVIEW_PERIOD_PASSED'));
    assert.equal(accepted, 1);
    const now: Project = assertOk(await as(k.dev, 'GET', path(P.project, project.id)));
    assert.equal(now.milestonesList[0].state, 'ACCEPTED');
    assert.equal(now.submissions.filter((s) => s.outcome).length, 1);
  });

  it('two sides agreeing to cancel at once, or both disputing: one state change', async () => {
    const project = await projectWithPlan(t, k);
    const replies = await Promise.all([
      as(k.dev, 'POST', path(P.dispute, project.id), { reason: '甲方争议' }),
      as(k.sup, 'POST', path(P.dispute, project.id), { reason: '乙方争议' }),
    ]);
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 409]);
    assert.equal(await actions(project.id, 'DISPUTE_OPENED'), 1);
  });
});
