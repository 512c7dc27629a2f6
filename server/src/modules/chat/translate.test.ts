import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { CHAT_API as API, CHAT_LIMITS, type ChatMessage, type ChatSettings, type Paged, type SendResult } from '@b2b/shared/contract';
import { participantScope } from '../../db/participants';
import { chatTranslations } from '../../db/schema';
import { isAppError } from '../../lib/errors';
import { assertError, assertOk, call, createSecondApp, type TestApp } from '../../test/helpers';
import { befriend, chatTestApp, connect, listen, newMember, path, textBody, type ChatClient, type Member } from './test-support';
import { translateMessage, translationsSettled } from './translate/translate';

type Mode = 'ok' | 'slow' | 'fail';

/** A local server speaking LibreTranslate's API: `POST /translate` → `{ translatedText: "[<target>] <q>" }`. */
class FakeLibreTranslate {
  mode: Mode = 'ok';
  readonly requests: Record<string, unknown>[] = [];
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/translate') return res.writeHead(404).end();
        const body = JSON.parse(raw) as { q: string; target: string };
        this.requests.push(body);
        const answer = () => {
          if (this.mode === 'fail') return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
        };
        if (this.mode === 'slow') setTimeout(answer, CHAT_LIMITS.translateTimeoutMs + 500);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const history = async (t: TestApp, m: Member, conversationId: string) =>
  assertOk<Paged<ChatMessage>>(await call(t.app, 'GET', path(API.history, conversationId), { token: m.token }));
const settings = async (t: TestApp, m: Member, body: object) =>
  assertOk<ChatSettings>(
    await call(t.app, 'POST', body && 'language' in body ? API.initLanguage : API.translateFlag, { token: m.token, body }),
  );
const storedRows = (t: TestApp, messageId: string) =>
  t.app.ctx.db.select().from(chatTranslations).where(eq(chatTranslations.messageId, messageId));

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
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
  });
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

  it('stores a translation once per (message, language): a retried send and two instances translating at once leave one row', async () => {
    const sent = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, '报价', 'once-1') }));
    await translationsSettled(t.app.ctx);
    const retried = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, '报价', 'once-1') }));
    assert.equal(retried.duplicate, true);
    await translationsSettled(t.app.ctx);
    assert.equal(fake.requests.length, 1, 'the stored translation is reused');

    const fresh = assertOk<SendResult>(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(direct, '交期', 'once-2') }));
    await translationsSettled(t.app.ctx);
    await t.app.ctx.db.delete(chatTranslations).where(eq(chatTranslations.messageId, fresh.message.id));
    const two = await createSecondApp(t);
    try {
      await Promise.all([
        translateMessage(t.app.ctx, fresh.message, [a.userId, b.userId]),
        translateMessage(two.app.ctx, fresh.message, [a.userId, b.userId]),
      ]);
    } finally {
      await two.close();
    }
    assert.equal((await storedRows(t, sent.message.id)).length, 1);
    assert.deepEqual(
      (await storedRows(t, fresh.message.id)).map((row) => [row.language, row.text]),
      [['en-US', '[en] 交期']],
    );
  });

  it('a slow translation server (> 2 s) delays neither the ack nor the message frame; the translation is dropped', async () => {
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
    assert.equal(sb.frames.filter((f) => f.type === 'translation' && f.messageId === ack.message.id).length, 0);
  });

  it('a failing translation server (500) leaves the message delivered, untranslated, and the app working', async () => {
    fake.mode = 'fail';
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'fail-1', kind: 'TEXT', body: '失败' });
    const ack = await sa.next('ack', (f) => f.clientMsgId === 'fail-1');
    await sb.next('message', (f) => f.message.id === ack.message.id);
    await translationsSettled(t.app.ctx);
    assert.equal(fake.requests.length, 1);
    assert.deepEqual(await storedRows(t, ack.message.id), []);
    assert.equal((await history(t, b, direct)).list[0].translation, undefined);
    fake.mode = 'ok';
    sa.send({ type: 'send', conversationId: direct, clientMsgId: 'fail-2', kind: 'TEXT', body: '好了' });
    await sb.next('translation', (f) => f.text === '[en] 好了');
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
