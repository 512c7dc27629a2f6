import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { API, PROMOTION_API as P, REASONS, type PromotionOverview, type SessionResult } from '@b2b/shared/contract';
import { companies, inviteCodes, inviteRedemptions, users } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, PASSWORD, sendCode, uniqueEmail, type TestApp } from '../../test/helpers';
import { companyOf, DAY, tokenOf } from '../../test/marketplace';

/** An invite code given at registration (docs/account.md, "Invite code at registration"). */
describe('promotion: invite code at registration', () => {
  let t: TestApp;
  let dev: string;
  let galaxy: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = await tokenOf(t, 'dev@demo.test');
    galaxy = await companyOf(t, 'dev@demo.test');
  });
  after(() => t.close());

  const codeOf = async (token: string) => assertOk(await call<PromotionOverview>(t.app, 'GET', P.overview, { token })).invite.code;
  const companyRow = async (id: string) => (await t.app.ctx.db.select().from(companies).where(eq(companies.id, id)))[0];

  async function register(inviteCode: string | undefined, lang?: string, afterCode?: () => void) {
    const email = uniqueEmail('invited');
    const code = await sendCode(t.app, email, 'register');
    afterCode?.();
    const body = {
      role: 'SUP',
      companyName: `受邀公司 ${email}`,
      nickname: 'Tester',
      channel: 'mail',
      target: email,
      code,
      password: PASSWORD,
      agreeTerms: true,
      ...(inviteCode === undefined ? {} : { inviteCode }),
    };
    return { email, reply: await call<SessionResult>(t.app, 'POST', API.register, { body, lang }) };
  }

  it('redeems the code as the company is made: both credited 7 VIP days, the inviter lists the use', async () => {
    const code = await codeOf(dev);
    const inviterBefore = await companyRow(galaxy);
    const now = t.clock.now().getTime();
    const session = assertOk((await register(code.toLowerCase())).reply);
    const own = await companyRow(session.user.companyId!);
    assert.deepEqual([own.memberLevel, own.memberExpires?.getTime()], ['VIP', now + 7 * DAY]);
    assert.ok((await companyRow(galaxy)).memberExpires!.getTime() > inviterBefore.memberExpires!.getTime());
    const [row] = await t.app.ctx.db.select().from(inviteRedemptions).where(eq(inviteRedemptions.companyId, own.id));
    assert.deepEqual([row.inviterCompanyId, row.redeemedBy], [galaxy, session.user.userId]);
    const overview = assertOk(await call<PromotionOverview>(t.app, 'GET', P.overview, { token: session.token }));
    assert.equal(overview.redeemed?.companyName, inviterBefore.name);
    assert.equal(overview.redeemUntil, null);
  });

  it('refuses an unknown code on its field, in the caller language, before the verification code is spent', async () => {
    const { email, reply } = await register('ZZZZZZZZ', 'en-US');
    assertError(reply, 404, 'INVITE_CODE_UNKNOWN', ['/inviteCode']);
    assert.equal(reply.body.msg, REASONS.INVITE_CODE_UNKNOWN['en-US']);
    assert.equal((await t.app.ctx.db.select().from(users).where(eq(users.email, email))).length, 0);
    const zh = (await register('ZZZZZZZZ', 'zh-CN')).reply;
    assert.equal(zh.body.msg, REASONS.INVITE_CODE_UNKNOWN['zh-CN']);
    assertError((await register('no!')).reply, 400, 'VALIDATION', ['/inviteCode']);
  });

  it('registers without an invite code as before', async () => {
    const session = assertOk((await register(undefined)).reply);
    assert.equal((await companyRow(session.user.companyId!)).memberLevel, 'ORDINARY');
  });

  it('registers without the credit when the code fails after its check (its company gone meanwhile)', async () => {
    const sup = await tokenOf(t, 'sup@demo.test');
    const code = await codeOf(sup);
    // The check before the verification code passes; the code's company is unreachable from the transaction on.
    const original = t.app.ctx.db.transaction.bind(t.app.ctx.db);
    const wrap = () => {
      t.app.ctx.db.transaction = (async (fn: Parameters<typeof original>[0]) =>
        original(async (tx) => {
          await tx.delete(inviteCodes).where(eq(inviteCodes.code, code));
          return fn(tx);
        })) as typeof original;
    };
    try {
      const session = assertOk((await register(code, undefined, wrap)).reply);
      assert.equal((await companyRow(session.user.companyId!)).memberLevel, 'ORDINARY');
    } finally {
      t.app.ctx.db.transaction = original;
    }
  });
});
