import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { CHAT_API as API, CHAT_LIMITS, type ChatMessage } from '@b2b/shared/contract';
import { chatConversations, chatMessages } from '../../db/schema';
import { assertOk, call, type TestApp } from '../../test/helpers';
import { befriend, chatTestApp, connect, listen, newMember, textBody, type ChatClient, type Member } from './test-support';

/** `count` messages by `sender` written straight into the conversation (as many sends would), seqs after its last. */
async function storeMany(t: TestApp, conversationId: string, sender: Member, count: number) {
  await t.app.ctx.db.execute(sql`
    with c as (update chat_conversations set last_seq = last_seq + ${count} where id = ${conversationId} returning last_seq)
    insert into chat_messages (conversation_id, seq, sender_id, client_msg_id, kind, body, created_at)
    select ${conversationId}, (select last_seq from c) - ${count} + n, ${sender.userId}, 'bulk-' || n, 'TEXT', 'bulk ' || n, ${t.clock.now()}
    from generate_series(1, ${count}) as n`);
}

/** Every replay frame of one conversation until `done`: the seqs replayed. */
async function replayed(client: ChatClient, conversationId: string): Promise<number[]> {
  const seqs: number[] = [];
  for (;;) {
    const frame = await client.next('replay', (f) => f.conversationId === conversationId);
    seqs.push(...frame.messages.map((m: ChatMessage) => m.seq));
    if (frame.done) return seqs;
  }
}

describe('catch-up after a reconnect', () => {
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

  it('replays what the client missed from the database, oldest first, without what it deleted', async () => {
    const direct = await befriend(t, a, b);
    const sent = [];
    for (let i = 1; i <= 5; i++)
      sent.push(assertOk(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, `m${i}`) })).message);
    assertOk(await call(t.app, 'DELETE', API.deleteMessage.replace(':id', sent[3].id), { token: b.token }));
    const client = await connect(t, base, b);
    client.send({ type: 'catchup', positions: [{ conversationId: direct, seq: 2 }] });
    assert.deepEqual(await replayed(client, direct), [3, 5]);
    client.send({ type: 'catchup', positions: [{ conversationId: direct, seq: 5 }] });
    assert.deepEqual(await replayed(client, direct), []);
    client.ws.terminate();
  });

  it('pages a long replay', async () => {
    const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
    const direct = await befriend(t, x, y);
    await storeMany(t, direct, x, CHAT_LIMITS.replayPageSize + 5);
    const client = await connect(t, base, y);
    client.send({ type: 'catchup', positions: [{ conversationId: direct, seq: 0 }] });
    const first = await client.next('replay', (f) => f.conversationId === direct);
    assert.deepEqual([first.messages.length, first.done], [CHAT_LIMITS.replayPageSize, false]);
    const second = await client.next('replay', (f) => f.conversationId === direct);
    assert.deepEqual([second.messages.map((m) => m.seq), second.done], [[201, 202, 203, 204, 205], true]);
    client.ws.terminate();
  });

  it('says reset beyond the window: more than 10 000 missed, older than 7 days, or a seq never given', async () => {
    const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
    const many = await befriend(t, x, y);
    await storeMany(t, many, x, CHAT_LIMITS.catchUpMaxMessages + 1);
    const client = await connect(t, base, y);
    client.send({ type: 'catchup', positions: [{ conversationId: many, seq: 0 }] });
    const reset = await client.next('reset', (f) => f.conversationId === many);
    assert.deepEqual([reset.reason, reset.lastSeq], ['WINDOW', CHAT_LIMITS.catchUpMaxMessages + 1]);
    // Exactly 10 000 missed is still replayed (the first page shows it).
    client.send({ type: 'catchup', positions: [{ conversationId: many, seq: 1 }] });
    const page = await client.next('replay', (f) => f.conversationId === many);
    assert.equal(page.messages[0].seq, 2);
    client.ws.terminate();

    const [p, q] = [await newMember(t), await newMember(t, 'SUP')];
    const old = await befriend(t, p, q);
    const aged = assertOk(await call(t.app, 'POST', API.send, { token: p.token, body: textBody(old, 'a week ago') })).message;
    // Sessions do not last a week: the message is dated back instead of the clock moved on.
    await t.app.ctx.db
      .update(chatMessages)
      .set({ createdAt: new Date(t.clock.now().getTime() - CHAT_LIMITS.catchUpMaxAgeMs - 60_000) })
      .where(eq(chatMessages.id, aged.id));
    assertOk(await call(t.app, 'POST', API.send, { token: p.token, body: textBody(old, 'today') }));
    const late = await connect(t, base, q);
    late.send({ type: 'catchup', positions: [{ conversationId: old, seq: 0 }] });
    assert.equal((await late.next('reset', (f) => f.conversationId === old)).lastSeq, 2);
    late.send({ type: 'catchup', positions: [{ conversationId: old, seq: 1 }] });
    assert.deepEqual(await replayed(late, old), [2]);
    late.send({ type: 'catchup', positions: [{ conversationId: old, seq: 99 }] });
    assert.equal((await late.next('reset', (f) => f.conversationId === old)).lastSeq, 2);
    // Another pair's conversation: an error frame, nothing replayed.
    late.send({ type: 'catchup', ref: 'spy', positions: [{ conversationId: many, seq: 0 }] });
    assert.equal((await late.next('error', (f) => f.ref === 'spy')).reason, 'NOT_FOUND');
    late.ws.terminate();
    const [row] = await t.app.ctx.db.select().from(chatConversations).where(eq(chatConversations.id, old));
    assert.equal(row.lastSeq, 2);
  });
});
