import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { CHAT_API as API, type ServiceSession } from '@b2b/shared/contract';
import type { Caller } from '../../db/rows';
import { chatServiceSessions } from '../../db/schema';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import { sendMessage } from './messages/send';
import { endService, pickService, startService, transferService } from './service/sessions';
import { accounts, chatTestApp, newMember, path, tokenOf } from './test-support';

async function byStatus(t: TestApp) {
  const rows = await t.app.ctx.db
    .select({ status: chatServiceSessions.status, n: count() })
    .from(chatServiceSessions)
    .groupBy(chatServiceSessions.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

async function loads(t: TestApp): Promise<Map<string, number>> {
  const rows = await t.app.ctx.db
    .select({ staffId: chatServiceSessions.staffId, n: count() })
    .from(chatServiceSessions)
    .where(eq(chatServiceSessions.status, 'ASSIGNED'))
    .groupBy(chatServiceSessions.staffId);
  return new Map(rows.map((row) => [row.staffId!, Number(row.n)]));
}

describe('customer service: the queue', () => {
  let t: TestApp;
  let staff: Caller[];
  let customers: Caller[];
  let started: ServiceSession[];
  before(async () => {
    t = await chatTestApp();
    staff = await accounts(t, 'CUSTOMER', 5);
    customers = await accounts(t, 'DEV', 50);
    started = [];
    for (const customer of customers) {
      t.clock.advance(1000);
      started.push(await startService(t.app.ctx, customer));
    }
  });
  after(() => t?.close());

  it('50 waiting, 5 staff of capacity 3: exactly 15 assigned (the first 15), 35 waiting, nobody above 3', async () => {
    assert.deepEqual(await byStatus(t), { ASSIGNED: 15, WAITING: 35 });
    assert.deepEqual([...(await loads(t)).values()], [3, 3, 3, 3, 3]);
    assert.deepEqual(
      started.map((s) => s.status),
      [...Array(15).fill('ASSIGNED'), ...Array(35).fill('WAITING')],
    );
    // Asking again answers the open conversation.
    const again = await startService(t.app.ctx, customers[20]);
    assert.equal(again.conversationId, started[20].conversationId);
  });

  it('a conversation without a first reply in time goes back to the end of the queue; the first waiting takes its seat', async () => {
    const assigned = started.slice(0, 15);
    const quiet = assigned[4];
    for (const session of assigned) {
      if (session === quiet) continue;
      const member = staff.find((s) => s.user.id === session.staffId)!;
      await sendMessage(t.app.ctx, member, {
        conversationId: session.conversationId,
        clientMsgId: randomUUID(),
        kind: 'TEXT',
        body: '您好，请问有什么可以帮您？',
      });
    }
    t.clock.advance(t.config.chat.serviceReplyMs + 1);
    await t.app.ctx.jobs.runDueJobs();
    const [row] = await t.app.ctx.db.select().from(chatServiceSessions).where(eq(chatServiceSessions.conversationId, quiet.conversationId));
    assert.equal(row.status, 'WAITING');
    const [next] = await t.app.ctx.db
      .select()
      .from(chatServiceSessions)
      .where(eq(chatServiceSessions.conversationId, started[15].conversationId));
    assert.deepEqual([next.status, next.staffId], ['ASSIGNED', quiet.staffId]);
    assert.deepEqual(await byStatus(t), { ASSIGNED: 15, WAITING: 35 });
    assert.ok([...(await loads(t)).values()].every((n) => n === 3));
    // The staff member who did not answer no longer reads it.
    const former = staff.find((s) => s.user.id === quiet.staffId)!;
    assertError(await call(t.app, 'GET', path(API.history, quiet.conversationId), { token: await tokenOf(t, former) }), 404, 'NOT_FOUND');
  });

  it('staff pick within their capacity, end, and transfer to a colleague with room, who reads the history', async () => {
    const [first] = staff;
    const waiting = started[30];
    await assert.rejects(pickService(t.app.ctx, first, waiting.conversationId), { reason: 'CHAT_SERVICE_FULL' });
    const own = (await t.app.ctx.db.select().from(chatServiceSessions).where(eq(chatServiceSessions.staffId, first.user.id)))[0];
    await endService(t.app.ctx, first, own.conversationId);
    assert.deepEqual(await byStatus(t), { ASSIGNED: 15, WAITING: 34, ENDED: 1 }, 'the freed seat went to the queue at once');
    const mine = (await t.app.ctx.db.select().from(chatServiceSessions).where(eq(chatServiceSessions.staffId, first.user.id)))[0];
    await sendMessage(t.app.ctx, first, { conversationId: mine.conversationId, clientMsgId: 'hello', kind: 'TEXT', body: 'hello' });
    await assert.rejects(transferService(t.app.ctx, first, mine.conversationId, staff[1].user.id), { reason: 'CHAT_SERVICE_FULL' });
    t.config.chat.serviceCapacity = 4;
    try {
      const moved = await transferService(t.app.ctx, first, mine.conversationId, staff[1].user.id);
      assert.equal(moved.staffId, staff[1].user.id);
    } finally {
      t.config.chat.serviceCapacity = 3;
    }
    const history = assertOk(await call(t.app, 'GET', path(API.history, mine.conversationId), { token: await tokenOf(t, staff[1]) }));
    assert.ok(
      history.list.some((m: { body: string }) => m.body === 'hello'),
      'what was written before the transfer',
    );
    assertError(await call(t.app, 'GET', path(API.history, mine.conversationId), { token: await tokenOf(t, first) }), 404, 'NOT_FOUND');
  });

  it('by REST: a pay member starts, staff see the queue; others are refused', async () => {
    const member = await newMember(t, 'SUP');
    t.clock.advance(1000);
    const session = assertOk<ServiceSession>(await call(t.app, 'POST', API.serviceStart, { token: member.token }));
    assert.equal(session.status, 'WAITING');
    const staffToken = await tokenOf(t, staff[2]);
    const queue = assertOk(await call(t.app, 'GET', `${API.serviceQueue}?pageSize=100`, { token: staffToken }));
    assert.equal(queue.list.at(-1).conversationId, session.conversationId);
    assertError(await call(t.app, 'POST', path(API.servicePick, session.conversationId), { token: staffToken }), 409, 'CHAT_SERVICE_FULL');
    const mine = assertOk(await call(t.app, 'GET', API.serviceMine, { token: staffToken }));
    assert.equal(mine.total, 3);
    assertError(await call(t.app, 'GET', API.serviceQueue, { token: member.token }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', path(API.servicePick, session.conversationId), { token: member.token }), 403, 'FORBIDDEN');
    const ordinary = await newMember(t, 'SUP', { pay: false });
    assertError(await call(t.app, 'POST', API.serviceStart, { token: ordinary.token }), 403, 'FORBIDDEN');
    // Someone else's service conversation cannot be ended by another customer.
    const other = await newMember(t);
    assertError(await call(t.app, 'POST', path(API.serviceEnd, session.conversationId), { token: other.token }), 404, 'NOT_FOUND');
    const ended = assertOk<ServiceSession>(
      await call(t.app, 'POST', path(API.serviceEnd, session.conversationId), { token: member.token }),
    );
    assert.equal(ended.status, 'ENDED');
  });

  it('in the customer’s contact list a service conversation is untitled (its client names it) and its peer is the staff member serving it', async () => {
    const rows = await t.app.ctx.db.select().from(chatServiceSessions);
    const callerOf = (id: string) => [...customers, ...staff].find((c) => c.user.id === id)!;
    const contactOf = async (caller: Caller, conversationId: string) => {
      const query = `${API.contacts}?conversationId=${conversationId}`;
      return assertOk(await call(t.app, 'GET', query, { token: await tokenOf(t, caller) })).list[0];
    };
    const assigned = rows.find((row) => row.status === 'ASSIGNED' && customers.some((c) => c.user.id === row.customerId))!;
    const [customer, serving] = [callerOf(assigned.customerId), callerOf(assigned.staffId!)];
    const mine = await contactOf(customer, assigned.conversationId);
    assert.equal(mine.kind, 'SERVICE');
    assert.equal(mine.title, '', 'the customer’s client names it customer service in its language');
    assert.deepEqual([mine.peer.id, mine.peer.nickname], [serving.user.id, serving.user.nickname]);
    // Staff reach service conversations through the service desk only.
    assertError(await call(t.app, 'GET', API.contacts, { token: await tokenOf(t, serving) }), 403, 'FORBIDDEN');
    const waiting = rows.find((row) => row.status === 'WAITING' && customers.some((c) => c.user.id === row.customerId))!;
    const queued = await contactOf(callerOf(waiting.customerId), waiting.conversationId);
    assert.deepEqual([queued.title, queued.peer], ['', null], 'nobody serves it yet');
  });
});
