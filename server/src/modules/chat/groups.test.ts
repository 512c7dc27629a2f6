import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_API as API, type ChatGroup, type GroupMember, type Paged } from '@b2b/shared/contract';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import { befriend, chatTestApp, newMember, path, textBody, type Member } from './test-support';

const members = async (t: TestApp, m: Member, groupId: string) =>
  assertOk<GroupMember[]>(await call(t.app, 'GET', `${API.groupMembers}?groupId=${groupId}`, { token: m.token }));
const groupsOf = async (t: TestApp, m: Member) => assertOk<Paged<ChatGroup>>(await call(t.app, 'GET', API.groups, { token: m.token })).list;

describe('chat groups', () => {
  let t: TestApp;
  let owner: Member;
  let b: Member;
  let c: Member;
  let stranger: Member;
  before(async () => {
    t = await chatTestApp();
    [owner, b, c, stranger] = [await newMember(t), await newMember(t, 'SUP'), await newMember(t, 'SUP'), await newMember(t, 'SUP')];
    await befriend(t, owner, b);
    await befriend(t, owner, c);
  });
  after(() => t?.close());

  const create = async (memberIds: string[], name = '项目群') =>
    assertOk<ChatGroup>(await call(t.app, 'POST', API.createGroup, { token: owner.token, body: { name, memberIds } }));

  it('creates a group owned by its creator with friends only; members talk and see it in their lists', async () => {
    const group = await create([b.userId, c.userId]);
    assert.deepEqual([group.name, group.ownerId, group.memberCount, group.myRole], ['项目群', owner.userId, 3, 'OWNER']);
    assert.deepEqual(
      (await members(t, b, group.conversationId)).map((m) => [m.user.id, m.role]),
      [
        [owner.userId, 'OWNER'],
        [b.userId, 'MEMBER'],
        [c.userId, 'MEMBER'],
      ],
    );
    assertOk(await call(t.app, 'POST', API.send, { token: c.token, body: textBody(group.conversationId, '大家好') }));
    assert.ok((await groupsOf(t, b)).some((g) => g.conversationId === group.conversationId && g.myRole === 'MEMBER'));
    // Not a friend of the creator, the creator itself: refused, nothing created.
    const before = (await groupsOf(t, owner)).length;
    assertError(
      await call(t.app, 'POST', API.createGroup, { token: owner.token, body: { name: 'x', memberIds: [stranger.userId] } }),
      403,
      'CHAT_NOT_FRIENDS',
    );
    assertError(
      await call(t.app, 'POST', API.createGroup, { token: owner.token, body: { name: 'x', memberIds: [owner.userId] } }),
      400,
      'CHAT_SELF',
    );
    assertError(
      await call(t.app, 'POST', API.createGroup, { token: owner.token, body: { name: '  ', memberIds: [b.userId] } }),
      400,
      'VALIDATION',
      ['/name'],
    );
    assertError(await call(t.app, 'POST', API.createGroup, { token: owner.token, body: { name: 'x', memberIds: [] } }), 400, 'VALIDATION');
    assert.equal((await groupsOf(t, owner)).length, before);
  });

  it('a non-member can neither post, read, rename nor add; another user’s group id is 404', async () => {
    const group = await create([b.userId]);
    assertError(await call(t.app, 'POST', API.send, { token: c.token, body: textBody(group.conversationId, 'hi') }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', `${API.groupMembers}?groupId=${group.conversationId}`, { token: c.token }), 404, 'NOT_FOUND');
    assertError(
      await call(t.app, 'POST', API.renameGroup, { token: c.token, body: { groupId: group.conversationId, name: 'mine' } }),
      404,
      'NOT_FOUND',
    );
    assertError(
      await call(t.app, 'POST', API.addGroupMembers, { token: c.token, body: { groupId: group.conversationId, userIds: [c.userId] } }),
      404,
      'NOT_FOUND',
    );
    assertError(await call(t.app, 'DELETE', `${API.deleteGroup}?groupId=${group.conversationId}`, { token: c.token }), 404, 'NOT_FOUND');
    // A direct conversation is not a group.
    const direct = await befriend(t, b, c);
    assertError(await call(t.app, 'DELETE', `${API.deleteGroup}?groupId=${direct}`, { token: b.token }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'DELETE', `${API.deleteGroup}?groupId=nope`, { token: b.token }), 400, 'VALIDATION');
  });

  it('a member adds friends, who read from their joining on; any member renames', async () => {
    const group = await create([b.userId]);
    assertOk(await call(t.app, 'POST', API.send, { token: owner.token, body: textBody(group.conversationId, 'before c') }));
    const added = assertOk<ChatGroup>(
      await call(t.app, 'POST', API.addGroupMembers, { token: owner.token, body: { groupId: group.conversationId, userIds: [c.userId] } }),
    );
    assert.equal(added.memberCount, 3);
    assertOk(await call(t.app, 'POST', API.send, { token: b.token, body: textBody(group.conversationId, 'after c') }));
    const seen = assertOk(await call(t.app, 'GET', path(API.history, group.conversationId), { token: c.token }));
    assert.deepEqual(
      seen.list.map((m: { body: string }) => m.body),
      ['after c'],
    );
    const renamed = assertOk<ChatGroup>(
      await call(t.app, 'POST', API.renameGroup, { token: c.token, body: { groupId: group.conversationId, name: '新名字' } }),
    );
    assert.equal(renamed.name, '新名字');
    // b adds someone who is not b's friend: refused.
    assertError(
      await call(t.app, 'POST', API.addGroupMembers, {
        token: b.token,
        body: { groupId: group.conversationId, userIds: [stranger.userId] },
      }),
      403,
      'CHAT_NOT_FRIENDS',
    );
  });

  it('only the owner transfers, removes and deletes; a transfer moves the one owner role atomically', async () => {
    const group = await create([b.userId, c.userId]);
    const id = group.conversationId;
    assertError(
      await call(t.app, 'POST', API.transferGroup, { token: b.token, body: { groupId: id, userId: b.userId } }),
      403,
      'CHAT_OWNER_ONLY',
    );
    assertError(
      await call(t.app, 'POST', API.removeGroupMember, { token: b.token, body: { groupId: id, userId: c.userId } }),
      403,
      'CHAT_OWNER_ONLY',
    );
    assertError(await call(t.app, 'DELETE', `${API.deleteGroup}?groupId=${id}`, { token: b.token }), 403, 'CHAT_OWNER_ONLY');
    assertError(
      await call(t.app, 'POST', API.transferGroup, { token: owner.token, body: { groupId: id, userId: stranger.userId } }),
      404,
      'NOT_FOUND',
    );
    // Two transfers at once: exactly one owner afterwards.
    const [toB, toC] = await Promise.all([
      call(t.app, 'POST', API.transferGroup, { token: owner.token, body: { groupId: id, userId: b.userId } }),
      call(t.app, 'POST', API.transferGroup, { token: owner.token, body: { groupId: id, userId: c.userId } }),
    ]);
    assert.deepEqual([toB.status, toC.status].sort(), [200, 403]);
    const owners = (await members(t, owner, id)).filter((m) => m.role === 'OWNER');
    assert.equal(owners.length, 1);
    const newOwner = owners[0].user.id === b.userId ? b : c;
    const other = newOwner === b ? c : b;
    const removed = assertOk<ChatGroup>(
      await call(t.app, 'POST', API.removeGroupMember, { token: newOwner.token, body: { groupId: id, userId: other.userId } }),
    );
    assert.equal(removed.memberCount, 2);
    assertError(await call(t.app, 'GET', `${API.groupMembers}?groupId=${id}`, { token: other.token }), 404, 'NOT_FOUND');
    assertOk(await call(t.app, 'DELETE', `${API.deleteGroup}?groupId=${id}`, { token: newOwner.token }));
    assertError(await call(t.app, 'GET', `${API.groupMembers}?groupId=${id}`, { token: owner.token }), 404, 'NOT_FOUND');
  });

  it('an owner leaving hands the group on; the last member leaving deletes it', async () => {
    const group = await create([b.userId, c.userId]);
    const id = group.conversationId;
    assertOk(await call(t.app, 'POST', API.leaveGroup, { token: owner.token, body: { groupId: id } }));
    const left = await members(t, b, id);
    assert.deepEqual(
      left.map((m) => m.role),
      ['OWNER', 'MEMBER'],
    );
    assertOk(await call(t.app, 'POST', API.leaveGroup, { token: b.token, body: { groupId: id } }));
    assert.deepEqual(
      (await members(t, c, id)).map((m) => [m.user.id, m.role]),
      [[c.userId, 'OWNER']],
    );
    assertOk(await call(t.app, 'POST', API.leaveGroup, { token: c.token, body: { groupId: id } }));
    assertError(await call(t.app, 'GET', `${API.groupMembers}?groupId=${id}`, { token: c.token }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', API.leaveGroup, { token: c.token, body: { groupId: id } }), 404, 'NOT_FOUND');
  });
});
