import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_API as API, FILES_API, type ChatMessage, type Paged, type ReadResult, type SendResult } from '@b2b/shared/contract';
import { assertError, assertOk, call, callMultipart, type TestApp } from '../../test/helpers';
import { befriend, chatTestApp, newMember, path, textBody, type Member } from './test-support';

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x20)]);

const send = (t: TestApp, m: Member, body: unknown) => call<SendResult>(t.app, 'POST', API.send, { token: m.token, body });
const history = async (t: TestApp, m: Member, conversationId: string, query = '') =>
  assertOk<Paged<ChatMessage>>(await call(t.app, 'GET', `${path(API.history, conversationId)}${query}`, { token: m.token }));
const unread = async (t: TestApp, m: Member) => assertOk<number>(await call(t.app, 'GET', API.unreadCount, { token: m.token }));

describe('chat messages by REST', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let direct: string;
  before(async () => {
    t = await chatTestApp();
    [a, b] = [await newMember(t, 'DEV'), await newMember(t, 'SUP')];
    direct = await befriend(t, a, b);
  });
  after(() => t?.close());

  it('numbers messages 1, 2, 3… per conversation; a retried send answers the original with its seq, and stores nothing', async () => {
    const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
    const conversationId = await befriend(t, x, y);
    const first = assertOk(await send(t, x, textBody(conversationId, 'hello', 'm-1')));
    assert.deepEqual([first.message.seq, first.duplicate, first.message.body], [1, false, 'hello']);
    const retry = assertOk(await send(t, x, textBody(conversationId, 'hello', 'm-1')));
    assert.deepEqual([retry.message.id, retry.message.seq, retry.duplicate], [first.message.id, 1, true]);
    // The same client id from the other sender is another message.
    const theirs = assertOk(await send(t, y, textBody(conversationId, 'hi', 'm-1')));
    assert.equal(theirs.message.seq, 2);
    assert.deepEqual(
      (await history(t, x, conversationId)).list.map((m) => [m.seq, m.body]),
      [
        [2, 'hi'],
        [1, 'hello'],
      ],
    );
  });

  it('keeps seqs gapless and unique under concurrent sends and retries', async () => {
    const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
    const conversationId = await befriend(t, x, y);
    const sends = Array.from({ length: 30 }, (_, i) => [
      send(t, i % 2 ? x : y, textBody(conversationId, `n${i}`, `c${i}`)),
      send(t, i % 2 ? x : y, textBody(conversationId, `n${i}`, `c${i}`)),
    ]).flat();
    const results = (await Promise.all(sends)).map((reply) => assertOk(reply));
    const seqs = [...new Set(results.map((r) => r.message.seq))].sort((p, q) => p - q);
    assert.deepEqual(
      seqs,
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    assert.equal(results.filter((r) => r.duplicate).length, 30);
    const stored = await history(t, x, conversationId, '?pageSize=100');
    assert.equal(stored.total, 30);
  });

  it('pages history newest first, and older than a seq', async () => {
    const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
    const conversationId = await befriend(t, x, y);
    for (let i = 1; i <= 5; i++) assertOk(await send(t, x, textBody(conversationId, `m${i}`)));
    const page1 = await history(t, y, conversationId, '?pageSize=2');
    assert.deepEqual([page1.total, page1.list.map((m) => m.seq)], [5, [5, 4]]);
    const page2 = await history(t, y, conversationId, '?pageSize=2&page=2');
    assert.deepEqual(
      page2.list.map((m) => m.seq),
      [3, 2],
    );
    const older = await history(t, y, conversationId, '?beforeSeq=3');
    assert.deepEqual(
      older.list.map((m) => m.seq),
      [2, 1],
    );
    assertError(await call(t.app, 'GET', `${path(API.history, conversationId)}?beforeSeq=0`, { token: y.token }), 400, 'VALIDATION');
  });

  it('counts unread over every conversation without own, recalled or deleted messages; read resets it', async () => {
    const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
    const conversationId = await befriend(t, x, y);
    assertOk(await send(t, x, textBody(conversationId, 'one')));
    const two = assertOk(await send(t, x, textBody(conversationId, 'two'))).message;
    assertOk(await send(t, x, textBody(conversationId, 'three')));
    assertOk(await send(t, y, textBody(conversationId, 'mine')));
    assert.equal(await unread(t, y), 3);
    assert.equal(await unread(t, x), 1, "y's message only");
    const recalled = assertOk(await send(t, y, textBody(conversationId, 'recalled'))).message;
    assert.equal(await unread(t, x), 2);
    assertOk(await call(t.app, 'POST', path(API.recall, recalled.id), { token: y.token }));
    assert.equal(await unread(t, x), 1);
    assertOk(await call(t.app, 'DELETE', path(API.deleteMessage, two.id), { token: y.token }));
    assert.equal(await unread(t, y), 2);
    const read = assertOk<ReadResult>(await call(t.app, 'POST', `${path(API.read, conversationId)}?seq=1`, { token: y.token }));
    assert.deepEqual([read.lastReadSeq, read.unread], [1, 1]);
    // Never back.
    const back = assertOk<ReadResult>(await call(t.app, 'POST', `${path(API.read, conversationId)}?seq=0`, { token: y.token }));
    assert.equal(back.lastReadSeq, 1);
    const all = assertOk<ReadResult>(await call(t.app, 'POST', path(API.read, conversationId), { token: y.token }));
    assert.deepEqual([all.lastReadSeq, all.unread], [5, 0]);
    assert.equal(await unread(t, y), 0);
  });

  it('deletes for the deleter only', async () => {
    const sent = assertOk(await send(t, a, textBody(direct, 'to be deleted'))).message;
    assertOk(await call(t.app, 'DELETE', path(API.deleteMessage, sent.id), { token: a.token }));
    assert.ok(!(await history(t, a, direct)).list.some((m) => m.id === sent.id));
    assert.ok((await history(t, b, direct)).list.some((m) => m.id === sent.id && m.body === 'to be deleted'));
    assertOk(await call(t.app, 'DELETE', path(API.deleteMessage, sent.id), { token: b.token }));
    assertError(await call(t.app, 'DELETE', path(API.deleteMessage, sent.id), { token: b.token }), 404, 'NOT_FOUND');
  });

  it('recalls for everyone within the window (test clock), only the sender, and not after', async () => {
    const sent = assertOk(await send(t, a, textBody(direct, 'oops'))).message;
    assertError(await call(t.app, 'POST', path(API.recall, sent.id), { token: b.token }), 403, 'FORBIDDEN');
    t.clock.advance(t.config.chat.recallWindowMs - 1000);
    const recalled = assertOk<ChatMessage>(await call(t.app, 'POST', path(API.recall, sent.id), { token: a.token }));
    assert.equal(recalled.body, '');
    assert.ok(recalled.recalledAt);
    const seen = (await history(t, b, direct)).list.find((m) => m.id === sent.id)!;
    assert.deepEqual([seen.body, seen.recalledAt], ['', recalled.recalledAt]);
    const late = assertOk(await send(t, a, textBody(direct, 'too late'))).message;
    t.clock.advance(t.config.chat.recallWindowMs + 1);
    assertError(await call(t.app, 'POST', path(API.recall, late.id), { token: a.token, lang: 'en-US' }), 409, 'CHAT_RECALL_EXPIRED');
    assert.equal((await history(t, b, direct)).list.find((m) => m.id === late.id)?.body, 'too late');
  });

  it('sends a file of the sender’s company that is confirmed, readable by the other member through the message only', async () => {
    const uploaded = assertOk(await callMultipart(t.app, FILES_API.uploadFile, { token: a.token, fileName: '报价.pdf', content: pdf }));
    const sent = assertOk(
      await send(t, a, { conversationId: direct, clientMsgId: 'file-1', kind: 'FILE', fileId: uploaded.id, body: '请看' }),
    );
    assert.deepEqual([sent.message.kind, sent.message.file?.name, sent.message.body], ['FILE', '报价.pdf', '请看']);
    const download = await t.app.inject({
      method: 'GET',
      url: path(API.messageFile, sent.message.id),
      headers: { authorization: `Bearer ${b.token}` },
    });
    assert.equal(download.statusCode, 200);
    assert.ok(download.rawPayload.subarray(0, 8).equals(pdf.subarray(0, 8)));
    // Another company's file, a file as an image, a text with a file, a file message without one.
    const othersFile = assertOk(await callMultipart(t.app, FILES_API.uploadFile, { token: b.token, fileName: 'b.pdf', content: pdf }));
    const refused = await send(t, a, { conversationId: direct, clientMsgId: 'file-2', kind: 'FILE', fileId: othersFile.id });
    assertError(refused, 400, 'FILE_NOT_ATTACHABLE', ['/fileId']);
    assertError(
      await send(t, a, { conversationId: direct, clientMsgId: 'file-3', kind: 'IMAGE', fileId: uploaded.id }),
      400,
      'FILE_NOT_ATTACHABLE',
    );
    assertError(await send(t, a, { ...textBody(direct, 'x'), fileId: uploaded.id }), 400, 'VALIDATION', ['/fileId']);
    assertError(await send(t, a, { conversationId: direct, clientMsgId: 'file-4', kind: 'FILE' }), 400, 'VALIDATION', ['/fileId']);
    const outsider = await newMember(t);
    const stolen = await t.app.inject({
      method: 'GET',
      url: path(API.messageFile, sent.message.id),
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    assert.equal(stolen.statusCode, 404);
  });

  it('refuses what an attacker tries, changing nothing: another pair’s conversation, bad input, no chat access', async () => {
    const outsider = await newMember(t, 'SUP');
    const before = (await history(t, a, direct)).total;
    assertError(await send(t, outsider, textBody(direct, 'let me in')), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', path(API.history, direct), { token: outsider.token }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(API.read, direct), { token: outsider.token }), 404, 'NOT_FOUND');
    const message = (await history(t, a, direct)).list[0];
    assertError(await call(t.app, 'POST', path(API.recall, message.id), { token: outsider.token }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'DELETE', path(API.deleteMessage, message.id), { token: outsider.token }), 404, 'NOT_FOUND');
    assertError(await send(t, a, textBody(direct, '   ')), 400, 'VALIDATION', ['/body']);
    assertError(await send(t, a, textBody(direct, 'x'.repeat(4001))), 400, 'VALIDATION', ['/body']);
    assertError(await send(t, a, textBody(direct, 'x', 'bad id!')), 400, 'VALIDATION', ['/clientMsgId']);
    assertError(await send(t, a, { ...textBody(direct, 'x'), kind: 'VIDEO' }), 400, 'VALIDATION', ['/kind']);
    assertError(await send(t, a, textBody('not-a-uuid', 'x')), 400, 'VALIDATION', ['/conversationId']);
    const ordinary = await newMember(t, 'DEV', { pay: false });
    assertError(await send(t, ordinary, textBody(direct, 'x')), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', API.unreadCount, { token: ordinary.token }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', API.send, { body: textBody(direct, 'x') }), 401, 'UNAUTHENTICATED');
    assert.equal((await history(t, a, direct)).total, before);
  });

  it('keeps the chat language and the translate flag per account, and says the platform does not translate without TRANSLATE_URL', async () => {
    const first = assertOk(await call(t.app, 'POST', API.translateFlag, { token: a.token, lang: 'en-US', body: { translate: true } }));
    assert.deepEqual(first, { language: 'en-US', translate: true, translationAvailable: false });
    const changed = assertOk(await call(t.app, 'POST', API.initLanguage, { token: a.token, body: { language: 'zh-CN' } }));
    assert.deepEqual(changed, { language: 'zh-CN', translate: true, translationAvailable: false });
    assertError(await call(t.app, 'POST', API.initLanguage, { token: a.token, body: { language: 'fr-FR' } }), 400, 'VALIDATION');
    assertError(await call(t.app, 'POST', API.translateFlag, { token: a.token, body: { translate: 'yes' } }), 400, 'VALIDATION');
  });
});
