import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMANDS_API, PROJECTS_API as P, type Project, type ProjectDashboard, type ProjectSummary } from '@b2b/shared/contract';
import { files, projects, projectSubmissions } from '../../db/schema';
import { seedProjects } from '../../seed/marketplace-projects';
import { assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { demoTokens, path, type Tokens } from './test-support';

describe('projects: the demo seed', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
  });
  after(() => t.close());

  it('gives the demo companies a project in every state, through the services, once', async () => {
    const list: ProjectSummary[] = assertOk(await call(t.app, 'GET', `${P.list}?pageSize=100`, { token: k.dev })).list;
    assert.deepEqual([...new Set(list.map((p) => p.status))].sort(), ['CANCELLED', 'COMPLETED', 'DISPUTED', 'IN_PROGRESS', 'STARTED']);
    const view = async (status: string): Promise<Project> =>
      assertOk(await call(t.app, 'GET', path(P.project, list.find((p) => p.status === status)!.id), { token: k.sup }));
    const completed = await view('COMPLETED');
    assert.equal(completed.ratingsPublished, true);
    assert.equal(completed.ratings.length, 2);
    const cancelled = await view('CANCELLED');
    assert.equal(cancelled.ratingsPublished, false);
    assert.equal(cancelled.ratings.length, 1, "the supplier's own rating, hidden from party A");
    const working = await view('IN_PROGRESS');
    assert.deepEqual(
      working.milestonesList.map((m) => m.state),
      ['ACCEPTED', 'SUBMITTED', 'PLANNED'],
    );
    assert.ok(working.events.some((e) => e.action === 'MILESTONE_SENT_BACK'));
    const queue = assertOk(await call(t.app, 'GET', P.disputes, { token: k.service }));
    assert.equal(queue.list[0].status, 'DISPUTED');
    const queues = assertOk(await call(t.app, 'GET', DEMANDS_API.queues, { token: k.service }));
    assert.equal(queues.disputes, 1, "the console's card counts the open dispute");
    const count = (await t.app.ctx.db.select().from(projects)).length;
    await seedProjects(t.app.ctx.db, t.clock, t.config);
    assert.equal((await t.app.ctx.db.select().from(projects)).length, count);
  });

  it('every progress report and delivery carries real files, which both companies download through the project', async () => {
    const list: ProjectSummary[] = assertOk(await call(t.app, 'GET', `${P.list}?pageSize=100`, { token: k.dev })).list;
    const worked = list.filter((p) => p.status !== 'STARTED' && p.status !== 'CANCELLED');
    assert.equal(worked.length, 3);
    for (const summary of worked) {
      const project: Project = assertOk(await call(t.app, 'GET', path(P.project, summary.id), { token: k.dev }));
      assert.ok(project.submissions.length >= 3, `${project.title}: progress and deliveries`);
      for (const submission of project.submissions)
        assert.ok(submission.files.length > 0, `${project.title}: ${submission.kind} without a file`);
      const kinds = (kind: string) => project.submissions.filter((s) => s.kind === kind).flatMap((s) => s.files);
      assert.ok(kinds('PROGRESS').every((f) => f.contentType.startsWith('text/plain') && f.name.endsWith('.txt')));
      assert.ok(
        kinds('DELIVERY').some((f) => f.contentType === 'application/pdf' && /-v2\.pdf$/.test(f.name)),
        'the resubmitted version',
      );
      const [pdf] = kinds('DELIVERY');
      for (const token of [k.dev, k.sup]) {
        const reply = await t.app.inject({ method: 'GET', url: pdf.url, headers: { authorization: `Bearer ${token}` } });
        assert.equal(reply.statusCode, 200);
        assert.equal(reply.headers['content-type'], 'application/pdf');
        assert.equal(reply.rawPayload.subarray(0, 5).toString(), '%PDF-');
        assert.equal(reply.rawPayload.length, pdf.size);
      }
    }
  });

  it("every delivery of the demo, the directory suppliers' rated projects included, carries a file of its supplier", async () => {
    const rows = await t.app.ctx.db.select().from(projectSubmissions).where(eq(projectSubmissions.kind, 'DELIVERY'));
    assert.ok(rows.length >= 10 + 6, `the demo projects' and the directory's deliveries: ${rows.length}`);
    const stored = new Map((await t.app.ctx.db.select().from(files)).map((f) => [f.id, f]));
    for (const row of rows) {
      assert.ok(row.fileIds.length > 0, `delivery ${row.id} without a file`);
      for (const id of row.fileIds) {
        assert.equal(stored.get(id)?.companyId, row.companyId, "the supplier's own file");
        assert.equal(stored.get(id)?.status, 'ready');
      }
    }
  });

  it('the dashboard shows each company the ratings it received, published only, per criterion', async () => {
    const dev: ProjectDashboard = assertOk(await call(t.app, 'GET', P.dashboard, { token: k.dev }));
    assert.deepEqual(dev.rating, { average: 5, count: 1 }, "the cancelled project's rating is still hidden");
    assert.deepEqual(dev.ratingCriteria, { quality: 5, communication: 5, timeliness: 5 });
    const sup: ProjectDashboard = assertOk(await call(t.app, 'GET', P.dashboard, { token: k.sup }));
    assert.deepEqual(sup.rating, { average: 4.3, count: 1 });
    assert.deepEqual(sup.ratingCriteria, { quality: 5, communication: 4, timeliness: 4 });
    const listed: ProjectSummary[] = assertOk(await call(t.app, 'GET', `${P.list}?pageSize=100`, { token: k.dev })).list;
    assert.deepEqual(listed[0].supplierRating, sup.rating, 'the same figure as wherever the company appears');
    assert.equal(
      dev.byStatus.reduce((n, s) => n + s.count, 0),
      listed.length,
    );
  });
});
