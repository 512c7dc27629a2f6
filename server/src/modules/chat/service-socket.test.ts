import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_API as API, type ServiceSession, type ServiceStaff } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import { chatTestApp, connect, listen, newMember, newStaff, path, type ChatClient, type Member } from './test-support';

/** Customer service over the socket (docs/chat.md, "Customer service"): staff admitted, messages both ways, the `service` frame. */
describe('customer service on the socket', () => {
  let t: TestApp;
  let base: string;
  let staff: Member[];
  let staffSockets: ChatClient[];
  const open: ChatClient[] = [];
  const socketOf = (id: string) => staffSockets[staff.findIndex((s) => s.userId === id)];

  before(async () => {
    const defaults = loadConfig({ LOG_LEVEL: 'silent', DATABASE: 'pglite' });
    t = await chatTestApp({ config: { chat: { ...defaults.chat, serviceCapacity: 1 } } });
    base = await listen(t);
    staff = await newStaff(t, 2);
    staffSockets = await Promise.all(staff.map((s) => connect(t, base, s)));
    open.push(...staffSockets);
  });
  after(async () => {
    for (const socket of open) socket.ws.terminate();
    await t?.close();
  });

  const start = async (member: Member) => assertOk<ServiceSession>(await call(t.app, 'POST', API.serviceStart, { token: member.token }));

  it('admits staff to the socket by the chat-customer page; a member without pay gets no ticket', async () => {
    const ready = staffSockets[0];
    assert.equal(ready.ws.readyState, ready.ws.OPEN);
    const ordinary = await newMember(t, 'SUP', { pay: false });
    assertError(await call(t.app, 'POST', API.ticket, { token: ordinary.token }), 403, 'FORBIDDEN');
    const list = assertOk<ServiceStaff[]>(await call(t.app, 'GET', API.serviceStaff, { token: staff[0].token }));
    assert.deepEqual(
      list.map((s) => [s.user.id, s.load, s.capacity]),
      staff.map((s) => [s.userId, 0, 1]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    assertError(await call(t.app, 'GET', API.serviceStaff, { token: ordinary.token }), 403, 'FORBIDDEN');
  });

  it('messages go both ways in real time with receipts; a transfer or the end takes the pen away', async () => {
    const member = await newMember(t);
    const ms = await connect(t, base, member);
    open.push(ms);
    const session = await start(member);
    assert.equal(session.status, 'ASSIGNED');
    const first = socketOf(session.staffId!);
    const told = await first.next('service', (f) => f.session.conversationId === session.conversationId);
    assert.equal(told.change, 'ASSIGNED');
    const mine = await ms.next('service', (f) => f.session.conversationId === session.conversationId);
    assert.equal(mine.session.staff?.id, session.staffId);
    const id = session.conversationId;

    ms.send({ type: 'send', conversationId: id, clientMsgId: 'svc-1', kind: 'TEXT', body: '你好，请问发票怎么开？' });
    const asked = await first.next('message', (f) => f.message.conversationId === id && f.message.clientMsgId === 'svc-1');
    first.send({ type: 'delivered', conversationId: id, seq: asked.message.seq });
    await ms.next('receipt', (f) => f.userId === session.staffId && f.deliveredSeq === asked.message.seq);
    first.send({ type: 'send', conversationId: id, clientMsgId: 'svc-2', kind: 'TEXT', body: '您好，请到账户中心申请。' });
    await first.next('ack', (f) => f.clientMsgId === 'svc-2');
    const answer = await ms.next('message', (f) => f.message.clientMsgId === 'svc-2');
    assert.equal(answer.message.senderId, session.staffId);
    // Catch-up works for staff like for any member.
    first.send({ type: 'catchup', positions: [{ conversationId: id, seq: 0 }] });
    const replay = await first.next('replay', (f) => f.conversationId === id);
    assert.deepEqual(
      replay.messages.map((m) => m.clientMsgId),
      ['svc-1', 'svc-2'],
    );

    const second = staff.find((s) => s.userId !== session.staffId)!;
    const moved = assertOk<ServiceSession>(
      await call(t.app, 'POST', path(API.serviceTransfer, id), {
        token: staff.find((s) => s.userId === session.staffId)!.token,
        body: { staffId: second.userId },
      }),
    );
    assert.equal(moved.staffId, second.userId);
    const heard = await socketOf(second.userId).next('service', (f) => f.session.conversationId === id && f.change === 'TRANSFERRED');
    assert.equal(heard.session.staffId, second.userId);
    await first.next('service', (f) => f.session.conversationId === id && f.change === 'TRANSFERRED');
    const customerHeard = await ms.next('service', (f) => f.change === 'TRANSFERRED');
    assert.equal(customerHeard.session.staff?.id, second.userId);
    first.send({ type: 'send', conversationId: id, clientMsgId: 'svc-3', kind: 'TEXT', body: 'still here?' });
    assert.equal((await first.next('error', (f) => f.clientMsgId === 'svc-3')).reason, 'NOT_FOUND');
    const next = socketOf(second.userId);
    next.send({ type: 'send', conversationId: id, clientMsgId: 'svc-4', kind: 'TEXT', body: 'I take over from here.' });
    await ms.next('message', (f) => f.message.clientMsgId === 'svc-4');

    assertOk(await call(t.app, 'POST', path(API.serviceEnd, id), { token: second.token }));
    await ms.next('service', (f) => f.change === 'ENDED');
    await next.next('service', (f) => f.session.conversationId === id && f.change === 'ENDED');
    next.send({ type: 'send', conversationId: id, clientMsgId: 'svc-5', kind: 'TEXT', body: 'one more thing' });
    const refused = await next.next('error', (f) => f.clientMsgId === 'svc-5');
    assert.equal(refused.reason, 'CHAT_SERVICE_ENDED');
    ms.send({ type: 'send', conversationId: id, clientMsgId: 'svc-6', kind: 'TEXT', body: 'wait' });
    assert.equal((await ms.next('error', (f) => f.clientMsgId === 'svc-6')).reason, 'CHAT_SERVICE_ENDED');
    assertError(
      await call(t.app, 'POST', API.send, {
        token: member.token,
        body: { conversationId: id, clientMsgId: 'svc-7', kind: 'TEXT', body: 'x' },
      }),
      409,
      'CHAT_SERVICE_ENDED',
    );
    // Nothing was stored after the end.
    const history = assertOk(await call(t.app, 'GET', path(API.history, id), { token: member.token }));
    assert.deepEqual(
      history.list.map((m: { clientMsgId: string }) => m.clientMsgId),
      ['svc-4', 'svc-2', 'svc-1'],
    );
    const current = assertOk<ServiceSession>(await call(t.app, 'GET', API.serviceCurrent, { token: member.token }));
    assert.deepEqual([current.conversationId, current.status], [id, 'ENDED']);
  });

  it('the queue moves by frames: a new waiting one reaches every staff member, its customer hears its place, a freed seat takes the first', async () => {
    const [c1, c2, c3, c4] = [await newMember(t), await newMember(t, 'SUP'), await newMember(t), await newMember(t, 'SUP')];
    const [s3, s4] = [await connect(t, base, c3), await connect(t, base, c4)];
    open.push(s3, s4);
    assert.equal(assertOk(await call(t.app, 'GET', API.serviceCurrent, { token: c3.token })), null);
    const first = await start(c1);
    const second = await start(c2);
    assert.deepEqual([first.status, second.status], ['ASSIGNED', 'ASSIGNED']);
    t.clock.advance(1000);
    const third = await start(c3);
    t.clock.advance(1000);
    const fourth = await start(c4);
    assert.deepEqual([third.status, third.position, fourth.position], ['WAITING', 1, 2]);
    for (const socket of staffSockets) {
      const waiting = await socket.next('service', (f) => f.session.conversationId === third.conversationId);
      assert.deepEqual([waiting.change, waiting.session.status, waiting.session.customer.id], ['WAITING', 'WAITING', c3.userId]);
    }
    assert.equal((await s4.next('service', (f) => f.session.conversationId === fourth.conversationId)).session.position, 2);

    const firstStaff = staff.find((s) => s.userId === first.staffId)!;
    assertOk(await call(t.app, 'POST', path(API.serviceEnd, first.conversationId), { token: firstStaff.token }));
    const taken = await socketOf(firstStaff.userId).next(
      'service',
      (f) => f.session.conversationId === third.conversationId && f.change === 'ASSIGNED',
    );
    assert.equal(taken.session.staffId, firstStaff.userId);
    const assignedToMe = await s3.next('service', (f) => f.change === 'ASSIGNED');
    assert.equal(assignedToMe.session.staff?.id, firstStaff.userId);
    const movedUp = await s4.next('service', (f) => f.session.conversationId === fourth.conversationId && f.session.position === 1);
    assert.equal(movedUp.change, 'WAITING');
    // Staff pick only within their capacity; the queue answers the last waiting.
    assertError(
      await call(t.app, 'POST', path(API.servicePick, fourth.conversationId), { token: firstStaff.token }),
      409,
      'CHAT_SERVICE_FULL',
    );
  });
});
