import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { API, REASONS, TEAM_API, type Invitation, type SubAccount, type TeamOverview, type UserInfo } from '@b2b/shared/contract';
import { users } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, loginAs, PASSWORD, uniqueEmail, type TestApp } from '../../test/helpers';
import { accept, invitationToken, invite, joinAs, memberPath } from './test-support';

describe('team: sub-accounts of a pay member', () => {
  let t: TestApp;
  let dev: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = (await loginAs(t.app, 'dev@demo.test')).token;
  });
  after(() => t.close());

  const overview = (token = dev) => call(t.app, 'GET', TEAM_API.overview, { token });

  it('shows the seats of the level, the sub-accounts and the pending invitations', async () => {
    const team = assertOk<TeamOverview>(await overview());
    assert.equal(team.memberLevel, 'SVIP');
    assert.equal(team.seats, 20);
    assert.deepEqual(
      team.members.map((m) => [m.email, m.type, m.status]),
      [['devproj@demo.test', 'PROJ', 'ACTIVE']],
    );
    assert.deepEqual(
      team.invitations.map((i) => [i.email, i.status]),
      [['new.colleague@example.com', 'PENDING']],
    );
    assert.equal(team.used, 2);
  });

  it('invites by mail; the link shows who invites, makes the account with its type once, and signs it in', async () => {
    const email = uniqueEmail('proj');
    const invitation = assertOk<Invitation>(await invite(t, dev, { email: email.toUpperCase(), type: 'PROJ', nickname: ' 小王 ' }));
    assert.deepEqual([invitation.email, invitation.nickname, invitation.status], [email, '小王', 'PENDING']);
    const token = invitationToken(t, email);
    const preview = assertOk(await call(t.app, 'POST', TEAM_API.previewInvitation, { body: { token }, lang: 'en-US' }));
    assert.deepEqual([preview.companyName, preview.email, preview.type], ['Galaxy Tech', email, 'PROJ']);

    const session = assertOk(await accept(t, token, '王工'));
    const me = assertOk<UserInfo>(await call(t.app, 'GET', API.userInfo, { token: session.token }));
    assert.deepEqual([me.type, me.role, me.nickname, me.email, me.memberLevel], ['PROJ', 'DEV', '王工', email, 'SVIP']);
    assertError(await accept(t, token), 410, 'INVITATION_INVALID');
    await loginAs(t.app, email, PASSWORD);

    const team = assertOk<TeamOverview>(await overview());
    assert.ok(team.members.some((m) => m.email === email && m.type === 'PROJ'));
    assert.ok(!team.invitations.some((i) => i.email === email));
  });

  it('refuses an address that has an account or a pending invitation, and bad input, in the caller language', async () => {
    assertError(await invite(t, dev, { email: 'sup@demo.test' }), 409, 'ACCOUNT_EXISTS');
    const email = uniqueEmail('twice');
    assertOk(await invite(t, dev, { email }));
    const twice = await invite(t, dev, { email }, 'en-US');
    assertError(twice, 409, 'INVITATION_PENDING');
    assert.equal(twice.body.msg, REASONS.INVITATION_PENDING['en-US']);
    assertError(await invite(t, dev, { type: 'MAIN' as 'PROJ' }), 400, 'VALIDATION', ['/type']);
    assertError(await invite(t, dev, { email: 'not-an-address' }), 400, 'VALIDATION', ['/email']);
    assertError(await invite(t, dev, { nickname: '   ' }), 400, 'VALIDATION', ['/nickname']);
    const token = invitationToken(t, email);
    assertError(await accept(t, token, 'x', 'short'), 400, 'VALIDATION', ['/password']);
    assertError(
      await call(t.app, 'POST', TEAM_API.acceptInvitation, { body: { token: 'f'.repeat(64), nickname: 'x', password: PASSWORD } }),
      410,
      'INVITATION_INVALID',
    );
  });

  it('revokes a pending invitation: its link stops working and its seat frees', async () => {
    const email = uniqueEmail('revoked');
    const invitation = assertOk<Invitation>(await invite(t, dev, { email }));
    const before = assertOk<TeamOverview>(await overview()).used;
    assert.equal(
      assertOk<Invitation>(await call(t.app, 'DELETE', memberPath(TEAM_API.revokeInvitation, invitation.id), { token: dev })).status,
      'REVOKED',
    );
    assert.equal(assertOk<TeamOverview>(await overview()).used, before - 1);
    assertError(await accept(t, invitationToken(t, email)), 410, 'INVITATION_INVALID');
    assertError(await call(t.app, 'DELETE', memberPath(TEAM_API.revokeInvitation, invitation.id), { token: dev }), 409, 'STATE_CONFLICT');
  });

  it('expires an invitation after its days', async () => {
    const email = uniqueEmail('late');
    assertOk(await invite(t, dev, { email }));
    const token = invitationToken(t, email);
    t.clock.advance(8 * 86_400_000);
    try {
      assertError(await accept(t, token), 410, 'INVITATION_INVALID');
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });

  it('disables a sub-account: its sessions end at once and it cannot sign in until enabled', async () => {
    const member = await joinAs(t, dev);
    const disabled = assertOk<SubAccount>(await call(t.app, 'POST', memberPath(TEAM_API.disable, member.user.userId), { token: dev }));
    assert.equal(disabled.status, 'DISABLED');
    assertError(await call(t.app, 'GET', API.userInfo, { token: member.token }), 401, 'UNAUTHENTICATED');
    const login = await call(t.app, 'POST', API.login, {
      body: { method: 'password', account: member.email, password: PASSWORD },
      lang: 'en-US',
    });
    assertError(login, 403, 'ACCOUNT_DISABLED');
    assert.equal(login.body.msg, REASONS.ACCOUNT_DISABLED['en-US']);
    assertError(await call(t.app, 'POST', memberPath(TEAM_API.disable, member.user.userId), { token: dev }), 409, 'STATE_CONFLICT');
    assert.equal(
      assertOk<SubAccount>(await call(t.app, 'POST', memberPath(TEAM_API.enable, member.user.userId), { token: dev })).status,
      'ACTIVE',
    );
    await loginAs(t.app, member.email, PASSWORD);
  });

  it('resets a password: the old one stops working, sessions end, the sub-account is mailed to set a new one', async () => {
    const member = await joinAs(t, dev, 'REQ');
    const mails = t.mail.sent.length;
    assertOk(await call(t.app, 'POST', memberPath(TEAM_API.resetPassword, member.user.userId), { token: dev }));
    assertError(await call(t.app, 'GET', API.userInfo, { token: member.token }), 401, 'UNAUTHENTICATED');
    assertError(
      await call(t.app, 'POST', API.login, { body: { method: 'password', account: member.email, password: PASSWORD } }),
      400,
      'BAD_CREDENTIALS',
    );
    const mail = t.mail.sent.slice(mails).find((m) => m.to === member.email);
    assert.ok(mail?.text.includes('/auth/forget'));
  });

  it('deletes a sub-account: signed out, gone from the list, its address free, its row kept for its work', async () => {
    const member = await joinAs(t, dev);
    assertOk(await call(t.app, 'DELETE', memberPath(TEAM_API.remove, member.user.userId), { token: dev }));
    assertError(await call(t.app, 'GET', API.userInfo, { token: member.token }), 401, 'UNAUTHENTICATED');
    assert.ok(!assertOk<TeamOverview>(await overview()).members.some((m) => m.userId === member.user.userId));
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, member.user.userId));
    assert.deepEqual([row.status, row.email, row.companyId], ['DELETED', null, member.user.companyId]);
    assertError(await call(t.app, 'POST', memberPath(TEAM_API.enable, member.user.userId), { token: dev }), 404, 'NOT_FOUND');
    assertOk(await invite(t, dev, { email: member.email }));
  });
});
