import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_API as API, CHAT_LIMITS, REASONS, type SendResult } from '@b2b/shared/contract';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import {
  befriend,
  chatTestApp,
  connect,
  listen,
  newMember,
  path,
  refusedUpgrade,
  textBody,
  ticketFor,
  type ChatClient,
  type Member,
} from './test-support';

describe('the chat socket: admission', () => {
  let t: TestApp;
  let base: string;
  let a: Member;
  let b: Member;
  before(async () => {
    t = await chatTestApp();
    base = await listen(t);
    [a, b] = [await newMember(t), await newMember(t, 'SUP')];
  });
  after(() => t?.close());

  it('opens with a fresh ticket from the right origin and answers HEARTBEAT with HEARTBEAT', async () => {
    const client = await connect(t, base, a);
    client.send('HEARTBEAT');
    await waitFor(() => client.texts.includes('HEARTBEAT'));
    await client.close();
  });

  it('refuses a forged, replayed or expired ticket, another user’s path, a bad or missing Origin — before the upgrade', async () => {
    const forged = await refusedUpgrade(t, base, a, { ticket: 'forged-ticket' });
    assert.deepEqual(
      [forged.status, forged.body.data.reason, forged.body.msg],
      [401, 'CHAT_TICKET_INVALID', REASONS.CHAT_TICKET_INVALID['en-US']],
    );

    const { ticket } = await ticketFor(t, a.token);
    (await connect(t, base, a, { ticket })).ws.terminate();
    const replayed = await refusedUpgrade(t, base, a, { ticket });
    assert.equal(replayed.body.data.reason, 'CHAT_TICKET_INVALID');

    const stale = await ticketFor(t, a.token);
    t.clock.advance(CHAT_LIMITS.ticketTtlMs + 1);
    assert.equal((await refusedUpgrade(t, base, a, { ticket: stale.ticket })).body.data.reason, 'CHAT_TICKET_INVALID');

    const otherPath = await refusedUpgrade(t, base, a, { userId: b.userId });
    assert.deepEqual([otherPath.status, otherPath.body.data.reason], [403, 'FORBIDDEN']);

    const badOrigin = await refusedUpgrade(t, base, a, { origin: 'https://evil.example', lang: 'zh_CN' });
    assert.deepEqual(
      [badOrigin.status, badOrigin.body.data.reason, badOrigin.body.msg],
      [403, 'CHAT_ORIGIN_REFUSED', REASONS.CHAT_ORIGIN_REFUSED['zh-CN']],
    );
    assert.equal((await refusedUpgrade(t, base, a, { origin: null })).body.data.reason, 'CHAT_ORIGIN_REFUSED');
    // A refused Origin does not use the ticket up; a refused path does.
    const kept = await ticketFor(t, a.token);
    await refusedUpgrade(t, base, a, { ticket: kept.ticket, origin: 'https://evil.example' });
    (await connect(t, base, a, { ticket: kept.ticket })).ws.terminate();
  });

  it('gives no ticket without chat access, and none to a visitor; a ticket dies with its session', async () => {
    const ordinary = await newMember(t, 'DEV', { pay: false });
    assertError(await call(t.app, 'POST', API.ticket, { token: ordinary.token }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', API.ticket), 401, 'UNAUTHENTICATED');
    const { ticket } = await ticketFor(t, b.token);
    assertOk(await call(t.app, 'POST', '/api/logout', { token: b.token }));
    assert.equal((await refusedUpgrade(t, base, b, { ticket })).body.data.reason, 'CHAT_TICKET_INVALID');
  });

  it('answers a plain GET of the socket path with 404, using no ticket', async () => {
    const { ticket } = await ticketFor(t, a.token);
    const plain = await call(t.app, 'GET', `${API.socket.replace(':userId', a.userId)}?ticket=${ticket}`);
    assertError(plain, 404, 'NOT_FOUND');
    (await connect(t, base, a, { ticket })).ws.terminate();
  });

  it('drops a socket silent for the idle time', async () => {
    const saved = t.app.ctx.config.chat.idleDropMs;
    t.app.ctx.config.chat.idleDropMs = 300;
    try {
      const client = await connect(t, base, a);
      const started = Date.now();
      await client.closed;
      assert.ok(Date.now() - started >= 250);
    } finally {
      t.app.ctx.config.chat.idleDropMs = saved;
    }
  });
});

describe('the chat socket: frames', () => {
  let t: TestApp;
  let base: string;
  let a: Member;
  let b: Member;
  let direct: string;
  let sa: ChatClient;
  let sb: ChatClient;
  before(async () => {
    t = await chatTestApp();
    base = await listen(t);
    [a, b] = [await newMember(t), await newMember(t, 'SUP')];
    direct = await befriend(t, a, b);
    [sa, sb] = [await connect(t, base, a), await connect(t, base, b)];
  });
  after(async () => {
    sa?.ws.terminate();
    sb?.ws.terminate();
    await t?.close();
  });

  it('send: stored, acknowledged to the sender, then a message frame to every member; receipts come back', async () => {
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'ws-1', kind: 'TEXT', body: '你好' });
    const ack = await sa.next('ack', (f) => f.clientMsgId === 'ws-1');
    assert.deepEqual([ack.duplicate, ack.message.body, ack.message.senderId], [false, '你好', a.userId]);
    const got = await sb.next('message', (f) => f.message.id === ack.message.id);
    assert.equal(got.message.seq, ack.message.seq);
    await sa.next('message', (f) => f.message.id === ack.message.id);
    sb.send({ type: 'delivered', conversationId: direct, seq: got.message.seq });
    const delivered = await sa.next('receipt', (f) => f.userId === b.userId && f.deliveredSeq === got.message.seq);
    assert.equal(delivered.readSeq, 0);
    sb.send({ type: 'read', conversationId: direct, seq: got.message.seq });
    await sa.next('receipt', (f) => f.userId === b.userId && f.readSeq === got.message.seq);
    // The same clientMsgId again: the original, acknowledged as a duplicate.
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'ws-1', kind: 'TEXT', body: '你好' });
    const again = await sa.next('ack', (f) => f.clientMsgId === 'ws-1');
    assert.deepEqual([again.duplicate, again.message.id], [true, ack.message.id]);
  });

  it('a REST send reaches the sockets too', async () => {
    const sent = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: b.token, body: textBody(direct, 'by REST') }));
    await sa.next('message', (f) => f.message.id === sent.message.id);
  });

  it('typing reaches the others, at most once per 3 s, and is never stored', async () => {
    sa.send({ type: 'typing', conversationId: direct });
    await sb.next('typing', (f) => f.userId === a.userId);
    sa.send({ type: 'typing', conversationId: direct });
    sa.send({ type: 'typing', conversationId: direct });
    await sleep(300);
    assert.equal(sb.frames.filter((f) => f.type === 'typing').length, 0);
    assert.equal(sa.frames.filter((f) => f.type === 'typing').length, 0, 'not to the typist');
  });

  it('recall by frame tells every member', async () => {
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'ws-recall', kind: 'TEXT', body: 'oops' });
    const ack = await sa.next('ack', (f) => f.clientMsgId === 'ws-recall');
    sa.send({ type: 'recall', messageId: ack.message.id });
    const recalled = await sb.next('recalled', (f) => f.messageId === ack.message.id);
    assert.equal(recalled.seq, ack.message.seq);
    sb.send({ type: 'recall', messageId: ack.message.id, ref: 'r1' });
    const refused = await sb.next('error', (f) => f.ref === 'r1');
    assert.equal(refused.reason, 'FORBIDDEN');
  });

  it('answers invalid, oversized and binary frames with an error frame, and keeps the socket', async () => {
    sa.send('{not json');
    assert.equal((await sa.next('error')).reason, 'CHAT_FRAME_INVALID');
    sa.send({ type: 'send', ref: 'bad-1', conversationId: direct, clientMsgId: 'x', kind: 'TEXT', body: 'x', extra: true });
    assert.equal((await sa.next('error', (f) => f.ref === 'bad-1')).reason, 'CHAT_FRAME_INVALID');
    sa.send({ type: 'shout', ref: 'bad-2' });
    assert.equal((await sa.next('error', (f) => f.ref === 'bad-2')).reason, 'CHAT_FRAME_INVALID');
    sa.send({
      type: 'send',
      ref: 'bad-3',
      conversationId: direct,
      clientMsgId: 'x',
      kind: 'TEXT',
      body: 'x'.repeat(CHAT_LIMITS.frameMaxBytes),
    });
    const large = await sa.next('error', (f) => f.reason === 'CHAT_FRAME_TOO_LARGE');
    assert.equal(large.msg, REASONS.CHAT_FRAME_TOO_LARGE['zh-CN']);
    sa.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    assert.equal((await sa.next('error')).reason, 'CHAT_FRAME_INVALID');
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'nul', kind: 'TEXT', body: 'a\u0000b', ref: 'bad-4' });
    assert.equal((await sa.next('error', (f) => f.ref === 'bad-4')).reason, 'CHAT_FRAME_INVALID');
    sa.send('HEARTBEAT');
    await waitFor(() => sa.texts.includes('HEARTBEAT'));
  });

  it('refuses a send to another pair’s conversation, to a group the sender is not in, and while blocked', async () => {
    const [c, d] = [await newMember(t), await newMember(t, 'SUP')];
    const theirs = await befriend(t, c, d);
    sa.send({ type: 'send', conversationId: theirs, clientMsgId: 'intrude', kind: 'TEXT', body: 'hi' });
    assert.equal((await sa.next('error', (f) => f.clientMsgId === 'intrude')).reason, 'NOT_FOUND');
    await befriend(t, c, a);
    const group = assertOk(await call(t.app, 'POST', API.createGroup, { token: c.token, body: { name: 'g', memberIds: [d.userId] } }));
    sa.send({ type: 'send', conversationId: group.conversationId, clientMsgId: 'group-intrude', kind: 'TEXT', body: 'hi' });
    assert.equal((await sa.next('error', (f) => f.clientMsgId === 'group-intrude')).reason, 'NOT_FOUND');
    assertOk(await call(t.app, 'POST', path(API.block, a.userId), { token: b.token, body: { blocked: true } }));
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'blocked', kind: 'TEXT', body: 'hi' });
    const blocked = await sa.next('error', (f) => f.clientMsgId === 'blocked');
    assert.deepEqual([blocked.reason, blocked.msg], ['CHAT_BLOCKED', REASONS.CHAT_BLOCKED['zh-CN']]);
    // Typing is not passed either.
    sa.send({ type: 'typing', conversationId: direct });
    await sleep(200);
    assert.equal(sb.frames.filter((f) => f.type === 'typing').length, 0);
    assertOk(await call(t.app, 'POST', path(API.block, a.userId), { token: b.token, body: { blocked: false } }));
  });

  it('limits sends per socket with an error frame saying when to retry', async () => {
    const saved = t.app.ctx.config.chat.sendsPerWindow;
    t.app.ctx.config.chat.sendsPerWindow = 3;
    // A socket of its own: the limit counts per socket.
    const fresh = await connect(t, base, a);
    try {
      for (let i = 0; i < 4; i++)
        fresh.send({ type: 'send', conversationId: direct, clientMsgId: `burst-${i}`, kind: 'TEXT', body: `${i}` });
      const limited = await fresh.next('error', (f) => f.clientMsgId === 'burst-3');
      assert.equal(limited.reason, 'CHAT_SEND_LIMIT');
      assert.ok(limited.retryAfter && limited.retryAfter >= 1);
      for (let i = 0; i < 3; i++) await fresh.next('ack', (f) => f.clientMsgId === `burst-${i}`);
    } finally {
      fresh.ws.terminate();
      t.app.ctx.config.chat.sendsPerWindow = saved;
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}
