import Type, { type Static } from 'typebox';
import { pagingProperties, Uuid } from './envelope';
import {
  type ChatLanguage,
  CHAT_LANGUAGES,
  CHAT_LIMITS,
  CONVERSATION_KINDS,
  FRIENDSHIP_FILTERS,
  FRIENDSHIP_STATUSES,
  MEMBER_ROLES,
  MESSAGE_KINDS,
  SERVICE_STATUSES,
  type ServiceChange,
} from './chat-rules';
import type { ErrorReason } from './errors';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Seq = Type.Integer({ minimum: 0 });

/** Someone in chat, as others see them. */
export const ChatUserSchema = Type.Object({
  id: Type.String(),
  nickname: Type.String(),
  avatar: Nullable(Type.String()),
  companyName: Type.String(),
});
export type ChatUser = Static<typeof ChatUserSchema>;

export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  conversationId: Type.String(),
  /** Gapless per conversation, from 1, in the order messages were stored. */
  seq: Seq,
  senderId: Type.String(),
  clientMsgId: Type.String(),
  kind: Type.Enum(MESSAGE_KINDS),
  /** The text (TEXT), or a caption; empty once recalled. */
  body: Type.String(),
  /** IMAGE and FILE: the file (`GET /api/files/:id`) with its name and size; null once recalled. */
  file: Nullable(Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer(), contentType: Type.String() })),
  createdAt: Type.Integer(),
  recalledAt: Nullable(Type.Integer()),
  /**
   * History and replay only: the message in the reader's chat language, when the reader's translate
   * flag is on and the translation is stored (it comes later by a `translation` frame otherwise).
   */
  translation: Type.Optional(Type.Object({ language: Type.Enum(CHAT_LANGUAGES), text: Type.String() })),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** A conversation as the caller's contact list shows it. */
export const ChatContactSchema = Type.Object({
  conversationId: Type.String(),
  kind: Type.Enum(CONVERSATION_KINDS),
  /** The group's name, the other person's nickname, or empty in customer service (the client names it in the reader's language). */
  title: Type.String(),
  /** DIRECT: the other person; SERVICE: the staff member serving the caller (null while it waits). */
  peer: Nullable(ChatUserSchema),
  /** The newest message not deleted by the caller. */
  lastMessage: Nullable(ChatMessageSchema),
  /** The conversation's newest seq. */
  lastSeq: Seq,
  unread: Type.Integer({ minimum: 0 }),
  /** The caller's own positions. */
  lastReadSeq: Seq,
  lastDeliveredSeq: Seq,
  /** DIRECT and SERVICE: the other side's positions (✓ delivered, ✓✓ read). */
  peerDeliveredSeq: Nullable(Seq),
  peerReadSeq: Nullable(Seq),
  /** DIRECT: whether sending is possible (friends or linked by a response, nobody blocked). */
  canSend: Type.Boolean(),
  updatedAt: Type.Integer(),
});
export type ChatContact = Static<typeof ChatContactSchema>;

export const ContactsQuery = Type.Object(
  {
    ...pagingProperties,
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: CHAT_LIMITS.keywordMax })),
    /** Only this conversation (one the caller is in, hidden or not): a link opens it beyond the first page. */
    conversationId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type ContactsQuery = Static<typeof ContactsQuery>;

export const FriendshipSchema = Type.Object({
  id: Type.String(),
  /** The other person. */
  user: ChatUserSchema,
  status: Type.Enum(FRIENDSHIP_STATUSES),
  /** Whether the caller sent the request. */
  outgoing: Type.Boolean(),
  note: Nullable(Type.String()),
  blockedByMe: Type.Boolean(),
  blockedMe: Type.Boolean(),
  /** ACCEPTED: the direct conversation. */
  conversationId: Nullable(Type.String()),
  updatedAt: Type.Integer(),
});
export type Friendship = Static<typeof FriendshipSchema>;

export const FriendshipQuery = Type.Object(
  { ...pagingProperties, filter: Type.Optional(Type.Enum(FRIENDSHIP_FILTERS)) },
  { additionalProperties: false },
);
export type FriendshipQuery = Static<typeof FriendshipQuery>;

/** Exactly one of `userId` (an account) or `companyId` (that company's main account). */
export const FriendRequestBody = Type.Object(
  {
    userId: Type.Optional(Uuid),
    companyId: Type.Optional(Uuid),
    note: Type.Optional(Type.String({ maxLength: CHAT_LIMITS.friendNoteMax })),
  },
  { additionalProperties: false },
);
export type FriendRequestBody = Static<typeof FriendRequestBody>;

export const BlockBody = Type.Object({ blocked: Type.Boolean() }, { additionalProperties: false });
export type BlockBody = Static<typeof BlockBody>;

export const HistoryQuery = Type.Object(
  {
    ...pagingProperties,
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_LIMITS.historyPageMax, default: CHAT_LIMITS.historyPageSize })),
    /** Only messages before this seq (scrolling up from the oldest shown). */
    beforeSeq: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

export const ClientMsgId = Type.String({ minLength: 1, maxLength: CHAT_LIMITS.clientMsgIdMax, pattern: '^[A-Za-z0-9_-]+$' });

export const SendBody = Type.Object(
  {
    conversationId: Uuid,
    clientMsgId: ClientMsgId,
    kind: Type.Enum(MESSAGE_KINDS),
    /** TEXT: 1–textMax characters; IMAGE/FILE: an optional caption. */
    body: Type.Optional(Type.String({ maxLength: CHAT_LIMITS.textMax })),
    /** IMAGE/FILE: a confirmed file of the sender's company (`POST /api/common/upload/*`). */
    fileId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type SendBody = Static<typeof SendBody>;

/** `duplicate`: the same (conversation, sender, clientMsgId) was stored before; this is that message. */
export const SendResultSchema = Type.Object({ message: ChatMessageSchema, duplicate: Type.Boolean() });
export type SendResult = Static<typeof SendResultSchema>;

/** `?seq=`: read up to this seq (default: the conversation's last). */
export const ReadQuery = Type.Object({ seq: Type.Optional(Seq) }, { additionalProperties: false });
export type ReadQuery = Static<typeof ReadQuery>;
export const ReadResultSchema = Type.Object({ conversationId: Type.String(), lastReadSeq: Seq, unread: Type.Integer({ minimum: 0 }) });
export type ReadResult = Static<typeof ReadResultSchema>;

export const ChatSettingsSchema = Type.Object({
  language: Type.Enum(CHAT_LANGUAGES),
  translate: Type.Boolean(),
  /** Whether the platform translates at all (a translation service is configured); false: say translation is off. */
  translationAvailable: Type.Boolean(),
});
export type ChatSettings = Static<typeof ChatSettingsSchema>;
export const LanguageBody = Type.Object({ language: Type.Enum(CHAT_LANGUAGES) }, { additionalProperties: false });
export type LanguageBody = Static<typeof LanguageBody>;
export const TranslateFlagBody = Type.Object({ translate: Type.Boolean() }, { additionalProperties: false });
export type TranslateFlagBody = Static<typeof TranslateFlagBody>;

export const ChatGroupSchema = Type.Object({
  conversationId: Type.String(),
  name: Type.String(),
  ownerId: Type.String(),
  memberCount: Type.Integer({ minimum: 1 }),
  myRole: Type.Enum(MEMBER_ROLES),
  createdAt: Type.Integer(),
});
export type ChatGroup = Static<typeof ChatGroupSchema>;

export const GroupMemberSchema = Type.Object({
  user: ChatUserSchema,
  role: Type.Enum(MEMBER_ROLES),
  joinedAt: Type.Integer(),
  /** For "read by N": this member's positions. */
  lastDeliveredSeq: Seq,
  lastReadSeq: Seq,
});
export type GroupMember = Static<typeof GroupMemberSchema>;

const GroupName = Type.String({ minLength: 1, maxLength: CHAT_LIMITS.groupNameMax });
const UserIds = Type.Array(Uuid, { minItems: 1, maxItems: CHAT_LIMITS.addMembersMax, uniqueItems: true });

export const CreateGroupBody = Type.Object({ name: GroupName, memberIds: UserIds }, { additionalProperties: false });
export type CreateGroupBody = Static<typeof CreateGroupBody>;
export const RenameGroupBody = Type.Object({ groupId: Uuid, name: GroupName }, { additionalProperties: false });
export type RenameGroupBody = Static<typeof RenameGroupBody>;
export const GroupRefBody = Type.Object({ groupId: Uuid }, { additionalProperties: false });
export type GroupRefBody = Static<typeof GroupRefBody>;
export const GroupQuery = GroupRefBody;
export type GroupQuery = GroupRefBody;
export const GroupMembersBody = Type.Object({ groupId: Uuid, userIds: UserIds }, { additionalProperties: false });
export type GroupMembersBody = Static<typeof GroupMembersBody>;
export const GroupMemberBody = Type.Object({ groupId: Uuid, userId: Uuid }, { additionalProperties: false });
export type GroupMemberBody = Static<typeof GroupMemberBody>;

/** A customer-service conversation as staff and the customer see it. */
export const ServiceSessionSchema = Type.Object({
  conversationId: Type.String(),
  customer: ChatUserSchema,
  staffId: Nullable(Type.String()),
  /** The assigned staff member, as the customer sees them. */
  staff: Nullable(ChatUserSchema),
  status: Type.Enum(SERVICE_STATUSES),
  /** WAITING: its place in the queue, from 1. */
  position: Nullable(Type.Integer({ minimum: 1 })),
  /** The reader's unread messages in it (0 where the reader is not a member). */
  unread: Type.Integer({ minimum: 0 }),
  /** When it (last) entered the queue. */
  queuedAt: Type.Integer(),
  assignedAt: Nullable(Type.Integer()),
  firstReplyAt: Nullable(Type.Integer()),
  endedAt: Nullable(Type.Integer()),
});
export type ServiceSession = Static<typeof ServiceSessionSchema>;
/** A staff member, their number of assigned conversations and the most they take (`capacity`). */
export const ServiceStaffSchema = Type.Object({ user: ChatUserSchema, load: Type.Integer({ minimum: 0 }), capacity: Type.Integer() });
export type ServiceStaff = Static<typeof ServiceStaffSchema>;
export const ServiceStaffListSchema = Type.Array(ServiceStaffSchema);

export const ServiceTransferBody = Type.Object({ staffId: Uuid }, { additionalProperties: false });
export type ServiceTransferBody = Static<typeof ServiceTransferBody>;

/** The response that links the caller's company and `companyId` (party A and its supplier). */
export const WithCompanyBody = Type.Object({ companyId: Uuid, responseId: Uuid }, { additionalProperties: false });
export type WithCompanyBody = Static<typeof WithCompanyBody>;
export const ConversationRefSchema = Type.Object({ conversationId: Type.String() });
export type ConversationRef = Static<typeof ConversationRefSchema>;

/** Open `url?ticket=<ticket>` (same origin, ws: or wss:) before `expiresAt`; a ticket opens one socket. */
export const ChatTicketSchema = Type.Object({ ticket: Type.String(), url: Type.String(), expiresAt: Type.Integer() });
export type ChatTicket = Static<typeof ChatTicketSchema>;

// Frames. Every client frame may carry `ref` (1–64 chars), echoed by the error frame it causes.
const Ref = Type.Optional(Type.String({ minLength: 1, maxLength: 64 }));
const frame = <const T extends string, P extends Record<string, Parameters<typeof Type.Object>[0][string]>>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), ref: Ref, ...properties }, { additionalProperties: false });

export const ClientFrameSchema = Type.Union([
  frame('send', {
    conversationId: Uuid,
    clientMsgId: ClientMsgId,
    kind: Type.Enum(MESSAGE_KINDS),
    body: Type.Optional(Type.String({ maxLength: CHAT_LIMITS.textMax })),
    fileId: Type.Optional(Uuid),
  }),
  /** The last seq the client has of each conversation it knows; the server replays what follows. */
  frame('catchup', {
    positions: Type.Array(Type.Object({ conversationId: Uuid, seq: Seq }, { additionalProperties: false }), { maxItems: 500 }),
  }),
  frame('delivered', { conversationId: Uuid, seq: Seq }),
  frame('read', { conversationId: Uuid, seq: Seq }),
  frame('typing', { conversationId: Uuid }),
  frame('recall', { messageId: Uuid }),
]);
export type ClientFrame = Static<typeof ClientFrameSchema>;

/** Why a conversation cannot be replayed: the gap is older than 7 days or longer than 10 000 messages. */
export type ResetReason = 'WINDOW';

export type ServerFrame =
  /** First frame of a socket. */
  | { type: 'ready'; userId: string; heartbeatMs: number; idleDropMs: number }
  /** To the sending socket, after the message is stored, before anyone else gets it. */
  | { type: 'ack'; clientMsgId: string; conversationId: string; duplicate: boolean; message: ChatMessage }
  /** A new message, to every socket of every member (the sender's included). May repeat: keep one per (conversationId, seq). */
  | { type: 'message'; message: ChatMessage }
  /** Catch-up: the messages after the client's seq, oldest first, page by page; `done` on the last page. */
  | { type: 'replay'; conversationId: string; messages: ChatMessage[]; done: boolean }
  /** Beyond the catch-up window: refetch the conversation by REST (history and contacts). */
  | { type: 'reset'; conversationId: string; reason: ResetReason; lastSeq: number }
  /** A member's positions changed. */
  | { type: 'receipt'; conversationId: string; userId: string; deliveredSeq: number; readSeq: number }
  | { type: 'typing'; conversationId: string; userId: string }
  | { type: 'recalled'; conversationId: string; messageId: string; seq: number; recalledAt: number }
  /** Customer service changed: to every staff member (`unread` 0) and to the conversation's customer (its own count). */
  | { type: 'service'; change: ServiceChange; session: ServiceSession }
  /** A message in the reader's chat language, after its `message` frame (or never: a slow or failed translation is dropped). */
  | { type: 'translation'; conversationId: string; messageId: string; seq: number; language: ChatLanguage; text: string }
  /** A refused frame: `msg` in the socket's language; `ref` of the frame that caused it, `clientMsgId` for a send. */
  | { type: 'error'; reason: ErrorReason; msg: string; ref?: string; clientMsgId?: string; retryAfter?: number };
