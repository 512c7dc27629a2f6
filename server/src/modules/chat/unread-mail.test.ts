import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API as COMMON, CHAT_API as API, CHAT_MAIL_AFTER_MINUTES } from '@b2b/shared/contract';
import { sql } from 'drizzle-orm';
import { chatMessages } from '../../db/schema';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import { befriend, chatTestApp, newMember, path, textBody, type Member } from './test-support';
import { unreadMailJob } from './unread-mail';

const WAIT = CHAT_MAIL_AFTER_MINUTES * 60_000;

/** The CHAT area of the notice settings: one mail per account per waiting period of unread chat messages. */
describe('chat: mail for unread messages', () => {
  let t: TestApp;
  before(async () => {
    t = await chatTestApp();
  });
  after(() => t?.close());

  // Messages are made older instead of moving the clock: the sessions would idle out meanwhile.
  const age = (ms: number) =>
    t.app.ctx.db.update(chatMessages).set({ createdAt: sql`${chatMessages.createdAt} - ${`${ms} milliseconds`}::interval` });
  const run = () => unreadMailJob.run(t.app.ctx, {}, undefined as never);
  const send = async (m: Member, conversationId: string, body: string) =>
    assertOk<{ message: { id: string; seq: number } }>(
      await call(t.app, 'POST', API.send, { token: m.token, body: textBody(conversationId, body) }),
    ).message;
  const mailsTo = (m: Member & { email: string }) =>
    t.mail.sent.filter((mail) => mail.to === m.email && mail.subject.includes('Unread chat'));
  const chatMail = (m: Member, on: boolean, lang?: string) =>
    call(t.app, 'PUT', COMMON.noticeSettings, { token: m.token, lang, body: { settings: [{ area: 'CHAT', inbox: false, mail: on }] } });

  async function pair() {
    const [x, y] = [await newMember(t), await newMember(t, 'SUP')];
    const email = (await call<{ email: string }>(t.app, 'GET', COMMON.userInfo, { token: y.token })).body.data.email;
    return { x, y: { ...y, email }, conversationId: await befriend(t, x, y) };
  }

  it('offers CHAT by mail only: off by default, inbox refused', async () => {
    const { y } = await pair();
    const settings = assertOk<{ area: string; inbox: boolean; mail: boolean }[]>(
      await call(t.app, 'GET', COMMON.noticeSettings, { token: y.token }),
    );
    assert.deepEqual(
      settings.find((s) => s.area === 'CHAT'),
      { area: 'CHAT', inbox: false, mail: false },
    );
    const refused = await call(t.app, 'PUT', COMMON.noticeSettings, {
      token: y.token,
      body: { settings: [{ area: 'CHAT', inbox: true, mail: true }] },
    });
    assertError(refused, 400, 'VALIDATION', ['/settings/0/inbox']);
  });

  it('mails one digest after 30 minutes unread, in both languages with the chat link; never again in the same period', async () => {
    const { x, y, conversationId } = await pair();
    assertOk(await chatMail(y, true));
    await send(x, conversationId, 'one');
    await send(x, conversationId, 'two');
    await age(WAIT - 60_000);
    await run();
    assert.equal(mailsTo(y).length, 0, 'not before 30 minutes');
    await age(60_000);
    await run();
    await run();
    const mails = mailsTo(y);
    assert.equal(mails.length, 1, 'one digest, not one per message, not one per run');
    assert.match(mails[0].text, /2 条聊天消息/);
    assert.match(mails[0].text, /2 chat messages have waited unread/);
    assert.ok(mails[0].text.includes(`/chat?c=${conversationId}`), mails[0].text);
    // More messages in the same waiting period: no second mail until the digest's messages are read.
    await send(x, conversationId, 'three');
    await age(WAIT);
    await run();
    assert.equal(mailsTo(y).length, 1);
    // Read: the period ends; a new message waiting 30 minutes starts the next one.
    assertOk(await call(t.app, 'POST', path(API.read, conversationId), { token: y.token }));
    await send(x, conversationId, 'four');
    await age(WAIT);
    await run();
    assert.equal(mailsTo(y).length, 2);
  });

  it('mails nothing when the messages were read meanwhile, or the area is muted', async () => {
    const { x, y, conversationId } = await pair();
    assertOk(await chatMail(y, true));
    await send(x, conversationId, 'read soon');
    assertOk(await call(t.app, 'POST', path(API.read, conversationId), { token: y.token }));
    await age(WAIT);
    await run();
    assert.equal(mailsTo(y).length, 0);
    assertOk(await chatMail(y, false));
    await send(x, conversationId, 'muted');
    await age(WAIT);
    await run();
    assert.equal(mailsTo(y).length, 0);
  });

  it('names every waiting conversation of an account in one mail, and never the own or recalled messages', async () => {
    const { x, y, conversationId } = await pair();
    const z = await newMember(t);
    const second = await befriend(t, z, y);
    assertOk(await chatMail(y, true));
    assertOk(await chatMail(x, true));
    await send(x, conversationId, 'a');
    await send(z, second, 'b');
    const recalled = await send(y, conversationId, 'own, then recalled');
    assertOk(await call(t.app, 'POST', path(API.recall, recalled.id), { token: y.token }));
    await age(WAIT);
    await run();
    const mails = mailsTo(y);
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, /in 2 conversations/);
    assert.ok(mails[0].text.includes('/chat\n') || mails[0].text.includes('/chat\r') || /\/chat$/m.test(mails[0].text), mails[0].text);
    const xEmail = (await call<{ email: string }>(t.app, 'GET', COMMON.userInfo, { token: x.token })).body.data.email;
    assert.equal(mailsTo({ ...x, email: xEmail }).length, 0, 'a recalled message waits for nobody');
  });
});
