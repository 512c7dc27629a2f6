import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { CHAT_API as API, CHAT_LIMITS, FILES_API, type ChatMessage, type Paged } from '@b2b/shared/contract';
import { chatConversations, chatMessages } from '../../db/schema';
import { assertOk, call, callMultipart, type TestApp } from '../../test/helpers';
import { REPLAY_PAGES_PER_QUERY } from './socket/catchup';
import { befriend, chatTestApp, connect, listen, newMember, path, textBody, type ChatClient, type Member } from './test-support';

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

  it('replays each message as history presents it: text, a file, a recalled one, a stored translation', async () => {
    const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
    const direct = await befriend(t, x, y);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const uploaded = assertOk<{ id: string }>(
      await callMultipart(t.app, FILES_API.uploadFile, { token: x.token, fileName: '报价.pdf', content: pdf }),
    );
    const send = async (body: object) =>
      assertOk<{ message: ChatMessage }>(await call(t.app, 'POST', API.send, { token: x.token, body })).message;
    const text = await send(textBody(direct, '你好'));
    await send({ conversationId: direct, clientMsgId: 'file-1', kind: 'FILE', fileId: uploaded.id, body: '请看' });
    const recalled = await send(textBody(direct, '撤回'));
    assertOk(await call(t.app, 'POST', path(API.recall, recalled.id), { token: x.token }));
    await send(textBody(direct, 'from y', 'y-1'));
    await call(t.app, 'POST', API.translateFlag, { token: y.token, body: { translate: true } });
    await call(t.app, 'POST', API.initLanguage, { token: y.token, body: { language: 'en-US' } });
    await t.app.ctx.db.execute(
      sql`insert into chat_translations (message_id, conversation_id, language, text, created_at) values (${text.id}, ${direct}, 'en-US', 'hello', ${t.clock.now()})`,
    );
    const client = await connect(t, base, y);
    client.send({ type: 'catchup', positions: [{ conversationId: direct, seq: 0 }] });
    const frame = await client.next('replay', (f) => f.conversationId === direct && f.done);
    const history = assertOk<Paged<ChatMessage>>(await call(t.app, 'GET', path(API.history, direct), { token: y.token }));
    assert.deepEqual(frame.messages, history.list.toReversed());
    assert.deepEqual(frame.messages[0].translation, { language: 'en-US', text: 'hello' });
    assert.deepEqual(frame.messages[1].file?.name, '报价.pdf');
    assert.deepEqual([frame.messages[2].body, typeof frame.messages[2].recalledAt], ['', 'number']);
    client.ws.terminate();
  });

  it('replays nothing of a conversation the caller is not in: an error frame, 404', async () => {
    const [x, y, outsider] = [await newMember(t), await newMember(t, 'SUP'), await newMember(t, 'SUP')];
    const direct = await befriend(t, x, y);
    assertOk(await call(t.app, 'POST', API.send, { token: x.token, body: textBody(direct, 'private') }));
    const client = await connect(t, base, outsider);
    client.send({ type: 'catchup', positions: [{ conversationId: direct, seq: 0 }], ref: 'peek' });
    const refused = await client.next('error', (f) => f.ref === 'peek');
    assert.equal(refused.reason, 'NOT_FOUND');
    client.send({ type: 'catchup', positions: [{ conversationId: direct, seq: 0 }], ref: 'again' });
    await client.next('error', (f) => f.ref === 'again');
    assert.equal(client.frames.filter((f) => f.type === 'replay' || f.type === 'reset').length, 0);
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

  it('pages a replay longer than one query reads, gapless, only the last frame done', async () => {
    const batch = CHAT_LIMITS.replayPageSize * REPLAY_PAGES_PER_QUERY;
    for (const total of [batch, batch + 205]) {
      const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
      const direct = await befriend(t, x, y);
      await storeMany(t, direct, x, total);
      const client = await connect(t, base, y);
      client.send({ type: 'catchup', positions: [{ conversationId: direct, seq: 0 }] });
      const frames = [];
      for (let done = false; !done;) {
        const frame = await client.next('replay', (f) => f.conversationId === direct);
        frames.push(frame);
        done = frame.done;
      }
      const seqs = frames.flatMap((f) => f.messages.map((m) => m.seq));
      assert.deepEqual(
        seqs,
        Array.from({ length: total }, (_, i) => i + 1),
      );
      assert.deepEqual(
        frames.map((f) => f.done),
        frames.map((_, i) => i === frames.length - 1),
      );
      assert.ok(frames.every((f) => f.messages.length <= CHAT_LIMITS.replayPageSize));
      client.ws.terminate();
    }
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
