import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_API as API, type Paged, type ChatMessage, type SendResult } from '@b2b/shared/contract';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { assertOk, call, createSecondApp, type TestApp } from '../../test/helpers';
import { TRANSLATE_JOB, translationsSettled } from './translate/job';
import { FakeLibreTranslate } from './test-translator';
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
  const translator = new FakeLibreTranslate();
  before(async () => {
    one = await chatTestApp({ config: { translate: { url: await translator.start() } } });
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
    await translator.stop();
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

  it('the translation frame crosses both ways: done by the sending instance, or by the other one’s runner', async () => {
    const settings = (app: TestApp, m: Member, body: object, url: string) => call(app.app, 'POST', url, { token: m.token, body });
    assertOk(await settings(two, b, { language: 'en-US' }, API.initLanguage));
    assertOk(await settings(two, b, { translate: true }, API.translateFlag));
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'tr-1', kind: 'TEXT', body: '你好' });
    const ack = await sa.next('ack', (f) => f.clientMsgId === 'tr-1');
    const translated = await sb.next('translation', (f) => f.messageId === ack.message.id);
    assert.deepEqual([translated.language, translated.text, translated.seq], ['en-US', '[en] 你好', ack.message.seq]);

    // B to A, the translator down: instance two's own attempt fails; once it is back, instance one's runner retries.
    assertOk(await settings(one, a, { language: 'zh-CN' }, API.initLanguage));
    assertOk(await settings(one, a, { translate: true }, API.translateFlag));
    translator.mode = 'fail';
    sb.send({ type: 'send', conversationId: direct, clientMsgId: 'tr-2', kind: 'TEXT', body: 'hello' });
    const back = await sb.next('ack', (f) => f.clientMsgId === 'tr-2');
    await sa.next('message', (f) => f.message.id === back.message.id);
    await translationsSettled(two.app.ctx);
    translator.mode = 'ok';
    const [job] = await one.app.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${TRANSLATE_JOB}:${back.message.id}`));
    one.clock.advance(job.runAt.getTime() - one.clock.now().getTime());
    assert.ok((await one.app.ctx.jobs.runDueJobs()) >= 1);
    const retried = await sa.next('translation', (f) => f.messageId === back.message.id);
    assert.deepEqual([retried.language, retried.text], ['zh-CN', '[zh] hello']);
  });
});
