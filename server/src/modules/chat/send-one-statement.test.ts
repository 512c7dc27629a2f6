import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { chatConversations, chatFriendships, chatMembers, chatSettings } from '../../db/schema';
import type { TestApp } from '../../test/helpers';
import { sendInOneStatement } from './messages/send-sql';
import { befriend, chatTestApp, newMember, type Member } from './test-support';

// The common send's database function (migration 0025): what it decides, and that it leaves every other case,
// unchanged, to the transaction's path (messages.test.ts and the rest decide those through the API).
describe('a text message in one statement (chat_send)', () => {
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

  const lastSeq = async () =>
    (await t.app.ctx.db.select({ seq: chatConversations.lastSeq }).from(chatConversations).where(eq(chatConversations.id, direct)))[0].seq;
  const sendAs = (m: Member, clientMsgId: string = randomUUID(), translating = false) =>
    sendInOneStatement(t.app.ctx.db, m.userId, { conversationId: direct, clientMsgId, body: 'hi' }, t.clock.now(), translating);
  const setFriendship = (values: Partial<typeof chatFriendships.$inferInsert>) =>
    t.app.ctx.db
      .update(chatFriendships)
      .set(values)
      .where(
        and(
          eq(chatFriendships.userId, a.userId < b.userId ? a.userId : b.userId),
          eq(chatFriendships.peerId, a.userId < b.userId ? b.userId : a.userId),
        ),
      );

  it('stores a friend’s text with the next seq and answers the members; shows a hidden conversation again', async () => {
    await t.app.ctx.db.update(chatMembers).set({ hidden: true }).where(eq(chatMembers.conversationId, direct));
    const before = await lastSeq();
    const sent = await sendAs(a, 'one-1');
    assert.ok(sent);
    assert.equal(sent.message.seq, before + 1);
    assert.equal(sent.message.body, 'hi');
    assert.deepEqual(new Set(sent.memberIds), new Set([a.userId, b.userId]));
    assert.equal(await lastSeq(), before + 1);
    const hidden = await t.app.ctx.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, direct), eq(chatMembers.hidden, true)));
    assert.equal(hidden.length, 0);
  });

  it('declines, spending no seq: a duplicate client id, a stranger, a block, a reader who wants translations', async () => {
    const before = await lastSeq();
    assert.equal(await sendAs(a, 'one-1'), undefined, 'a duplicate goes to the transaction, which answers the first');
    const stranger = await newMember(t);
    assert.equal(await sendAs(stranger), undefined);
    await setFriendship({ blockedByPeer: true });
    assert.equal(await sendAs(a), undefined);
    await setFriendship({ blockedByPeer: false });
    await t.app.ctx.db.insert(chatSettings).values({ userId: b.userId, language: 'en-US', translate: true, updatedAt: t.clock.now() });
    assert.equal(await sendAs(a, randomUUID(), true), undefined);
    assert.equal(await lastSeq(), before, 'every declined send rolled back');
    assert.ok(await sendAs(a, randomUUID(), false), 'translation matters only while a translator is configured');
  });
});
