import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChatLanguage, ConversationKind, FriendshipStatus, MemberRole, MessageKind, ServiceStatus } from '@b2b/shared/contract';
import { id, at } from './columns';
import { sessions } from './auth';
import { users } from './companies';
import { files } from './files';

/**
 * Friendship of two accounts (modules/chat/friends), one row per pair: `userId` is the lower id of the
 * two, `peerId` the higher. A request is PENDING until the other side accepts (ACCEPTED) or declines
 * (NONE); each side's block is kept on its own, whatever the status.
 */
export const chatFriendships = pgTable(
  'chat_friendships',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: uuid('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<FriendshipStatus>().notNull(),
    note: text('note'),
    blockedByUser: boolean('blocked_by_user').notNull().default(false),
    blockedByPeer: boolean('blocked_by_peer').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('chat_friendships_pair_key').on(t.userId, t.peerId), index('chat_friendships_peer_idx').on(t.peerId)],
);

/**
 * A conversation: DIRECT (two friends, `directKey` = "<lower id>:<higher id>", one per pair), GROUP
 * (a name; its owner is the member with role OWNER) or SERVICE. `lastSeq` is the seq of its newest
 * message: a send increments it with RETURNING under the row's lock, in the transaction of the insert.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    name: text('name'),
    directKey: text('direct_key'),
    lastSeq: integer('last_seq').notNull().default(0),
    /** A direct conversation party A opened from the suppliers' directory: the directory links its two accounts. */
    directoryIntroducedAt: at('directory_introduced_at'),
    createdAt: at('created_at').notNull(),
    /** The newest activity (a message, a rename): the contact list's order. */
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('chat_conversations_direct_key').on(t.directKey)],
);

/** Who is in a conversation, with their receipts. History before `joinedSeq` is not theirs to read. */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    joinedAt: at('joined_at').notNull(),
    joinedSeq: integer('joined_seq').notNull().default(0),
    /** Left out of the contact list until its next message. */
    hidden: boolean('hidden').notNull().default(false),
    lastDeliveredSeq: integer('last_delivered_seq').notNull().default(0),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    /** The last seq the CHAT mail digest named for this member; above `lastReadSeq` while that period waits. */
    mailedSeq: integer('mailed_seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_members_user_idx').on(t.userId),
    uniqueIndex('chat_members_owner_key')
      .on(t.conversationId)
      .where(sql`${t.role} = 'OWNER'`),
  ],
);

/** Messages: `seq` gapless per conversation; `clientMsgId` unique per (conversation, sender) makes a send idempotent. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientMsgId: text('client_msg_id').notNull(),
    kind: text('kind').$type<MessageKind>().notNull(),
    body: text('body').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    recalledAt: at('recalled_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_key').on(t.conversationId, t.senderId, t.clientMsgId),
  ],
);

/** A message one account removed for itself. */
export const chatMessageDeletions = pgTable(
  'chat_message_deletions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deletedAt: at('deleted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('chat_message_deletions_user_idx').on(t.userId)],
);

/**
 * A message in one chat language (modules/chat/translate), stored once per (message, language). It
 * carries its message's conversation so that it is read through the same scope as the message: its
 * conversation's members.
 */
export const chatTranslations = pgTable(
  'chat_translations',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    language: text('language').$type<ChatLanguage>().notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.language] })],
);

/** An account's chat settings (initLanguage, setTranslateFlag). */
export const chatSettings = pgTable('chat_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').$type<ChatLanguage>().notNull(),
  translate: boolean('translate').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A customer-service conversation (modules/chat/service): WAITING in the queue (by `queuedAt`),
 * ASSIGNED to a staff member (who must reply within the reply time), or ENDED. One open per customer.
 */
export const chatServiceSessions = pgTable(
  'chat_service_sessions',
  {
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ServiceStatus>().notNull(),
    queuedAt: at('queued_at').notNull(),
    assignedAt: at('assigned_at'),
    firstReplyAt: at('first_reply_at'),
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_service_sessions_open_key')
      .on(t.customerId)
      .where(sql`${t.status} <> 'ENDED'`),
    index('chat_service_sessions_queue_idx').on(t.status, t.queuedAt),
    index('chat_service_sessions_staff_idx').on(t.staffId, t.status),
  ],
);

/** One-time tickets that open a socket (POST /api/im/ticket): only the hash is stored; used once, within 30 s. */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('chat_tickets_token_key').on(t.tokenHash), index('chat_tickets_expiry_idx').on(t.expiresAt)],
);
