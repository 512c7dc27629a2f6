import { and, desc, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import type { ChatContact, ChatUser, ContactsQuery, Paged } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { participantScope } from '../../db/participants';
import type { Caller } from '../../db/rows';
import { chatConversations as c, chatMembers, chatMessages, users } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { pageConversations, type ConversationRow } from './conversations';
import { directKeyOf, directRefusal } from './friends/relation';
import { presentMessages } from './messages/present';
import { unreadByConversation } from './messages/unread';
import { visibleTo } from './messages/visible';
import { chatUsers, unknownUser } from './people';

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A group's name, the other person's nickname, or nothing in customer service (the client names it in the reader's language). */
function titleOf(conversation: ConversationRow, peer: ChatUser | null): string {
  if (conversation.kind === 'DIRECT') return peer?.nickname ?? '';
  return conversation.name ?? '';
}

/** Conversations as contacts of `me`: title, the other person, last message, unread, receipts, whether sending is possible. */
async function presentContacts(db: Tx, me: string, conversations: readonly ConversationRow[], now: Date): Promise<ChatContact[]> {
  if (conversations.length === 0) return [];
  const scope = participantScope(db, { userId: me });
  const ids = conversations.map((row) => row.id);
  const members = await scope.select(chatMembers).where(inArray(chatMembers.conversationId, ids));
  const unread = await unreadByConversation(db, me, ids);
  const people = await chatUsers(
    db,
    members.filter((m) => m.userId !== me).map((m) => m.userId),
  );
  return Promise.all(
    conversations.map(async (conversation) => {
      const mine = members.find((m) => m.conversationId === conversation.id && m.userId === me)!;
      // Customer service (reached by its customer here; staff use the service desk): the staff member serving it.
      const peer = conversation.kind === 'GROUP' ? undefined : members.find((m) => m.conversationId === conversation.id && m.userId !== me);
      const [last] = await scope.select(chatMessages).where(visibleTo(db, mine)).orderBy(desc(chatMessages.seq)).limit(1);
      const refusal = peer && conversation.kind === 'DIRECT' ? await directRefusal(db, me, peer.userId, now) : null;
      const peerUser = peer ? (people.get(peer.userId) ?? unknownUser(peer.userId)) : null;
      return {
        conversationId: conversation.id,
        kind: conversation.kind,
        title: titleOf(conversation, peerUser),
        peer: peerUser,
        lastMessage: last ? (await presentMessages(db, [last]))[0] : null,
        lastSeq: conversation.lastSeq,
        unread: unread.get(conversation.id) ?? 0,
        lastReadSeq: mine.lastReadSeq,
        lastDeliveredSeq: mine.lastDeliveredSeq,
        peerDeliveredSeq: peer?.lastDeliveredSeq ?? null,
        peerReadSeq: peer?.lastReadSeq ?? null,
        canSend: conversation.kind !== 'DIRECT' || refusal === null,
        updatedAt: conversation.updatedAt.getTime(),
      };
    }),
  );
}

/**
 * The caller's conversations (hidden ones left out), newest activity first; `keyword` matches a group's name or
 * the other person's nickname; `conversationId` gives that one conversation only, hidden or not, if the caller is in it.
 */
export async function listContacts(ctx: AppContext, caller: Caller, query: ContactsQuery): Promise<Paged<ChatContact>> {
  const me = caller.user.id;
  const scope = participantScope(ctx.db, { userId: me });
  const keyword = query.keyword?.trim();
  const others = scope.pick(chatMembers, { id: chatMembers.conversationId }).where(
    and(
      eq(chatMembers.conversationId, c.id),
      inArray(
        chatMembers.userId,
        acrossCompanies(ctx.db, 'the nicknames of the people in the caller’s conversations')
          .select({ id: users.id })
          .from(users)
          .where(ilike(users.nickname, likePattern(keyword ?? ''))),
      ),
    ),
  );
  const matches = and(
    keyword ? or(ilike(c.name, likePattern(keyword)), and(eq(c.kind, 'DIRECT'), exists(others))) : undefined,
    query.conversationId ? eq(c.id, query.conversationId) : undefined,
  );
  return pageConversations(ctx.db, me, query, matches, (rows) => presentContacts(ctx.db, me, rows, ctx.clock.now()), {
    shownOnly: !query.conversationId,
  });
}

/** The direct conversation with the friend `userId` as a contact (404 when there is none). */
export async function directContact(ctx: AppContext, caller: Caller, userId: string): Promise<ChatContact> {
  const [conversation] = await participantScope(ctx.db, { userId: caller.user.id })
    .select(c)
    .where(eq(c.directKey, directKeyOf(caller.user.id, userId)));
  if (!conversation) throw new AppError('NOT_FOUND');
  return (await presentContacts(ctx.db, caller.user.id, [conversation], ctx.clock.now()))[0];
}
