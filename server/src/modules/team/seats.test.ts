import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { REASONS, TEAM_API, type TeamOverview } from '@b2b/shared/contract';
import { companyInvitations, users } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, registerCompany, uniqueEmail, type TestApp } from '../../test/helpers';
import { accept, invitationToken, invite, inviteByPhone, setMembership } from './test-support';

/**
 * Seats are counted under the company's row lock at invitation and at acceptance, pending invitations included
 * (SEATS_BY_LEVEL). Run with DATABASE_URL for PostgreSQL, where the requests really overlap.
 */
describe('team: seats', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function payMember(level: 'VIP' | 'SVIP') {
    const main = await registerCompany(t.app, 'DEV');
    await setMembership(t, main.user.companyId!, level);
    return main;
  }
  const used = async (token: string) => assertOk<TeamOverview>(await call(t.app, 'GET', TEAM_API.overview, { token })).used;
  const pending = async (companyId: string) =>
    (await t.app.ctx.db.select().from(companyInvitations).where(eq(companyInvitations.companyId, companyId))).filter(
      (row) => row.status === 'PENDING',
    ).length;

  it('lets exactly one of 50 parallel invitations take the last free seat', async () => {
    const main = await payMember('VIP');
    for (let i = 0; i < 4; i++) assertOk(await invite(t, main.token));
    const replies = await Promise.all(Array.from({ length: 50 }, () => invite(t, main.token, {}, 'en-US')));
    assert.equal(replies.filter((r) => r.status === 200).length, 1);
    const refused = replies.filter((r) => r.status !== 200);
    assert.equal(refused.length, 49);
    for (const reply of refused) {
      assertError(reply, 409, 'SEATS_FULL');
      assert.equal(reply.body.msg, REASONS.SEATS_FULL['en-US']);
    }
    assert.equal(await pending(main.user.companyId!), 5);
    assert.equal(await used(main.token), 5);
  });

  it('counts phone invitations alike: one of 50 parallel ones, by mail and by phone, takes the last free seat', async () => {
    const main = await payMember('VIP');
    for (let i = 0; i < 2; i++) assertOk(await invite(t, main.token));
    for (let i = 0; i < 2; i++) assertOk(await inviteByPhone(t, main.token));
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? invite(t, main.token, {}, 'en-US') : inviteByPhone(t, main.token, {}, 'en-US'))),
    );
    assert.equal(replies.filter((r) => r.status === 200).length, 1);
    for (const reply of replies.filter((r) => r.status !== 200)) assertError(reply, 409, 'SEATS_FULL');
    assert.equal(await pending(main.user.companyId!), 5);
  });

  it('lets only the invitations that fit accept after a downgrade, oldest first, in parallel', async () => {
    const main = await payMember('SVIP');
    const emails = Array.from({ length: 7 }, () => uniqueEmail('race'));
    for (const email of emails) {
      assertOk(await invite(t, main.token, { email }));
      t.clock.advance(1000);
    }
    await setMembership(t, main.user.companyId!, 'VIP');
    const replies = await Promise.all(emails.map((email) => accept(t, invitationToken(t, email))));
    assert.deepEqual(
      replies.map((r) => r.status),
      [200, 200, 200, 200, 200, 409, 409],
    );
    assertError(replies[6], 409, 'SEATS_FULL');
    const members = await t.app.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, main.user.companyId!), eq(users.type, 'PROJ')));
    assert.equal(members.length, 5);
  });

  it('blocks new seats after a downgrade and never removes a member', async () => {
    const main = await payMember('VIP');
    const email = uniqueEmail('kept');
    assertOk(await invite(t, main.token, { email }));
    assertOk(await accept(t, invitationToken(t, email)));
    const waiting = uniqueEmail('waiting');
    assertOk(await invite(t, main.token, { email: waiting }));
    await setMembership(t, main.user.companyId!, 'ORDINARY');
    // The page is the pay member's: an ORDINARY main account is refused it; the members stay.
    assertError(await invite(t, main.token), 403, 'FORBIDDEN');
    assertError(await accept(t, invitationToken(t, waiting)), 409, 'SEATS_FULL');
    const [kept] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    assert.equal(kept.status, 'ACTIVE');
    await setMembership(t, main.user.companyId!, 'VIP');
    assertOk(await accept(t, invitationToken(t, waiting)));
    assert.equal(await used(main.token), 2);
  });
});
