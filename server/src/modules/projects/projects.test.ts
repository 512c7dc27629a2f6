import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { PROJECTS_API as P, REASONS, type Notice, type Project } from '@b2b/shared/contract';
import { jobs, projectEvents, projectMilestones, projects, projectSubmissions } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, PASSWORD, type Reply, type TestApp } from '../../test/helpers';
import { newCompany, tokenOf, uploadPdf } from '../../test/marketplace';
import { awardedResponse, DAY, delivery, demoTokens, path, plan, projectWithPlan, work, type Tokens } from './test-support';

const rating = { quality: 5, communication: 4, timeliness: 3, comment: '合作顺利' };

describe('projects: the life of a project', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
  });
  after(() => t.close());

  const as = (token: string, method: string, url: string, body?: unknown, lang?: string) => call(t.app, method, url, { token, body, lang });
  const view = async (id: string, token = k.dev): Promise<Project> => assertOk(await as(token, 'GET', path(P.project, id)));
  const stored = async (id: string) => (await t.app.ctx.db.select().from(projects).where(eq(projects.id, id)))[0];
  const milestones = (id: string) => t.app.ctx.db.select().from(projectMilestones).where(eq(projectMilestones.projectId, id));
  const notices = async (token: string): Promise<Notice[]> => assertOk(await as(token, 'GET', '/api/user/notice?pageSize=100')).list;
  /** The test clock moves, the due jobs run, and everyone signs in again (sessions end with time too). */
  async function advance(ms: number) {
    t.clock.advance(ms);
    await t.app.ctx.jobs.runDueJobs();
    k = await demoTokens(t);
  }
  /** 409 in the caller's language, and the project stored as before. */
  async function refused(reply: Reply, id: string, before: unknown) {
    assertError(reply, 409, 'STATE_CONFLICT');
    assert.equal(reply.body.msg, REASONS.STATE_CONFLICT['en-US']);
    assert.deepEqual(await stored(id), before);
  }

  it('init makes one project of an awarded response, twice the same; the supplier is told', async () => {
    const response = await awardedResponse(t, k);
    const first: Project = assertOk(await as(k.dev, 'POST', path(P.init, response.id)));
    const second: Project = assertOk(await as(k.devproj, 'POST', path(P.init, response.id)));
    assert.equal(second.id, first.id);
    assert.equal(first.status, 'STARTED');
    assert.equal(first.amount, 100_000);
    assert.equal(first.side, 'PARTY_A');
    assert.deepEqual(
      first.events.map((e) => e.action),
      ['STARTED'],
    );
    const told = (await notices(k.sup)).find((n) => n.link?.endsWith(`workstation/project/work/process/${first.id}`));
    assert.ok(told, 'the supplier is told, with a link to its work page');
    const supView = await view(first.id, k.sup);
    assert.equal(supView.side, 'SUPPLIER');
    assert.equal(supView.can.plan, false);
  });

  it('init refuses a response that is not awarded (409) and a supplier (403 by route)', async () => {
    const response = await awardedResponse(t, k);
    assertError(await as(k.sup, 'POST', path(P.init, response.id)), 403, 'FORBIDDEN');
    assertError(await as(k.dev, 'POST', path(P.init, '00000000-0000-4000-8000-000000000000')), 404, 'NOT_FOUND');
  });

  it('the plan: shares must add up to 100; while STARTED it applies; start needs a plan', async () => {
    const response = await awardedResponse(t, k);
    const project: Project = assertOk(await as(k.dev, 'POST', path(P.init, response.id)));
    const before = await stored(project.id);
    await refused(await as(k.dev, 'POST', path(P.start, project.id), undefined, 'en-US'), project.id, before);
    assertError(await as(k.dev, 'PUT', path(P.plan, project.id), plan(t, [40, 50])), 400, 'VALIDATION', ['/milestones']);
    const planned: Project = assertOk(await as(k.dev, 'PUT', path(P.plan, project.id), plan(t, [30, 30, 40])));
    assert.deepEqual(
      planned.milestonesList.map((m) => [m.state, m.share, m.amount]),
      [
        ['PLANNED', 30, 30_000],
        ['PLANNED', 30, 30_000],
        ['PLANNED', 40, 40_000],
      ],
    );
    const replanned: Project = assertOk(await as(k.dev, 'PUT', path(P.plan, project.id), plan(t)));
    assert.equal(replanned.milestonesList.length, 2);
    assert.equal(replanned.revisions.length, 0, 'no revision before the start');
    assertError(await as(k.sup, 'PUT', path(P.plan, project.id), plan(t)), 403, 'FORBIDDEN');
    const started: Project = assertOk(await as(k.dev, 'POST', path(P.start, project.id)));
    assert.equal(started.status, 'IN_PROGRESS');
    const again = await stored(project.id);
    await refused(await as(k.dev, 'POST', path(P.start, project.id), undefined, 'en-US'), project.id, again);
  });

  it("a delivery needs a file of its own company: none, another company's or an unknown one is refused and changes nothing", async () => {
    const project = await projectWithPlan(t, k);
    const [first] = project.milestonesList;
    assertOk(await as(k.sup, 'POST', path(P.progress, first.id), work()));
    const recorded = async () => ({
      project: await stored(project.id),
      milestones: await milestones(project.id),
      submissions: await t.app.ctx.db.select().from(projectSubmissions).where(eq(projectSubmissions.projectId, project.id)),
      events: await t.app.ctx.db.select().from(projectEvents).where(eq(projectEvents.projectId, project.id)),
      jobs: await t.app.ctx.db.select().from(jobs),
    });
    const before = await recorded();
    const empty = await as(k.sup, 'POST', path(P.submit, first.id), work(), 'en-US');
    assertError(empty, 400, 'DELIVERY_FILES_REQUIRED', ['/fileIds']);
    assert.equal(empty.body.msg, REASONS.DELIVERY_FILES_REQUIRED['en-US']);
    assert.equal((await as(k.sup, 'POST', path(P.submit, first.id), work())).body.msg, REASONS.DELIVERY_FILES_REQUIRED['zh-CN']);
    const devFile = await uploadPdf(t, k.dev);
    assertError(await as(k.sup, 'POST', path(P.submit, first.id), work([devFile])), 400, 'FILE_NOT_ATTACHABLE', ['/fileIds']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    assertError(await as(k.sup, 'POST', path(P.submit, first.id), work([unknown])), 400, 'FILE_NOT_ATTACHABLE', ['/fileIds']);
    assert.deepEqual(await recorded(), before, 'nothing recorded: no submission, no event, no review job, the milestone as it was');
    const now: Project = assertOk(await as(k.sup, 'POST', path(P.submit, first.id), await delivery(t, k.sup)));
    assert.equal(now.milestonesList[0].state, 'SUBMITTED');
    assert.equal(now.submissions.at(-1)!.files.length, 1);
    // party A's review closes its TODO (the next test counts the open ones)
    assertOk(await as(k.dev, 'POST', path(P.accept, first.id)));
  });

  it('milestones: progress, submit with a file, send back with a reason, resubmit, accept; refused moves change nothing', async () => {
    const project = await projectWithPlan(t, k);
    const [first, second] = project.milestonesList;
    const file = await uploadPdf(t, k.sup, 'delivery.pdf');
    // PLANNED cannot be submitted, nor accepted
    let before = await milestones(project.id);
    assertError(await as(k.sup, 'POST', path(P.submit, first.id), work([file]), 'en-US'), 409, 'STATE_CONFLICT');
    assertError(await as(k.dev, 'POST', path(P.accept, first.id)), 409, 'STATE_CONFLICT');
    assert.deepEqual(await milestones(project.id), before);
    // the wrong side by route
    assertError(await as(k.dev, 'POST', path(P.progress, first.id), work()), 403, 'FORBIDDEN');
    assertError(await as(k.sup, 'POST', path(P.accept, first.id)), 403, 'FORBIDDEN');
    // another company's file
    const devFile = await uploadPdf(t, k.dev);
    assertError(await as(k.sup, 'POST', path(P.progress, first.id), work([devFile])), 400, 'FILE_NOT_ATTACHABLE', ['/fileIds']);

    let now: Project = assertOk(await as(k.sup, 'POST', path(P.progress, first.id), work()));
    assert.equal(now.milestonesList[0].state, 'IN_PROGRESS');
    now = assertOk(await as(k.sup, 'POST', path(P.submit, first.id), work([file])));
    assert.equal(now.milestonesList[0].state, 'SUBMITTED');
    assert.equal(now.milestonesList[0].reviewEndsAt, t.clock.now().getTime() + 14 * DAY);
    const delivered = now.submissions.at(-1)!;
    assert.equal(delivered.kind, 'DELIVERY');
    assert.equal(delivered.files[0].name, 'delivery.pdf');
    const download = await t.app.inject({ method: 'GET', url: delivered.files[0].url, headers: { authorization: `Bearer ${k.dev}` } });
    assert.equal(download.statusCode, 200, 'party A downloads the delivered file through the project');
    assert.ok(download.body.startsWith('%PDF'));
    const todo = (await notices(k.dev)).find((n) => n.type === 'TODO' && n.content.includes('里程碑 1'));
    assert.ok(todo && !todo.read, 'party A has a TODO to review');
    // submitted twice: refused
    before = await milestones(project.id);
    assertError(await as(k.sup, 'POST', path(P.submit, first.id), work([file])), 409, 'STATE_CONFLICT');
    assert.deepEqual(await milestones(project.id), before);

    assertError(await as(k.dev, 'POST', path(P.sendBack, first.id), { reason: ' ' }), 400, 'VALIDATION');
    now = assertOk(await as(k.dev, 'POST', path(P.sendBack, first.id), { reason: '缺少接口文档' }));
    assert.equal(now.milestonesList[0].state, 'SENT_BACK');
    assert.equal(now.milestonesList[0].reason, '缺少接口文档');
    assert.equal(now.submissions.at(-1)!.outcome, 'SENT_BACK');
    assert.ok(
      (await notices(k.dev)).filter((n) => n.type === 'TODO' && n.content.includes('里程碑 1')).every((n) => n.read),
      'the review TODO closed',
    );
    assertError(await as(k.dev, 'POST', path(P.accept, first.id)), 409, 'STATE_CONFLICT');

    now = assertOk(await as(k.sup, 'POST', path(P.submit, first.id), work([file])));
    assert.equal(now.milestonesList[0].state, 'SUBMITTED');
    now = assertOk(await as(k.devproj, 'POST', path(P.accept, first.id)));
    assert.equal(now.milestonesList[0].state, 'ACCEPTED');
    assert.equal(now.status, 'IN_PROGRESS');
    assert.deepEqual(
      now.events.filter((e) => e.milestoneId === first.id).map((e) => [e.action, e.fromStatus, e.toStatus]),
      [
        ['PROGRESS_REPORTED', 'PLANNED', 'IN_PROGRESS'],
        ['MILESTONE_SUBMITTED', 'IN_PROGRESS', 'SUBMITTED'],
        ['MILESTONE_SENT_BACK', 'SUBMITTED', 'SENT_BACK'],
        ['MILESTONE_SUBMITTED', 'SENT_BACK', 'SUBMITTED'],
        ['MILESTONE_ACCEPTED', 'SUBMITTED', 'ACCEPTED'],
      ],
    );
    assert.equal(now.events.find((e) => e.action === 'MILESTONE_SENT_BACK')!.detail, '缺少接口文档');

    // the second by the review period (test clock)
    assertOk(await as(k.sup, 'POST', path(P.progress, second.id), work()));
    assertOk(await as(k.sup, 'POST', path(P.submit, second.id), await delivery(t, k.sup)));
    await advance(11 * DAY);
    const reminded = (await notices(k.dev)).find((n) => n.title === '验收期即将结束');
    assert.ok(reminded, 'party A is reminded 3 days before the period ends');
    assert.equal((await view(project.id)).milestonesList[1].state, 'SUBMITTED');
    await advance(3 * DAY);
    now = await view(project.id, k.sup);
    assert.equal(now.milestonesList[1].state, 'ACCEPTED');
    assert.equal(now.submissions.at(-1)!.outcome, 'ACCEPTED_BY_REVIEW_PERIOD');
    assert.equal(now.status, 'COMPLETED', 'every milestone accepted: completed');
    assert.ok(now.endedAt);
    const period = now.events.find((e) => e.action === 'REVIEW_PERIOD_PASSED')!;
    assert.equal(period.actor, '平台');
    assert.deepEqual(now.can, {
      plan: false,
      start: false,
      answerRevision: false,
      work: false,
      review: false,
      cancel: false,
      dispute: false,
      rate: true,
      resolve: false,
    });
    // ended: nothing moves
    const ended = await stored(project.id);
    await refused(await as(k.dev, 'POST', path(P.cancel, project.id), { reason: '不做了' }, 'en-US'), project.id, ended);
    await refused(await as(k.sup, 'POST', path(P.dispute, project.id), { reason: '有争议' }, 'en-US'), project.id, ended);
  });

  it('ratings: hidden until both rated, then published together; once per side; REQ may not', async () => {
    const project = await projectWithPlan(t, k);
    // before the end: refused
    assertError(await as(k.dev, 'POST', path(P.rate, project.id), rating), 409, 'STATE_CONFLICT');
    for (const m of project.milestonesList) {
      assertOk(await as(k.sup, 'POST', path(P.progress, m.id), work()));
      assertOk(await as(k.sup, 'POST', path(P.submit, m.id), await delivery(t, k.sup)));
      assertOk(await as(k.dev, 'POST', path(P.accept, m.id)));
    }
    assert.equal((await view(project.id)).status, 'COMPLETED');
    assertError(await as(k.supreq, 'POST', path(P.rate, project.id), rating), 403, 'FORBIDDEN');
    const rated: Project = assertOk(await as(k.dev, 'POST', path(P.rate, project.id), rating));
    assert.equal(rated.ratings.length, 1, 'the own rating');
    assert.equal(rated.ratingsPublished, false);
    assert.equal((await view(project.id, k.sup)).ratings.length, 0, 'hidden from the other side');
    assertError(await as(k.devproj, 'POST', path(P.rate, project.id), rating), 409, 'STATE_CONFLICT');
    const both: Project = assertOk(await as(k.sup, 'POST', path(P.rate, project.id), { ...rating, quality: 4 }));
    assert.equal(both.ratingsPublished, true);
    assert.deepEqual(both.ratings.map((r) => r.by).sort(), ['PARTY_A', 'SUPPLIER']);
    const published = await view(project.id);
    assert.equal(published.ratings.length, 2, 'both sides see both');
    assert.ok(published.supplierRating && published.supplierRating.count >= 1, "the rating feeds the supplier's");
    assert.ok(published.partyARating && published.partyARating.count >= 1);
    assert.ok((await notices(k.dev)).some((n) => n.title === '评价已公开'));
  });

  it('ratings: one side rated, published by the job 14 days after the end; rating closes then', async () => {
    const project = await projectWithPlan(t, k);
    assertOk(await as(k.dev, 'POST', path(P.cancel, project.id), { reason: '需求变更' }));
    assertOk(await as(k.sup, 'POST', path(P.cancel, project.id), { reason: '同意' }));
    assertOk(await as(k.sup, 'POST', path(P.rate, project.id), rating));
    await advance(13 * DAY);
    assert.equal((await view(project.id)).ratings.length, 0, 'still hidden after 13 days');
    await advance(DAY + 1000);
    const published = await view(project.id);
    assert.equal(published.ratingsPublished, true);
    assert.deepEqual(
      published.ratings.map((r) => r.by),
      ['SUPPLIER'],
    );
    assertError(await as(k.dev, 'POST', path(P.rate, project.id), rating), 409, 'STATE_CONFLICT');
  });

  it('cancel by agreement: proposed by one side, agreed by the other; twice by the same side is 409', async () => {
    const project = await projectWithPlan(t, k, { start: false });
    const proposed: Project = assertOk(await as(k.sup, 'POST', path(P.cancel, project.id), { reason: '团队无法按期投入' }));
    assert.equal(proposed.status, 'STARTED');
    assert.equal(proposed.cancelProposedBy, 'SUPPLIER');
    const before = await stored(project.id);
    await refused(await as(k.sup, 'POST', path(P.cancel, project.id), { reason: '再次' }, 'en-US'), project.id, before);
    assert.ok((await notices(k.dev)).some((n) => n.type === 'TODO' && n.content.includes('团队无法按期投入')));
    const cancelled: Project = assertOk(await as(k.dev, 'POST', path(P.cancel, project.id), { reason: '同意取消' }));
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.reason, '团队无法按期投入');
    assert.ok(
      (await notices(k.dev))
        .filter((n) => n.content.includes('团队无法按期投入') && n.type === 'TODO' && n.title.includes('提议'))
        .every((n) => n.read),
    );
  });

  it('a revision after the start: proposed by party A, applies only when the supplier accepts; refused keeps the plan', async () => {
    const project = await projectWithPlan(t, k);
    const [first, second] = project.milestonesList;
    const revised = {
      note: '拆分第二阶段',
      milestones: [
        {
          id: first.id,
          name: first.name,
          description: first.description,
          dueDate: first.dueDate,
          deliverables: first.deliverables,
          share: 40,
        },
        { id: second.id, name: '后端', description: '接口', dueDate: second.dueDate, deliverables: '接口', share: 30 },
        { name: '上线', description: '部署', dueDate: second.dueDate + DAY, deliverables: '上线报告', share: 30 },
      ],
    };
    let now: Project = assertOk(await as(k.dev, 'PUT', path(P.plan, project.id), revised));
    assert.equal(now.milestonesList.length, 2, 'not applied yet');
    assert.equal(now.revisions[0].status, 'PROPOSED');
    assert.equal((await view(project.id, k.sup)).can.answerRevision, true);
    assertError(await as(k.supreq, 'POST', path(P.acceptRevision, now.revisions[0].id)), 403, 'FORBIDDEN');
    now = assertOk(await as(k.sup, 'POST', path(P.rejectRevision, now.revisions[0].id)));
    assert.equal(now.revisions[0].status, 'REJECTED');
    assert.equal(now.milestonesList.length, 2);
    assertError(await as(k.sup, 'POST', path(P.acceptRevision, now.revisions[0].id)), 409, 'STATE_CONFLICT');

    now = assertOk(await as(k.dev, 'PUT', path(P.plan, project.id), revised));
    now = assertOk(await as(k.sup, 'POST', path(P.acceptRevision, now.revisions[1].id)));
    assert.deepEqual(
      now.milestonesList.map((m) => [m.name, m.share]),
      [
        [first.name, 40],
        ['后端', 30],
        ['上线', 30],
      ],
    );
    assert.deepEqual(
      now.events.filter((e) => e.action.startsWith('REVISION')).map((e) => e.action),
      ['REVISION_PROPOSED', 'REVISION_REJECTED', 'REVISION_PROPOSED', 'REVISION_ACCEPTED'],
    );
    // an accepted milestone cannot be changed by a revision
    assertOk(await as(k.sup, 'POST', path(P.progress, first.id), work()));
    assertOk(await as(k.sup, 'POST', path(P.submit, first.id), await delivery(t, k.sup)));
    assertOk(await as(k.dev, 'POST', path(P.accept, first.id)));
    const changed = {
      milestones: [
        { ...revised.milestones[0], name: '改名' },
        { ...revised.milestones[1], share: 60 },
      ],
    };
    assertError(await as(k.dev, 'PUT', path(P.plan, project.id), changed), 409, 'STATE_CONFLICT');
  });

  it('a dispute freezes the project; staff see it and resolve it (continue restarts the review period; cancel ends it)', async () => {
    const project = await projectWithPlan(t, k);
    const [first] = project.milestonesList;
    assertOk(await as(k.sup, 'POST', path(P.progress, first.id), work()));
    assertOk(await as(k.sup, 'POST', path(P.submit, first.id), await delivery(t, k.sup)));
    assertError(await as(k.service, 'GET', path(P.project, project.id)), 404, 'NOT_FOUND');
    const disputed: Project = assertOk(await as(k.sup, 'POST', path(P.dispute, project.id), { reason: '需求方迟迟不验收' }));
    assert.equal(disputed.status, 'DISPUTED');
    const frozen = await stored(project.id);
    await refused(await as(k.dev, 'POST', path(P.accept, first.id), undefined, 'en-US'), project.id, frozen);
    await refused(await as(k.dev, 'POST', path(P.dispute, project.id), { reason: '再次' }, 'en-US'), project.id, frozen);
    await advance(15 * DAY);
    assert.equal((await view(project.id)).milestonesList[0].state, 'SUBMITTED', 'no review period runs out while frozen');

    const queue = assertOk(await as(k.service, 'GET', P.disputes));
    assert.ok(queue.list.some((p: Project) => p.id === project.id && p.status === 'DISPUTED'));
    const staffTodo = (await notices(k.service)).find((n) => n.type === 'TODO' && n.content.includes('需求方迟迟不验收'));
    assert.ok(staffTodo, 'staff are told of the new dispute, with its reason');
    assert.equal(staffTodo.link, 'workstation/console?tab=disputes');
    assert.equal(staffTodo.read, false);
    assert.match(staffTodo.content, /^云帆软件对项目「/, 'the notice names the company that opened it');
    const staffTodoEn = assertOk(await as(k.service, 'GET', '/api/user/notice?pageSize=100', undefined, 'en-US')).list.find(
      (n: Notice) => n.id === staffTodo.id,
    );
    assert.match(staffTodoEn.content, /^Sail Cloud Software opened a dispute on ".+"\. Reason: 需求方迟迟不验收/);
    assert.equal((await notices(k.dev)).filter((n) => n.link === staffTodo.link).length, 0, 'the parties get no staff to-do');
    const staffView: Project = assertOk(await as(k.service, 'GET', path(P.project, project.id)));
    assert.equal(staffView.side, 'STAFF');
    assert.equal(staffView.can.resolve, true);
    const dispute = staffView.disputes[0];
    assertError(await as(k.dev, 'POST', path(P.resolve, dispute.id), { decision: 'CONTINUE', note: '继续' }), 403, 'FORBIDDEN');
    const resumed: Project = assertOk(
      await as(k.service, 'POST', path(P.resolve, dispute.id), { decision: 'CONTINUE', note: '请需求方在期限内验收' }),
    );
    assert.equal(resumed.status, 'IN_PROGRESS');
    assert.equal(resumed.disputes[0].note, '请需求方在期限内验收');
    assert.equal(resumed.milestonesList[0].reviewEndsAt, t.clock.now().getTime() + 14 * DAY);
    assertError(await as(k.service, 'POST', path(P.resolve, dispute.id), { decision: 'CANCEL', note: '取消' }), 409, 'STATE_CONFLICT');
    assert.ok((await notices(k.sup)).some((n) => n.content.includes('请需求方在期限内验收')));
    assert.equal((await notices(k.service)).find((n) => n.id === staffTodo.id)?.read, true, "the staff's to-do closes once resolved");
    const supView = await view(project.id, k.sup);
    assert.equal(supView.disputes[0].note, '请需求方在期限内验收', 'both sides see the note');

    assertOk(await as(k.dev, 'POST', path(P.dispute, project.id), { reason: '交付质量不达标' }));
    const second = (await view(project.id)).disputes.find((d) => d.status === 'OPEN')!;
    const cancelled: Project = assertOk(
      await as(k.service, 'POST', path(P.resolve, second.id), { decision: 'CANCEL', note: '双方无法达成一致' }),
    );
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.reason, '双方无法达成一致');
  });

  it("the dashboard counts the company's projects, milestones due, overdue and in review, amounts and its rating", async () => {
    const dev = await newCompany(t, 'DEV');
    const sup = await newCompany(t, 'SUP');
    const empty = assertOk(await as(dev.token, 'GET', P.dashboard));
    assert.deepEqual(empty, {
      byStatus: [],
      milestones: { dueSoon: 0, overdue: 0, inReview: 0, dueByWeek: [0, 0, 0, 0, 0, 0] },
      amounts: [],
      rating: null,
      ratingCriteria: null,
    });
    const response = await awardedResponse(t, k, sup.token, dev);
    const project: Project = assertOk(await as(dev.token, 'POST', path(P.init, response.id)));
    const milestonesDue = (days: number[]) => ({
      milestones: days.map((d, i) => ({
        name: `M${i}`,
        description: '',
        dueDate: t.clock.now().getTime() + d * DAY,
        deliverables: '',
        share: 25,
      })),
    });
    const planned: Project = assertOk(await as(dev.token, 'PUT', path(P.plan, project.id), milestonesDue([3, 5, 10, 30])));
    assertOk(await as(dev.token, 'POST', path(P.start, project.id)));
    const [a, b] = planned.milestonesList;
    assertOk(await as(sup.token, 'POST', path(P.progress, a.id), work()));
    assertOk(await as(sup.token, 'POST', path(P.submit, a.id), await delivery(t, sup.token)));
    assertOk(await as(dev.token, 'POST', path(P.accept, a.id)));
    assertOk(await as(sup.token, 'POST', path(P.progress, b.id), work()));
    assertOk(await as(sup.token, 'POST', path(P.submit, b.id), await delivery(t, sup.token)));
    t.clock.advance(6 * DAY);
    for (const account of [dev, sup]) {
      const board = assertOk(await as(await tokenOf(t, account.email, PASSWORD), 'GET', P.dashboard));
      assert.deepEqual(board.byStatus, [{ status: 'IN_PROGRESS', count: 1 }]);
      // M1 (day 5) is in review and overdue, M2 (day 10) due within 7 days, M3 (day 30) in the fourth week ahead
      assert.deepEqual(board.milestones, { dueSoon: 1, overdue: 1, inReview: 1, dueByWeek: [1, 0, 0, 1, 0, 0] });
      assert.deepEqual(board.amounts, [{ currency: 'CNY', planned: 100_000, accepted: 25_000, outstanding: 75_000 }]);
    }
    k = await demoTokens(t);
    assertError(await as(k.service, 'GET', P.dashboard), 403, 'FORBIDDEN');
  });

  it("lists the projects of the caller's company on both sides, paged and by status", async () => {
    const devList = assertOk(await as(k.dev, 'GET', `${P.list}?pageSize=100`));
    const supList = assertOk(await as(k.sup, 'GET', `${P.list}?pageSize=100`));
    assert.ok(devList.total > 0);
    assert.equal(devList.total, supList.total);
    assert.ok(devList.list.every((p: Project) => p.side === 'PARTY_A'));
    assert.ok(supList.list.every((p: Project) => p.side === 'SUPPLIER'));
    const cancelled = assertOk(await as(k.sup, 'GET', `${P.list}?status=CANCELLED`));
    assert.ok(cancelled.list.every((p: Project) => p.status === 'CANCELLED'));
    assert.equal(assertOk(await as(k.sup2, 'GET', P.list)).total, 0, 'another supplier sees none of them');
    const pages = [1, 2].map(async (page) => assertOk(await as(k.dev, 'GET', `${P.list}?pageSize=1&page=${page}`)));
    const [first, second] = await Promise.all(pages);
    assert.deepEqual([first.total, second.total], [devList.total, devList.total], 'each page carries the total');
    assert.deepEqual(
      [first.list[0].id, second.list[0].id],
      devList.list.slice(0, 2).map((p: Project) => p.id),
      'newest activity first',
    );
    const past = assertOk(await as(k.dev, 'GET', `${P.list}?pageSize=10&page=50`));
    assert.deepEqual([past.list, past.total], [[], devList.total], 'a page past the end still says how many there are');
    const pastFiltered = assertOk(await as(k.sup, 'GET', `${P.list}?status=CANCELLED&page=50`));
    assert.equal(pastFiltered.total, cancelled.total);
  });
});
