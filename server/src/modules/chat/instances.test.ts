import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_API as API, type Paged, type ChatMessage, type SendResult } from '@b2b/shared/contract';
import { assertOk, call, createSecondApp, type TestApp } from '../../test/helpers';
import { befriend, chatTestApp, connect, listen, newMember, path, textBody, type ChatClient, type Member } from './test-support';

const NO_REDIS = 'REDIS_URL is not set: chat across instances needs Redis (.ci/run sets REDIS_URL and runs this on PostgreSQL)';

describe('chat across two API instances (one database, one Redis)', { skip: !process.env.REDIS_URL && NO_REDIS }, () => {
  let one: TestApp;
  let two: TestApp;
  let a: Member;
  let b: Member;
  let direct: string;
  let sa: ChatClient;
  let sb: ChatClient;
  before(async () => {
    one = await chatTestApp();
    two = await createSecondApp(one);
    const [base1, base2] = [await listen(one), await listen(two)];
    [a, b] = [await newMember(one), await newMember(one, 'SUP')];
    direct = await befriend(one, a, b);
    // A's socket on instance one, B's on instance two; each ticket is taken from the other instance.
    sa = await connect(two, base1, a);
    sb = await connect(one, base2, b);
  });
  after(async () => {
    sa?.ws.terminate();
    sb?.ws.terminate();
    await two?.close();
    await one?.close();
  });

  it('messages and receipts cross both ways', async () => {
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'x-1', kind: 'TEXT', body: 'from one' });
    const ack = await sa.next('ack', (f) => f.clientMsgId === 'x-1');
    const atB = await sb.next('message', (f) => f.message.id === ack.message.id);
    sb.send({ type: 'read', conversationId: direct, seq: atB.message.seq });
    await sa.next('receipt', (f) => f.userId === b.userId && f.readSeq === atB.message.seq);

    sb.send({ type: 'send', conversationId: direct, clientMsgId: 'x-2', kind: 'TEXT', body: 'from two' });
    const back = await sb.next('ack', (f) => f.clientMsgId === 'x-2');
    await sa.next('message', (f) => f.message.id === back.message.id);
    sa.send({ type: 'delivered', conversationId: direct, seq: back.message.seq });
    await sb.next('receipt', (f) => f.userId === a.userId && f.deliveredSeq === back.message.seq);
    sa.send({ type: 'typing', conversationId: direct });
    await sb.next('typing', (f) => f.userId === a.userId);
  });

  it('a send retried on the other instance at once is stored once: no duplicate, no gap', async () => {
    const [x, y] = [await newMember(one), await newMember(one, 'SUP')];
    const conversationId = await befriend(one, x, y);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => [
        call<SendResult>(one.app, 'POST', API.send, { token: x.token, body: textBody(conversationId, `n${i}`, `r${i}`) }),
        call<SendResult>(two.app, 'POST', API.send, { token: x.token, body: textBody(conversationId, `n${i}`, `r${i}`) }),
      ]).flat(),
    );
    const byClientId = new Map<string, Set<number>>();
    for (const reply of results) {
      const { message } = assertOk(reply);
      byClientId.set(message.clientMsgId, (byClientId.get(message.clientMsgId) ?? new Set()).add(message.seq));
    }
    assert.ok(
      [...byClientId.values()].every((seqs) => seqs.size === 1),
      'each retry answered the same seq',
    );
    const stored = assertOk<Paged<ChatMessage>>(
      await call(two.app, 'GET', `${path(API.history, conversationId)}?pageSize=100`, { token: y.token }),
    );
    assert.deepEqual(
      stored.list.map((m) => m.seq).sort((p, q) => p - q),
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
  });
});
