import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_API as API, type ChatContact, type ChatGroup, type Friendship, type Paged, type ServiceSession } from '@b2b/shared/contract';
import { assertOk, call, loginAs, type TestApp } from '../../test/helpers';
import { chatTestApp } from './test-support';

describe('the demo chat seed (through the chat services)', () => {
  let t: TestApp;
  let dev: string;
  let sup: string;
  before(async () => {
    t = await chatTestApp({ seed: true });
    dev = (await loginAs(t.app, 'dev@demo.test')).token;
    sup = (await loginAs(t.app, 'sup@demo.test')).token;
  });
  after(() => t?.close());

  it('gives party A conversations in both languages, a group, unread messages and a waiting request', async () => {
    const contacts = assertOk<Paged<ChatContact>>(await call(t.app, 'GET', API.contacts, { token: dev })).list;
    const bodies = contacts.map((c) => c.lastMessage?.body ?? '');
    assert.ok(
      bodies.some((b) => /[\u4e00-\u9fff]/.test(b)),
      'a Chinese conversation',
    );
    assert.ok(
      bodies.some((b) => /^[\x20-\x7e]+$/.test(b)),
      'an English conversation',
    );
    assert.equal(contacts[0].kind, 'GROUP', 'the newest activity first');
    assert.ok(assertOk<number>(await call(t.app, 'GET', API.unreadCount, { token: dev })) >= 2);
    const groups = assertOk<Paged<ChatGroup>>(await call(t.app, 'GET', API.groups, { token: sup })).list;
    assert.deepEqual(
      groups.map((g) => [g.memberCount, g.myRole]),
      [[4, 'MEMBER']],
    );
    const incoming = assertOk<Paged<Friendship>>(await call(t.app, 'GET', `${API.friendships}?filter=INCOMING`, { token: dev })).list;
    assert.equal(incoming.length, 1);
    const friends = assertOk<Paged<Friendship>>(await call(t.app, 'GET', API.friendships, { token: dev })).list;
    assert.equal(friends.length, 3);
  });

  it('gives the staff member two answered conversations in both languages, one question unread, and an ended history', async () => {
    const staff = (await loginAs(t.app, 'service@demo.test')).token;
    const mine = assertOk<Paged<ServiceSession>>(await call(t.app, 'GET', API.serviceMine, { token: staff })).list;
    assert.equal(mine.length, 2);
    assert.ok(mine.every((m) => m.status === 'ASSIGNED' && m.firstReplyAt !== null));
    assert.deepEqual(
      mine.map((m) => m.unread),
      [1, 0],
    );
    const current = assertOk<ServiceSession>(await call(t.app, 'GET', API.serviceCurrent, { token: sup }));
    assert.equal(current.staff?.nickname, '客服小美');
    const ended = assertOk<ServiceSession>(
      await call(t.app, 'GET', API.serviceCurrent, { token: (await loginAs(t.app, 'supreq@demo.test')).token }),
    );
    assert.equal(ended.status, 'ENDED');
  });
});
