import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PROJECTS_API as P, type Project } from '@b2b/shared/contract';
import { assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { demoTokens, path, projectWithPlan, work, type Tokens } from './test-support';

describe('smoke', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
  });
  after(() => t.close());
  it('runs', async () => {
    const project = await projectWithPlan(t, k);
    assert.equal(project.status, 'IN_PROGRESS');
    const m = project.milestonesList[0];
    const after1: Project = assertOk(await call(t.app, 'POST', path(P.progress, m.id), { token: k.sup, body: work() }));
    console.log(after1.milestonesList[0].state, after1.events.map((e) => e.action + ':' + e.actor));
  });
});
