import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { PROJECTS_API as P, type Project } from '@b2b/shared/contract';
import { projectDisputes, projectMilestones, projectRatings, projects, projectSubmissions } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { newCompany, uploadPdf } from '../../test/marketplace';
import { demoTokens, path, plan, projectWithPlan, work, type Tokens } from './test-support';

const rating = { quality: 5, communication: 5, timeliness: 5, comment: '好' };

/**
 * Who may see and do what on a project (docs/marketplace.md, "Delivery: access"): the two companies
 * only (404 to anyone else, staff until a dispute), party A plans and reviews, the supplier works,
 * REQ accounts read only (403), the wrong side is refused by route (403).
 */
describe('projects: the isolation matrix', () => {
  let t: TestApp;
  let k: Tokens;
  let others: Record<string, string>;
  let project: Project;
  let ended: Project;
  let file: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
    others = { otherDev: (await newCompany(t, 'DEV')).token, otherSup: (await newCompany(t, 'SUP')).token, sup2: k.sup2 };
    project = await projectWithPlan(t, k);
    file = await uploadPdf(t, k.sup);
    const [first] = project.milestonesList;
    assertOk(await call(t.app, 'POST', path(P.progress, first.id), { token: k.sup, body: work([file]) }));
    assertOk(await call(t.app, 'POST', path(P.submit, first.id), { token: k.sup, body: work([file]) }));
    const kept = project.milestonesList.map(({ id, name, description, dueDate, deliverables }) => ({
      id,
      name,
      description,
      dueDate,
      deliverables,
      share: 50,
    }));
    project = assertOk(await call(t.app, 'PUT', path(P.plan, project.id), { token: k.dev, body: { milestones: kept } }));
    ended = await projectWithPlan(t, k, { start: false });
    assertOk(await call(t.app, 'POST', path(P.cancel, ended.id), { token: k.dev, body: { reason: '取消' } }));
    assertOk(await call(t.app, 'POST', path(P.cancel, ended.id), { token: k.sup, body: { reason: '同意' } }));
    assertOk(await call(t.app, 'POST', path(P.rate, ended.id), { token: k.dev, body: rating }));
  });
  after(() => t.close());

  const snapshot = async () => ({
    projects: await t.app.ctx.db.select().from(projects).where(eq(projects.id, project.id)),
    milestones: await t.app.ctx.db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.id)),
    submissions: await t.app.ctx.db.select().from(projectSubmissions).where(eq(projectSubmissions.projectId, project.id)),
    disputes: await t.app.ctx.db.select().from(projectDisputes),
    ratings: await t.app.ctx.db.select().from(projectRatings),
  });
  /** Every call on the project, its milestone, submission file, revision, dispute and rating. */
  const calls = () => {
    const [first, second] = project.milestonesList;
    const reason = { reason: '理由充分' };
    return [
      ['GET', path(P.project, project.id)],
      ['GET', `/api/projects/${project.id}/files/${file}`],
      ['PUT', path(P.plan, project.id), plan(t)],
      ['POST', path(P.start, project.id)],
      ['POST', path(P.acceptRevision, project.revisions[0].id)],
      ['POST', path(P.rejectRevision, project.revisions[0].id)],
      ['POST', path(P.progress, second.id), work()],
      ['POST', path(P.submit, second.id), work([file])],
      ['POST', path(P.accept, first.id)],
      ['POST', path(P.sendBack, first.id), reason],
      ['POST', path(P.cancel, project.id), reason],
      ['POST', path(P.dispute, project.id), reason],
      ['POST', path(P.rate, ended.id), rating],
    ] as const;
  };

  it("answers 404 to another DEV company, another supplier and a third company's supplier, and changes nothing", async () => {
    const before = await snapshot();
    for (const [who, token] of Object.entries(others)) {
      for (const [method, url, body] of calls()) {
        const reply = await call(t.app, method, url, { token, body });
        // The other side's calls are refused by route first (403): a DEV never reaches the supplier's, nor the reverse.
        assert.ok(reply.status === 404 || reply.status === 403, `${who} ${method} ${url}: ${reply.status}`);
        if (reply.status === 403) assert.equal(reply.body.data.reason, 'FORBIDDEN');
        else assert.equal(reply.body.data.reason, 'NOT_FOUND');
      }
      assert.equal(assertOk(await call(t.app, 'GET', P.list, { token })).total, 0, `${who} lists none`);
    }
    // what each may reach by route is 404: the reads, and its own side's writes
    for (const [method, url, body] of calls().filter(([m]) => m === 'GET'))
      for (const token of Object.values(others)) assertError(await call(t.app, method, url, { token, body }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(P.accept, project.milestonesList[0].id), { token: others.otherDev }), 404, 'NOT_FOUND');
    assertError(
      await call(t.app, 'POST', path(P.submit, project.milestonesList[1].id), { token: others.sup2, body: work([file]) }),
      404,
      'NOT_FOUND',
    );
    assertError(await call(t.app, 'POST', path(P.rate, ended.id), { token: others.sup2, body: rating }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(P.acceptRevision, project.revisions[0].id), { token: others.otherSup }), 404, 'NOT_FOUND');
    assert.deepEqual(await snapshot(), before);
  });

  it('REQ sub-accounts read and list, and every write is 403', async () => {
    const before = await snapshot();
    assert.equal(assertOk(await call(t.app, 'GET', path(P.project, project.id), { token: k.supreq })).id, project.id);
    assert.ok(assertOk(await call(t.app, 'GET', P.list, { token: k.supreq })).total > 0);
    const view: Project = assertOk(await call(t.app, 'GET', path(P.project, project.id), { token: k.supreq }));
    assert.ok(
      Object.values(view.can).every((may) => may === false),
      'a REQ account is offered nothing',
    );
    for (const [method, url, body] of calls().filter(([m]) => m !== 'GET')) {
      const reply = await call(t.app, method, url, { token: k.supreq, body });
      assertError(reply, 403, 'FORBIDDEN');
    }
    assert.deepEqual(await snapshot(), before);
  });

  it('the wrong side is refused by route: party A cannot work, the supplier cannot plan or review', async () => {
    const [first, second] = project.milestonesList;
    assertError(await call(t.app, 'POST', path(P.submit, second.id), { token: k.dev, body: work([file]) }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', path(P.acceptRevision, project.revisions[0].id), { token: k.dev }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'PUT', path(P.plan, project.id), { token: k.sup, body: plan(t) }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', path(P.accept, first.id), { token: k.sup }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', path(P.start, project.id), { token: k.sup }), 403, 'FORBIDDEN');
  });

  it('staff: 404 on a project without a dispute, refused on every party call; unpaid or unapproved accounts refused by route', async () => {
    assertError(await call(t.app, 'GET', path(P.project, project.id), { token: k.service }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', P.list, { token: k.service }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', path(P.dispute, project.id), { token: k.service, body: { reason: '理由' } }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', P.disputes, { token: k.dev }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', P.list, { token: k.newsup }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', P.list), 401, 'UNAUTHENTICATED');
  });

  it("a file is served only when it is one of the project's submissions", async () => {
    const devFile = await uploadPdf(t, k.dev);
    assertError(await call(t.app, 'GET', `/api/projects/${project.id}/files/${devFile}`, { token: k.dev }), 404, 'NOT_FOUND');
    const unsent = await uploadPdf(t, k.sup);
    assertError(await call(t.app, 'GET', `/api/projects/${project.id}/files/${unsent}`, { token: k.dev }), 404, 'NOT_FOUND');
  });
});
