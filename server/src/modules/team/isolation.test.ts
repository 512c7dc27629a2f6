import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, TEAM_API, type Invitation, type TeamOverview } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { invite, memberPath } from './test-support';

/** Each account type and another company's ids against every team endpoint. */
describe('team: access and isolation', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let galaxy: TeamOverview;
  before(async () => {
    t = await createTestApp({ seed: true });
    for (const account of ['dev', 'devproj', 'sup', 'supreq', 'ordinary', 'service']) {
      tokens[account] = (await loginAs(t.app, `${account}@demo.test`)).token;
    }
    galaxy = assertOk(await call(t.app, 'GET', TEAM_API.overview, { token: tokens.dev }));
  });
  after(() => t.close());

  const memberCalls = (id: string): [string, string][] => [
    ['POST', memberPath(TEAM_API.disable, id)],
    ['POST', memberPath(TEAM_API.enable, id)],
    ['POST', memberPath(TEAM_API.resetPassword, id)],
    ['DELETE', memberPath(TEAM_API.remove, id)],
  ];

  it('refuses sub-accounts, an ordinary member and staff on every team route', async () => {
    const someone = galaxy.members[0].userId;
    for (const account of ['devproj', 'supreq', 'ordinary', 'service']) {
      const token = tokens[account];
      assertError(await call(t.app, 'GET', TEAM_API.overview, { token }), 403, 'FORBIDDEN');
      assertError(await invite(t, token), 403, 'FORBIDDEN');
      for (const [method, url] of memberCalls(someone)) assertError(await call(t.app, method, url, { token }), 403, 'FORBIDDEN');
    }
    assertError(await call(t.app, 'GET', TEAM_API.overview), 401, 'UNAUTHENTICATED');
  });

  it("answers another company's member and invitation ids as unknown, and changes nothing", async () => {
    const theirs = galaxy.members[0].userId;
    const invitation = galaxy.invitations[0].id;
    for (const [method, url] of memberCalls(theirs)) assertError(await call(t.app, method, url, { token: tokens.sup }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'DELETE', memberPath(TEAM_API.revokeInvitation, invitation), { token: tokens.sup }), 404, 'NOT_FOUND');
    assertOk(await call(t.app, 'GET', API.userInfo, { token: tokens.devproj }));
    assert.deepEqual(assertOk(await call(t.app, 'GET', TEAM_API.overview, { token: tokens.dev })), galaxy);
  });

  it('lets no main account manage itself or pass a malformed id', async () => {
    const me = assertOk(await call(t.app, 'GET', API.userInfo, { token: tokens.dev }));
    for (const [method, url] of memberCalls(me.userId))
      assertError(await call(t.app, method, url, { token: tokens.dev }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', memberPath(TEAM_API.disable, 'not-a-uuid'), { token: tokens.dev }), 400, 'VALIDATION');
    assertOk(await call(t.app, 'GET', API.userInfo, { token: tokens.dev }));
  });

  it('takes no company from the body of an invitation', async () => {
    const reply = await call(t.app, 'POST', TEAM_API.invite, {
      token: tokens.sup,
      body: { email: 'x@example.com', type: 'PROJ', nickname: 'x', companyId: galaxy.members[0].userId },
    });
    assertError(reply, 400, 'VALIDATION', ['/companyId']);
    const ours = assertOk<Invitation>(await invite(t, tokens.sup));
    const theirs = assertOk<TeamOverview>(await call(t.app, 'GET', TEAM_API.overview, { token: tokens.dev }));
    assert.ok(!theirs.invitations.some((i) => i.id === ours.id));
  });
});
