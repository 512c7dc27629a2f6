import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  daysLeft,
  expiresSoon,
  membershipAfter,
  membershipAfterRefund,
  orderMayMove,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderMove,
} from '@b2b/shared/contract';
import { companies, notices, users } from '../../db/schema';
import { type TestApp } from '../../test/helpers';
import { companyOf } from '../../test/marketplace';
import { membershipExpiryJob } from './expiry';
import { DAY, membershipOf, paymentsApp } from './test-support';

describe('the order state table', () => {
  it('has exactly these moves; every other one is illegal', () => {
    const legal = new Set(['CREATED pay', 'PAID fulfil', 'CREATED cancel', 'PAID refund', 'FULFILLED refund']);
    for (const status of ORDER_STATUSES)
      for (const move of Object.keys(ORDER_TRANSITIONS) as OrderMove[])
        assert.equal(orderMayMove(status, move), legal.has(`${status} ${move}`), `${status} ${move}`);
  });
});

describe('membershipAfterRefund', () => {
  const now = Date.UTC(2026, 0, 1);
  it("takes the order's days off the end, at the current level's value; ORDINARY at once when that ends it", () => {
    const vip = { level: 'VIP' as const, expires: now + 40 * DAY };
    assert.deepEqual(membershipAfterRefund(vip, { level: 'VIP', days: 30 }, now), { level: 'VIP', expires: now + 10 * DAY });
    assert.deepEqual(membershipAfterRefund(vip, { level: 'VIP', days: 90 }, now), { level: 'ORDINARY', expires: null });
    assert.deepEqual(membershipAfterRefund({ level: 'VIP', expires: now + 30 * DAY }, { level: 'VIP', days: 30 }, now), {
      level: 'ORDINARY',
      expires: null,
    });
    // A VIP month refunded after an upgrade to SVIP: its time counted at SVIP's value.
    const svip = membershipAfterRefund({ level: 'SVIP', expires: now + 100 * DAY }, { level: 'VIP', days: 30 }, now);
    assert.equal(svip.level, 'SVIP');
    assert.equal(svip.expires, now + 100 * DAY - Math.floor((30 * DAY * 1699) / 4999));
    assert.deepEqual(membershipAfterRefund({ level: 'ORDINARY', expires: null }, { level: 'VIP', days: 30 }, now), {
      level: 'ORDINARY',
      expires: null,
    });
  });
});

describe('membershipAfter', () => {
  const now = Date.UTC(2026, 0, 1);
  it('a first purchase runs from now', () => {
    assert.deepEqual(membershipAfter({ level: 'ORDINARY', expires: null }, { level: 'VIP', days: 30 }, now), {
      level: 'VIP',
      expires: now + 30 * DAY,
    });
  });
  it('a renewal extends from the later of now and the current end', () => {
    assert.deepEqual(membershipAfter({ level: 'VIP', expires: now + 5 * DAY }, { level: 'VIP', days: 30 }, now), {
      level: 'VIP',
      expires: now + 35 * DAY,
    });
    assert.deepEqual(membershipAfter({ level: 'VIP', expires: now - 5 * DAY }, { level: 'VIP', days: 30 }, now), {
      level: 'VIP',
      expires: now + 30 * DAY,
    });
  });
  it('an upgrade converts the time left at the yearly prices; a lower plan adds its value to the higher level', () => {
    assert.deepEqual(membershipAfter({ level: 'VIP', expires: now + 4999 * 1000 }, { level: 'SVIP', days: 30 }, now), {
      level: 'SVIP',
      expires: now + 1699 * 1000 + 30 * DAY,
    });
    const after = membershipAfter({ level: 'SVIP', expires: now + DAY }, { level: 'VIP', days: 365 }, now);
    assert.equal(after.level, 'SVIP');
    assert.equal(after.expires, now + DAY + Math.floor((365 * DAY * 1699) / 4999));
  });
  it('days left and the warning window', () => {
    assert.equal(daysLeft(null, now), null);
    assert.equal(daysLeft(now + 6.5 * DAY, now), 7);
    assert.equal(expiresSoon(now + 7 * DAY, now), true);
    assert.equal(expiresSoon(now + 7 * DAY + 1, now), false);
  });
});

describe('the membership expiry job', () => {
  let t: TestApp;
  before(async () => {
    t = await paymentsApp();
  });
  after(() => t.close());

  const run = () => membershipExpiryJob.run(t.app.ctx, {}, undefined as never);
  async function noticesOf(companyId: string) {
    return t.app.ctx.db
      .select({ title: notices.titleEn, content: notices.contentEn, link: notices.link })
      .from(notices)
      .innerJoin(users, eq(users.id, notices.userId))
      .where(eq(users.companyId, companyId));
  }

  it('warns once, 7 days ahead, then downgrades at the end and says so', async () => {
    const companyId = await companyOf(t, 'sup@demo.test');
    const end = new Date(t.clock.now().getTime() + 10 * DAY);
    await t.app.ctx.db.update(companies).set({ memberLevel: 'VIP', memberExpires: end }).where(eq(companies.id, companyId));
    const before = (await noticesOf(companyId)).length;
    await run();
    assert.equal((await noticesOf(companyId)).length, before);

    t.clock.advance(3 * DAY + 60_000);
    await run();
    await run();
    const warned = (await noticesOf(companyId)).filter((n) => n.title === 'Membership ends soon');
    assert.equal(warned.length, 2); // one per account of the company (MAIN and REQ), once
    assert.match(warned[0].content, /\(7 days left\)/);
    assert.equal(warned[0].link, 'account/payment');

    t.clock.advance(7 * DAY);
    await run();
    assert.deepEqual(await membershipOf(t, companyId), { level: 'ORDINARY', expires: null });
    assert.equal((await noticesOf(companyId)).filter((n) => n.title === 'Membership ended').length, 2);
    await run();
    assert.equal((await noticesOf(companyId)).filter((n) => n.title === 'Membership ended').length, 2);
  });
});
