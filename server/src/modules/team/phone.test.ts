import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { API, REASONS, TEAM_API, type Invitation, type TeamOverview, type UserInfo } from '@b2b/shared/contract';
import { companyInvitations, users } from '../../db/schema';
import { MASKED_SECRET } from '../../mail/outbox';
import {
  assertError,
  assertOk,
  call,
  createTestApp,
  lastCode,
  lastOutboxRow,
  loginAs,
  PASSWORD,
  registerCompany,
  uniquePhone,
  type TestApp,
} from '../../test/helpers';
import { acceptByCode, inviteByPhone, memberPath, previewByCode, setMembership, wrongCode } from './test-support';

/** Invitation by mobile number (docs/account.md, "Sub-accounts and seats"): a text with a code, then as by mail. */
describe('team: invitation by phone code', () => {
  let t: TestApp;
  let dev: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = (await loginAs(t.app, 'dev@demo.test')).token;
  });
  after(() => t.close());

  const overview = async (token = dev) => assertOk<TeamOverview>(await call(t.app, 'GET', TEAM_API.overview, { token }));

  it('texts a code and the page address, then the code shows and accepts the invitation once', async () => {
    const phone = uniquePhone();
    const invitation = assertOk<Invitation>(await inviteByPhone(t, dev, { phone, type: 'REQ', nickname: '小李' }, 'en-US'));
    assert.deepEqual([invitation.phone, invitation.email, invitation.type, invitation.status], [phone, null, 'REQ', 'PENDING']);
    const code = await lastCode(t.app, phone);
    const text = t.mail.texts.filter((m) => m.to === phone).at(-1)!.text;
    assert.ok(text.includes('/auth/invitation') && text.includes('I have a code'), text);
    const [stored] = await t.app.ctx.db.select().from(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    assert.ok(stored.codeHash && !stored.codeHash.includes(code) && stored.tokenHash === null);

    const preview = assertOk(await previewByCode(t, phone, code, 'en-US'));
    assert.deepEqual([preview.companyName, preview.phone, preview.email, preview.type], ['Galaxy Tech', phone, null, 'REQ']);
    const session = assertOk(await acceptByCode(t, phone, code, undefined, '李工'));
    const me = assertOk<UserInfo>(await call(t.app, 'GET', API.userInfo, { token: session.token }));
    assert.deepEqual([me.type, me.nickname, me.phone, me.email], ['REQ', '李工', phone, null]);
    assertError(await acceptByCode(t, phone, code), 400, 'CODE_INVALID');
    await loginAs(t.app, phone, PASSWORD);
    const team = await overview();
    assert.ok(team.members.some((m) => m.phone === phone && m.type === 'REQ'));
    assert.ok(!team.invitations.some((i) => i.phone === phone));
  });

  it('attack: without an SMS provider the text waits in the outbox with its code masked', async () => {
    const sms = t.mail.sms;
    t.mail.sms = undefined;
    try {
      const phone = uniquePhone();
      assertOk(await inviteByPhone(t, dev, { phone }));
      const row = (await lastOutboxRow(t.app, phone))!;
      assert.equal(row.channel, 'sms');
      assert.ok(row.body.includes(MASKED_SECRET), row.body);
      assert.doesNotMatch(row.body, /\b\d{6}\b/);
    } finally {
      t.mail.sms = sms;
    }
  });

  it('counts a phone invitation as a seat like a mail one; revoking frees it and kills the code', async () => {
    const before = (await overview()).used;
    const phone = uniquePhone();
    const invitation = assertOk<Invitation>(await inviteByPhone(t, dev, { phone }));
    assert.equal((await overview()).used, before + 1);
    const code = await lastCode(t.app, phone);
    assertOk(await call(t.app, 'DELETE', memberPath(TEAM_API.revokeInvitation, invitation.id), { token: dev }));
    assert.equal((await overview()).used, before);
    assertError(await acceptByCode(t, phone, code), 400, 'CODE_INVALID');
  });

  it('refuses a number that has an account or a pending invitation, and bad input, in the caller language', async () => {
    const taken = await inviteByPhone(t, dev, { phone: '13800000001' }, 'en-US');
    assertError(taken, 409, 'ACCOUNT_EXISTS');
    const phone = uniquePhone();
    assertOk(await inviteByPhone(t, dev, { phone }));
    const twice = await inviteByPhone(t, dev, { phone }, 'en-US');
    assertError(twice, 409, 'INVITATION_PENDING');
    assert.equal(twice.body.msg, REASONS.INVITATION_PENDING['en-US']);
    assertError(await inviteByPhone(t, dev, { phone: '12345' }), 400, 'VALIDATION', ['/phone']);
    assertError(await inviteByPhone(t, dev, { nickname: ' ' }), 400, 'VALIDATION', ['/nickname']);
    assertError(await previewByCode(t, phone, 'abc'), 400, 'VALIDATION', ['/code']);
  });

  it('refuses at acceptance a number that got an account since the invitation', async () => {
    const phone = uniquePhone();
    assertOk(await inviteByPhone(t, dev, { phone }));
    const code = await lastCode(t.app, phone);
    const other = await registerCompany(t.app, 'SUP');
    await t.app.ctx.db.update(users).set({ phone }).where(eq(users.id, other.user.userId));
    assertError(await acceptByCode(t, phone, code), 409, 'ACCOUNT_EXISTS');
  });

  it('locks the invitation after five wrong codes: 409 in both languages, even with the right code; the page shows LOCKED', async () => {
    const phone = uniquePhone();
    const invitation = assertOk<Invitation>(await inviteByPhone(t, dev, { phone }));
    const code = await lastCode(t.app, phone);
    for (let i = 0; i < 4; i++) assertError(await previewByCode(t, phone, wrongCode(code)), 400, 'CODE_INVALID');
    const fifth = await acceptByCode(t, phone, wrongCode(code), 'en-US');
    assertError(fifth, 409, 'INVITATION_LOCKED');
    assert.equal(fifth.body.msg, REASONS.INVITATION_LOCKED['en-US']);
    const zh = await acceptByCode(t, phone, code, 'zh-CN');
    assertError(zh, 409, 'INVITATION_LOCKED');
    assert.equal(zh.body.msg, REASONS.INVITATION_LOCKED['zh-CN']);
    const listed = (await overview()).invitations.find((i) => i.id === invitation.id);
    assert.equal(listed?.status, 'LOCKED');
    assertOk(await call(t.app, 'DELETE', memberPath(TEAM_API.revokeInvitation, invitation.id), { token: dev }));
    assertOk(await inviteByPhone(t, dev, { phone }));
    assertOk(await previewByCode(t, phone, await lastCode(t.app, phone)));
  });

  it('gets no more tries from parallel guesses than from sequential ones', async () => {
    const phone = uniquePhone();
    const invitation = assertOk<Invitation>(await inviteByPhone(t, dev, { phone }));
    const code = await lastCode(t.app, phone);
    const replies = await Promise.all(Array.from({ length: 8 }, () => previewByCode(t, phone, wrongCode(code))));
    assert.ok(replies.every((r) => r.status === 400 || r.status === 409 || r.status === 429));
    const [row] = await t.app.ctx.db.select().from(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    assert.equal(row.codeFailures, 5);
  });

  it("answers a code used with another number like a wrong code and counts it against that number's invitation", async () => {
    const first = uniquePhone();
    const second = uniquePhone();
    assertOk(await inviteByPhone(t, dev, { phone: first }));
    const code = await lastCode(t.app, first);
    const nobody = uniquePhone();
    assertError(await acceptByCode(t, nobody, code), 400, 'CODE_INVALID');
    const theirs = assertOk<Invitation>(await inviteByPhone(t, dev, { phone: second }));
    assertError(await acceptByCode(t, second, code), 400, 'CODE_INVALID');
    const [row] = await t.app.ctx.db.select().from(companyInvitations).where(eq(companyInvitations.id, theirs.id));
    assert.equal(row.codeFailures, 1);
    assertOk(await acceptByCode(t, first, code));
  });

  it("answers another company's phone invitation id as unknown; a sub-account and an ordinary member cannot invite", async () => {
    const other = await registerCompany(t.app, 'DEV');
    await setMembership(t, other.user.companyId!, 'VIP');
    const theirs = assertOk<Invitation>(await inviteByPhone(t, other.token));
    assertError(await call(t.app, 'DELETE', memberPath(TEAM_API.revokeInvitation, theirs.id), { token: dev }), 404, 'NOT_FOUND');
    const [row] = await t.app.ctx.db.select().from(companyInvitations).where(eq(companyInvitations.id, theirs.id));
    assert.equal(row.status, 'PENDING');
    for (const account of ['devproj', 'ordinary']) {
      const token = (await loginAs(t.app, `${account}@demo.test`)).token;
      assertError(await inviteByPhone(t, token), 403, 'FORBIDDEN');
    }
    assertError(await inviteByPhone(t, ''), 401, 'UNAUTHENTICATED');
  });
});
