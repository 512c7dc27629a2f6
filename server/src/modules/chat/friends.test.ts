import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_API as API, REASONS, type ChatContact, type Friendship, type Paged } from '@b2b/shared/contract';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import { befriend, chatTestApp, newMember, path, textBody, type Member } from './test-support';

const friendships = async (t: TestApp, m: Member, filter: string) =>
  assertOk<Paged<Friendship>>(await call(t.app, 'GET', `${API.friendships}?filter=${filter}`, { token: m.token })).list;

describe('chat friends: requests, answers, blocks, contacts', () => {
  let t: TestApp;
  before(async () => {
    t = await chatTestApp();
  });
  after(() => t?.close());

  it('a request waits for the other side; accepting opens one direct conversation both see', async () => {
    const [a, b] = [await newMember(t, 'DEV'), await newMember(t, 'SUP')];
    const asked = assertOk<Friendship>(
      await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: b.userId, note: '你好' } }),
    );
    assert.equal(asked.status, 'PENDING');
    assert.equal(asked.outgoing, true);
    assert.deepEqual(
      (await friendships(t, a, 'OUTGOING')).map((f) => f.user.id),
      [b.userId],
    );
    const incoming = await friendships(t, b, 'INCOMING');
    assert.deepEqual(
      incoming.map((f) => [f.user.id, f.note, f.outgoing]),
      [[a.userId, '你好', false]],
    );
    assertError(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: b.userId } }), 409, 'CHAT_REQUEST_PENDING');
    // Only the asked side accepts.
    assertError(await call(t.app, 'POST', path(API.acceptFriend, asked.id), { token: a.token }), 409, 'STATE_CONFLICT');
    const accepted = assertOk<Friendship>(await call(t.app, 'POST', path(API.acceptFriend, asked.id), { token: b.token }));
    assert.equal(accepted.status, 'ACCEPTED');
    assert.ok(accepted.conversationId);
    assertError(await call(t.app, 'POST', API.requestFriend, { token: b.token, body: { userId: a.userId } }), 409, 'CHAT_ALREADY_FRIENDS');
    const contact = assertOk<ChatContact>(await call(t.app, 'GET', path(API.chatContact, b.userId), { token: a.token }));
    assert.equal(contact.conversationId, accepted.conversationId);
    assert.equal(contact.kind, 'DIRECT');
    assert.equal(contact.peer?.id, b.userId);
    assert.equal(contact.canSend, true);
  });

  it('asking by company reaches its main account; asking back a pending request makes friends at once', async () => {
    const [a, b] = [await newMember(t, 'DEV'), await newMember(t, 'SUP')];
    const asked = assertOk<Friendship>(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { companyId: b.companyId } }));
    assert.equal(asked.user.id, b.userId);
    const mutual = assertOk<Friendship>(await call(t.app, 'POST', API.requestFriend, { token: b.token, body: { userId: a.userId } }));
    assert.equal(mutual.status, 'ACCEPTED');
    assert.ok(mutual.conversationId);
  });

  it('declines, withdrawals and the end of a friendship; sending stops with it', async () => {
    const [a, b] = [await newMember(t), await newMember(t, 'SUP')];
    const asked = assertOk<Friendship>(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: b.userId } }));
    const declined = assertOk<Friendship>(await call(t.app, 'POST', path(API.declineFriend, asked.id), { token: b.token }));
    assert.equal(declined.status, 'NONE');
    assert.deepEqual(await friendships(t, b, 'INCOMING'), []);
    assertError(await call(t.app, 'POST', path(API.declineFriend, asked.id), { token: b.token }), 409, 'STATE_CONFLICT');
    const conversationId = await befriend(t, a, b);
    const ended = assertOk<Friendship>(await call(t.app, 'DELETE', path(API.removeFriend, asked.id), { token: a.token }));
    assert.equal(ended.status, 'NONE');
    assertError(await call(t.app, 'POST', API.send, { token: b.token, body: textBody(conversationId, 'hi') }), 403, 'CHAT_NOT_FRIENDS');
    const contact = assertOk<ChatContact>(await call(t.app, 'GET', path(API.chatContact, b.userId), { token: a.token }));
    assert.equal(contact.canSend, false);
  });

  it('a block stops direct messages both ways and hides requests from the blocked; unblocking lets them pass again', async () => {
    const [a, b] = [await newMember(t), await newMember(t, 'SUP')];
    const conversationId = await befriend(t, a, b);
    const blocked = assertOk<Friendship>(await call(t.app, 'POST', path(API.block, b.userId), { token: a.token, body: { blocked: true } }));
    assert.equal(blocked.blockedByMe, true);
    assert.equal(blocked.status, 'ACCEPTED', 'the friendship itself is kept');
    const refused = await call(t.app, 'POST', API.send, { token: b.token, lang: 'zh_CN', body: textBody(conversationId, '在吗') });
    assertError(refused, 403, 'CHAT_BLOCKED');
    assert.equal(refused.body.msg, REASONS.CHAT_BLOCKED['zh-CN']);
    assertError(await call(t.app, 'POST', API.send, { token: a.token, body: textBody(conversationId, 'x') }), 403, 'CHAT_BLOCKED');
    assert.deepEqual(
      (await friendships(t, a, 'BLOCKED')).map((f) => f.user.id),
      [b.userId],
    );
    assertOk(await call(t.app, 'POST', path(API.block, b.userId), { token: a.token, body: { blocked: false } }));
    assertOk(await call(t.app, 'POST', API.send, { token: b.token, body: textBody(conversationId, 'again') }));

    // A stranger the caller blocked: its request is kept but never shown.
    const c = await newMember(t, 'SUP');
    assertOk(await call(t.app, 'POST', path(API.block, c.userId), { token: a.token, body: { blocked: true } }));
    const hidden = assertOk<Friendship>(await call(t.app, 'POST', API.requestFriend, { token: c.token, body: { userId: a.userId } }));
    assert.equal(hidden.status, 'PENDING');
    assert.deepEqual(await friendships(t, a, 'INCOMING'), []);
    assertError(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: c.userId } }), 403, 'CHAT_BLOCKED');
  });

  it('refuses what an attacker tries: themselves, unknown or non-paying accounts, another pair’s request, bad input', async () => {
    const [a, b, c] = [await newMember(t), await newMember(t, 'SUP'), await newMember(t, 'SUP')];
    const ordinary = await newMember(t, 'SUP', { pay: false });
    assertError(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: a.userId } }), 400, 'CHAT_SELF');
    assertError(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: ordinary.userId } }), 404, 'NOT_FOUND');
    assertError(
      await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: '00000000-0000-4000-8000-000000000000' } }),
      404,
      'NOT_FOUND',
    );
    assertError(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: {} }), 400, 'VALIDATION');
    assertError(
      await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: b.userId, companyId: b.companyId } }),
      400,
      'VALIDATION',
    );
    assertError(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: 'nope' } }), 400, 'VALIDATION', ['/userId']);
    assertError(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: b.userId, extra: 1 } }), 400, 'VALIDATION');
    // A non-paying member and a visitor cannot use chat at all.
    assertError(await call(t.app, 'POST', API.requestFriend, { token: ordinary.token, body: { userId: a.userId } }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', API.friendships), 401, 'UNAUTHENTICATED');
    // Another pair's request: not found for a third account, whatever it tries.
    const asked = assertOk<Friendship>(await call(t.app, 'POST', API.requestFriend, { token: a.token, body: { userId: b.userId } }));
    assertError(await call(t.app, 'POST', path(API.acceptFriend, asked.id), { token: c.token }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(API.declineFriend, asked.id), { token: c.token }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'DELETE', path(API.removeFriend, asked.id), { token: c.token }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', path(API.chatContact, b.userId), { token: c.token }), 404, 'NOT_FOUND');
    assert.equal((await friendships(t, b, 'INCOMING')).length, 1, 'nothing changed');
    assertError(await call(t.app, 'POST', path(API.block, a.userId), { token: a.token, body: { blocked: true } }), 400, 'CHAT_SELF');
    assertError(await call(t.app, 'POST', path(API.block, b.userId), { token: a.token, body: {} }), 400, 'VALIDATION');
    assertError(await call(t.app, 'GET', `${API.friendships}?filter=ALL`, { token: a.token }), 400, 'VALIDATION');
  });

  it('lists contacts newest activity first, with the last message and unread count, and finds them by name', async () => {
    const [a, b, c] = [await newMember(t), await newMember(t, 'SUP'), await newMember(t, 'SUP')];
    const withB = await befriend(t, a, b);
    const withC = await befriend(t, a, c);
    assertOk(await call(t.app, 'POST', API.send, { token: b.token, body: textBody(withB, 'first') }));
    t.clock.advance(1000);
    assertOk(await call(t.app, 'POST', API.send, { token: c.token, body: textBody(withC, 'second') }));
    assertOk(await call(t.app, 'POST', API.send, { token: c.token, body: textBody(withC, 'third') }));
    const contacts = assertOk<Paged<ChatContact>>(await call(t.app, 'GET', API.contacts, { token: a.token }));
    assert.deepEqual(
      contacts.list.map((x) => [x.conversationId, x.lastMessage?.body, x.unread]),
      [
        [withC, 'third', 2],
        [withB, 'first', 1],
      ],
    );
    const found = assertOk<Paged<ChatContact>>(await call(t.app, 'GET', `${API.contacts}?keyword=Tester`, { token: a.token }));
    assert.equal(found.total, 2);
    const none = assertOk<Paged<ChatContact>>(await call(t.app, 'GET', `${API.contacts}?keyword=nobody-like-this`, { token: a.token }));
    assert.equal(none.total, 0);
    assertError(await call(t.app, 'GET', `${API.contacts}?pageSize=1000`, { token: a.token }), 400, 'VALIDATION');
  });

  it('gives one conversation by id to its members only (a link beyond the first page opens titled)', async () => {
    const [a, b, outsider] = [await newMember(t), await newMember(t, 'SUP'), await newMember(t, 'SUP')];
    const withB = await befriend(t, a, b);
    const one = assertOk<Paged<ChatContact>>(await call(t.app, 'GET', `${API.contacts}?conversationId=${withB}`, { token: a.token }));
    assert.deepEqual(
      one.list.map((x) => [x.conversationId, x.peer?.id, x.title !== '']),
      [[withB, b.userId, true]],
    );
    // attack: someone else's conversation id gives nothing, not its title
    const theirs = assertOk<Paged<ChatContact>>(
      await call(t.app, 'GET', `${API.contacts}?conversationId=${withB}`, { token: outsider.token }),
    );
    assert.equal(theirs.total, 0);
    assertError(await call(t.app, 'GET', `${API.contacts}?conversationId=not-a-uuid`, { token: a.token }), 400, 'VALIDATION');
  });
});
