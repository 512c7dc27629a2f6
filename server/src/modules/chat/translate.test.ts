import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { CHAT_API as API, CHAT_LIMITS, type ChatMessage, type ChatSettings, type Paged, type SendResult } from '@b2b/shared/contract';
import { participantScope } from '../../db/participants';
import { chatTranslations, jobs } from '../../db/schema';
import { isAppError } from '../../lib/errors';
import { assertError, assertOk, call, createSecondApp, type TestApp } from '../../test/helpers';
import { FakeLibreTranslate } from './test-translator';
import { befriend, chatTestApp, connect, listen, newMember, path, textBody, type ChatClient, type Member } from './test-support';
import { TRANSLATE_ATTEMPTS, TRANSLATE_JOB, TRANSLATE_LEASE_MS, translationsSettled } from './translate/job';

const history = async (t: TestApp, m: Member, conversationId: string) =>
  assertOk<Paged<ChatMessage>>(await call(t.app, 'GET', path(API.history, conversationId), { token: m.token }));
const settings = async (t: TestApp, m: Member, body: object) =>
  assertOk<ChatSettings>(
    await call(t.app, 'POST', body && 'language' in body ? API.initLanguage : API.translateFlag, { token: m.token, body }),
  );
const storedRows = (t: TestApp, messageId: string) =>
  t.app.ctx.db.select().from(chatTranslations).where(eq(chatTranslations.messageId, messageId));
/** The translation job of a message. */
const jobOf = async (t: TestApp, messageId: string) =>
  (
    await t.app.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${TRANSLATE_JOB}:${messageId}`))
  )[0];
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(done());
};

describe('chat translation through a LibreTranslate server', () => {
  const fake = new FakeLibreTranslate();
  let t: TestApp;
  let base: string;
  let a: Member;
  let b: Member;
  let direct: string;
  let sa: ChatClient;
  let sb: ChatClient;
  before(async () => {
    const url = await fake.start();
    t = await chatTestApp({ config: { translate: { url, apiKey: 'key-1' } } });
    base = await listen(t);
    [a, b] = [await newMember(t), await newMember(t, 'SUP')];
    direct = await befriend(t, a, b);
    await settings(t, a, { language: 'zh-CN' });
    await settings(t, b, { language: 'en-US' });
    assert.deepEqual(await settings(t, b, { translate: true }), { language: 'en-US', translate: true, translationAvailable: true });
    [sa, sb] = [await connect(t, base, a), await connect(t, base, b)];
  });
  beforeEach(async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    await t.app.ctx.db.delete(jobs);
  });
  const translationFrames = (client: ChatClient, messageId: string) =>
    client.frames.filter((f) => f.type === 'translation' && f.messageId === messageId).length;
  after(async () => {
    sa?.ws.terminate();
    sb?.ws.terminate();
    await t?.close();
    await fake.stop();
  });

  it('translates an incoming message into the reader’s language after delivering it, stores it, and serves it with history and replay', async () => {
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 't-1', kind: 'TEXT', body: '你好' });
    const ack = await sa.next('ack', (f) => f.clientMsgId === 't-1');
    const message = await sb.next('message', (f) => f.message.id === ack.message.id);
    assert.equal(message.message.translation, undefined, 'the message frame is the same for every member');
    const translation = await sb.next('translation', (f) => f.messageId === ack.message.id);
    assert.deepEqual(translation, {
      type: 'translation',
      conversationId: direct,
      messageId: ack.message.id,
      seq: ack.message.seq,
      language: 'en-US',
      text: '[en] 你好',
    });
    assert.deepEqual(fake.requests, [{ q: '你好', source: 'auto', target: 'en', format: 'text', api_key: 'key-1' }]);
    await translationsSettled(t.app.ctx);
    assert.equal(sa.frames.filter((f) => f.type === 'translation').length, 0, 'the sender asked for no translation');

    const [latest] = (await history(t, b, direct)).list;
    assert.deepEqual([latest.body, latest.translation], ['你好', { language: 'en-US', text: '[en] 你好' }]);
    assert.equal((await history(t, a, direct)).list[0].translation, undefined, 'the sender reads its own words');

    sb.send({ type: 'catchup', positions: [{ conversationId: direct, seq: ack.message.seq - 1 }] });
    const replay = await sb.next('replay', (f) => f.conversationId === direct && f.done);
    assert.deepEqual(replay.messages.at(-1)?.translation, { language: 'en-US', text: '[en] 你好' });
  });

  it('stores a translation once per (message, language): a retried send reuses it, two instances running its job translate once', async () => {
    const sent = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, '报价', 'once-1') }));
    await translationsSettled(t.app.ctx);
    const retried = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, '报价', 'once-1') }));
    assert.equal(retried.duplicate, true);
    await translationsSettled(t.app.ctx);
    assert.equal(fake.requests.length, 1, 'the stored translation is reused');
    assert.equal((await storedRows(t, sent.message.id)).length, 1);

    // The first attempt fails: the job waits for its retry, then both instances' runners look at once.
    fake.mode = 'fail';
    const fresh = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, '交期', 'once-2') }));
    await translationsSettled(t.app.ctx);
    fake.mode = 'ok';
    t.clock.advance(t.config.jobs.retryBaseMs);
    const two = await createSecondApp(t);
    try {
      const ran = await Promise.all([t.app.ctx.jobs.runDueJobs(), two.app.ctx.jobs.runDueJobs()]);
      assert.equal(ran[0] + ran[1], 1, 'one instance ran the job');
    } finally {
      await two.close();
    }
    assert.equal(fake.requests.length, 3, 'the failed attempt and one translation');
    assert.deepEqual(
      (await storedRows(t, fresh.message.id)).map((row) => [row.language, row.text]),
      [['en-US', '[en] 交期']],
    );
    assert.equal((await jobOf(t, fresh.message.id)).status, 'done');
  });

  it('a slow translation server (> 2 s) delays neither the ack nor the message frame; the attempt fails and its job waits to retry', async () => {
    fake.mode = 'slow';
    const started = Date.now();
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'slow-1', kind: 'TEXT', body: '慢' });
    const ack = await sa.next('ack', (f) => f.clientMsgId === 'slow-1');
    await sb.next('message', (f) => f.message.id === ack.message.id);
    assert.ok(Date.now() - started < 1000, `delivered in ${Date.now() - started} ms`);
    await translationsSettled(t.app.ctx);
    assert.ok(Date.now() - started >= CHAT_LIMITS.translateTimeoutMs, 'the translation waited for its timeout');
    assert.equal(fake.requests.length, 1);
    assert.deepEqual(await storedRows(t, ack.message.id), []);
    assert.equal(translationFrames(sb, ack.message.id), 0);
    const job = await jobOf(t, ack.message.id);
    assert.deepEqual([job.status, job.attempts], ['queued', 1]);
    assert.equal(job.runAt.getTime(), t.clock.now().getTime() + t.config.jobs.retryBaseMs);
  });

  it('the translator down, then up: the message is delivered at once and translated once, by the retry', async () => {
    fake.mode = 'fail';
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'fail-1', kind: 'TEXT', body: '失败' });
    const ack = await sa.next('ack', (f) => f.clientMsgId === 'fail-1');
    await sb.next('message', (f) => f.message.id === ack.message.id);
    await translationsSettled(t.app.ctx);
    assert.equal(fake.requests.length, 1);
    assert.deepEqual(await storedRows(t, ack.message.id), []);
    assert.equal((await history(t, b, direct)).list[0].translation, undefined);
    assert.equal((await jobOf(t, ack.message.id)).lastError, `translation of message ${ack.message.id} failed`);

    t.clock.advance(t.config.jobs.retryBaseMs);
    await t.app.ctx.jobs.runDueJobs();
    assert.equal(fake.requests.length, 2, 'still down: tried again');
    fake.mode = 'ok';
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0, 'not before the doubled wait');
    t.clock.advance(2 * t.config.jobs.retryBaseMs);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    await sb.next('translation', (f) => f.messageId === ack.message.id && f.text === '[en] 失败');
    t.clock.advance(8 * t.config.jobs.retryBaseMs);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    assert.equal(fake.requests.length, 3);
    assert.equal((await storedRows(t, ack.message.id)).length, 1);
    assert.equal(translationFrames(sb, ack.message.id), 0, 'no second translation frame');
    assert.deepEqual((await history(t, b, direct)).list[0].translation, { language: 'en-US', text: '[en] 失败' });
  });

  it(`a translator that stays down is given up after ${TRANSLATE_ATTEMPTS} tries`, async () => {
    fake.mode = 'fail';
    const sent = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, '放弃', 'give-up') }));
    await translationsSettled(t.app.ctx);
    // Each wait doubles the one before: the clock goes to each retry's time.
    for (let job = await jobOf(t, sent.message.id); job.status === 'queued'; job = await jobOf(t, sent.message.id)) {
      t.clock.advance(job.runAt.getTime() - t.clock.now().getTime());
      assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    }
    t.clock.advance(t.config.jobs.retryBaseMs * 2 ** TRANSLATE_ATTEMPTS);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0, 'a failed job stays failed');
    const job = await jobOf(t, sent.message.id);
    assert.deepEqual([job.status, job.attempts], ['failed', TRANSLATE_ATTEMPTS]);
    assert.equal(fake.requests.length, TRANSLATE_ATTEMPTS);
    assert.deepEqual(await storedRows(t, sent.message.id), []);
  });

  it('an attempt cut off with its instance is done by the job on another instance, once', async () => {
    const two = await createSecondApp(t);
    let sent: SendResult;
    try {
      fake.mode = 'hang';
      // Sent through instance two, whose own attempt is then stuck: as if that instance had died holding the job.
      sent = assertOk<SendResult>(await call(two.app, 'POST', API.send, { token: a.token, body: textBody(direct, '崩溃', 'cut-1') }));
      await until(() => fake.hung === 1);
      assert.deepEqual(
        [(await jobOf(t, sent.message.id)).status, (await jobOf(t, sent.message.id)).lockedBy],
        ['running', two.app.ctx.jobs.workerId],
      );
      fake.mode = 'ok';
      assert.equal(await t.app.ctx.jobs.runDueJobs(), 0, 'held while the lease runs');
      t.clock.advance(TRANSLATE_LEASE_MS);
      assert.equal(await t.app.ctx.jobs.runDueJobs(), 1, 'instance one takes it once the lease lapsed');
      await sb.next('translation', (f) => f.messageId === sent.message.id && f.text === '[en] 崩溃');
      await translationsSettled(two.app.ctx);
    } finally {
      await two.close();
    }
    const job = await jobOf(t, sent.message.id);
    assert.deepEqual([job.status, job.attempts, job.lockedBy], ['done', 2, null]);
    assert.equal((await storedRows(t, sent.message.id)).length, 1);
    assert.equal(fake.requests.length, 2);
    assert.equal(translationFrames(sb, sent.message.id), 0, 'the cut-off attempt coming back late sends nothing more');
  });

  it('translates nothing for a reader whose flag is off', async () => {
    await settings(t, b, { translate: false });
    try {
      sa.send({ type: 'send', conversationId: direct, clientMsgId: 'off-1', kind: 'TEXT', body: '关' });
      const ack = await sa.next('ack', (f) => f.clientMsgId === 'off-1');
      await sb.next('message', (f) => f.message.id === ack.message.id);
      await translationsSettled(t.app.ctx);
      assert.equal(fake.requests.length, 0);
      assert.deepEqual(await storedRows(t, ack.message.id), []);
    } finally {
      await settings(t, b, { translate: true });
    }
  });

  it('another user cannot read a translation of a conversation it is not in', async () => {
    const sent = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, '秘密', 'secret-1') }));
    await translationsSettled(t.app.ctx);
    assert.equal((await storedRows(t, sent.message.id)).length, 1);
    const outsider = await newMember(t, 'SUP');
    await settings(t, outsider, { language: 'en-US' });
    await settings(t, outsider, { translate: true });
    assertError(await call(t.app, 'GET', path(API.history, direct), { token: outsider.token }), 404, 'NOT_FOUND');
    const seen = await participantScope(t.app.ctx.db, { userId: outsider.userId })
      .select(chatTranslations)
      .where(eq(chatTranslations.messageId, sent.message.id));
    assert.deepEqual(seen, []);
    // Nor can it store one there: the scope refuses a row of a conversation it is not in.
    await assert.rejects(
      participantScope(t.app.ctx.db, { userId: outsider.userId })
        .insert(chatTranslations)
        .values({ messageId: sent.message.id, conversationId: direct, language: 'zh-CN', text: 'x', createdAt: t.clock.now() }),
      (error) => isAppError(error) && error.reason === 'FORBIDDEN',
    );
  });
});

describe('chat without a translation server', () => {
  let t: TestApp;
  before(async () => {
    t = await chatTestApp();
  });
  after(() => t?.close());

  it('says translation is off, stores the flag, and translates nothing', async () => {
    const [a, b] = [await newMember(t), await newMember(t, 'SUP')];
    const direct = await befriend(t, a, b);
    assert.deepEqual(await settings(t, b, { translate: true }), { language: 'zh-CN', translate: true, translationAvailable: false });
    const sent = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, 'hello') }));
    await translationsSettled(t.app.ctx);
    assert.deepEqual(await storedRows(t, sent.message.id), []);
    assert.equal((await history(t, b, direct)).list[0].translation, undefined);
  });
});
