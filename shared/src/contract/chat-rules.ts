/**
 * Chat (docs/chat.md): paths, kinds, frame names and limits shared by the server and the chat client.
 * Constants only: a browser importing them bundles no schema code.
 */

/** REST calls of chat. `:id` is named in each comment. */
export const CHAT_API = {
  /** GET (PagingQuery + keyword): the caller's conversations with their last message and unread count, newest activity first. */
  contacts: '/api/imFriendships/messageContactsList',
  /** GET (FriendshipQuery): friends, requests in and out, blocked users. */
  friendships: '/api/imFriendships/myFriendshipList',
  /** POST (FriendRequestBody): ask someone to be a friend. */
  requestFriend: '/api/imFriendships',
  /** POST: accept the request `:id` (a friendship id) sent to the caller; opens the direct conversation. */
  acceptFriend: '/api/imFriendships/:id/accept',
  /** POST: decline the request `:id` sent to the caller (or withdraw one the caller sent). */
  declineFriend: '/api/imFriendships/:id/decline',
  /** DELETE: end the friendship `:id` (a friendship id); the conversation stays readable, sending stops. */
  removeFriend: '/api/imFriendships/:id',
  /** POST (BlockBody): block (or unblock) the user `:id`; blocks direct messages both ways. */
  block: '/api/imFriendships/setBlackUser/:id',
  /** GET: the direct conversation with the friend `:id` (a user id), as a contact. */
  chatContact: '/api/imFriendships/chatContacts/:id',
  /** GET (PagingQuery): the groups the caller is in. */
  groups: '/api/imFriendships/groupList',
  /** GET (HistoryQuery): messages of the conversation `:id`, newest first. */
  history: '/api/imMessages/userMessageList/:id',
  /** POST (SendBody): send a message (same service and idempotency as the socket's `send`). */
  send: '/api/imMessages/send',
  /** POST (ReadQuery `?seq=`): the caller has read the conversation `:id` up to `seq` (default: its last message). */
  read: '/api/imMessages/read/:id',
  /** DELETE: remove the message `:id` for the caller only. */
  deleteMessage: '/api/imMessages/delete/:id',
  /** POST: recall the caller's own message `:id` for everyone, within the recall window. */
  recall: '/api/imMessages/recall/:id',
  /** GET: the file (image or attachment) of the message `:id`, for the members who see it. */
  messageFile: '/api/imMessages/file/:id',
  /** GET: the caller's unread messages over every conversation (a number). */
  unreadCount: '/api/imMessages/userUnreadCount',
  /** POST (LanguageBody): the caller's chat language. */
  initLanguage: '/api/imMessages/initLanguage',
  /** POST (TranslateFlagBody): show translations of incoming messages. */
  translateFlag: '/api/imMessages/setTranslateFlag',
  /**
   * POST (WithCompanyBody): the direct conversation with the other company of a response (party A ↔ its
   * supplier), opened without a friendship because the response links them; answers its id.
   */
  withCompany: '/api/imConversations/withCompany',
  /** POST (CreateGroupBody): a group owned by the caller with some of the caller's friends. */
  createGroup: '/api/imGroup/create',
  /** POST (RenameGroupBody): any member renames the group. */
  renameGroup: '/api/imGroup/rename',
  /** DELETE (?groupId=): the owner deletes the group. */
  deleteGroup: '/api/imGroup/delete',
  /** GET (?groupId=): the members of a group the caller is in. */
  groupMembers: '/api/imGroupMembers/list',
  /** POST (GroupMembersBody): a member adds friends of theirs to the group (they join at once). */
  addGroupMembers: '/api/imGroupMembers/add',
  /** POST (GroupMemberBody): the owner removes a member. */
  removeGroupMember: '/api/imGroupMembers/remove',
  /** POST (GroupRefBody): the caller leaves; the last member leaving deletes the group, an owner leaving hands it on. */
  leaveGroup: '/api/imGroupMembers/leave',
  /** POST (GroupMemberBody): the owner hands the group to another member. */
  transferGroup: '/api/imGroupMembers/transfer',
  /** POST (chat-customer): the caller's open customer-service conversation, or a new one in the queue. */
  serviceStart: '/api/imService/start',
  /** GET (chat-customer): the caller's newest customer-service conversation, or null. */
  serviceCurrent: '/api/imService/current',
  /** GET (staff): every staff member with their load and the capacity, for picking and transfers. */
  serviceStaff: '/api/imService/staff',
  /** GET (staff, PagingQuery): the waiting conversations, first come first. */
  serviceQueue: '/api/imService/queue',
  /** GET (staff, PagingQuery): the caller's assigned conversations. */
  serviceMine: '/api/imService/mine',
  /** POST (staff): take the waiting conversation `:id`. */
  servicePick: '/api/imService/:id/pick',
  /** POST (staff, ServiceTransferBody): hand the conversation `:id` to a colleague (history kept). */
  serviceTransfer: '/api/imService/:id/transfer',
  /** POST (the customer or its staff member): end the conversation `:id`. */
  serviceEnd: '/api/imService/:id/end',
  /** POST: a one-time ticket (30 s) to open the socket. */
  ticket: '/api/im/ticket',
  /** The WebSocket: `/api/im/<userId>?ticket=<ticket>`. */
  socket: '/api/im/:userId',
} as const;

export const CONVERSATION_KINDS = ['DIRECT', 'GROUP', 'SERVICE'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const MESSAGE_KINDS = ['TEXT', 'IMAGE', 'FILE'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** PENDING: asked, not answered; ACCEPTED: friends; NONE: declined or ended (the row keeps a block). */
export const FRIENDSHIP_STATUSES = ['PENDING', 'ACCEPTED', 'NONE'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/** Which friendships a list shows: friends, requests to the caller, requests by the caller, users the caller blocked. */
export const FRIENDSHIP_FILTERS = ['FRIENDS', 'INCOMING', 'OUTGOING', 'BLOCKED'] as const;
export type FriendshipFilter = (typeof FRIENDSHIP_FILTERS)[number];

export const MEMBER_ROLES = ['OWNER', 'MEMBER'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The text the client sends every `heartbeatMs`; the server answers the same text. Not JSON. */
export const HEARTBEAT = 'HEARTBEAT';

/** A customer-service conversation waits in the queue, is assigned to a staff member, or has ended. */
export const SERVICE_STATUSES = ['WAITING', 'ASSIGNED', 'ENDED'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/**
 * What happened to a customer-service conversation (the `service` frame): it entered the queue, was given
 * to a staff member (by the queue or a pick), went back to the queue (no first reply in time), was handed
 * to a colleague, or ended.
 */
export const SERVICE_CHANGES = ['WAITING', 'ASSIGNED', 'REQUEUED', 'TRANSFERRED', 'ENDED'] as const;
export type ServiceChange = (typeof SERVICE_CHANGES)[number];

/** Frames a client sends (JSON text). */
export const CLIENT_FRAME_TYPES = ['send', 'catchup', 'delivered', 'read', 'typing', 'recall'] as const;
export type ClientFrameType = (typeof CLIENT_FRAME_TYPES)[number];

/** Frames the server sends (JSON text). */
export const SERVER_FRAME_TYPES = [
  'ready',
  'ack',
  'message',
  'replay',
  'reset',
  'receipt',
  'typing',
  'recalled',
  'service',
  'translation',
  'error',
] as const;
export type ServerFrameType = (typeof SERVER_FRAME_TYPES)[number];

export const CHAT_LIMITS = {
  /** The client sends `HEARTBEAT` this often. */
  heartbeatMs: 30_000,
  /** The client reconnects this long after a close. */
  reconnectMs: 5_000,
  /** The server drops a socket silent this long (two heartbeats missed and some). */
  idleDropMs: 75_000,
  /** A chat tab refreshes the unread count this often. */
  unreadRefreshMs: 4_000,
  /** The largest frame the server reads, in bytes (UTF-8); a larger one is refused with an error frame. */
  frameMaxBytes: 16 * 1024,
  /** Characters of a text message. */
  textMax: 4_000,
  /** A client message id: 1–64 of `[A-Za-z0-9_-]`, unique per (conversation, sender). */
  clientMsgIdMax: 64,
  /** Sends per socket within `sendWindowMs`; more answer an error frame CHAT_SEND_LIMIT. */
  sendsPerWindow: 20,
  sendWindowMs: 10_000,
  /** At most one typing frame per sender and conversation in this time; more are dropped silently. */
  typingIntervalMs: 3_000,
  /** Default recall window (staff set `CHAT_RECALL_WINDOW_MINUTES`). */
  recallWindowMs: 2 * 60_000,
  /** Catch-up replays at most this far back… */
  catchUpMaxAgeMs: 7 * 24 * 3_600_000,
  /** …and at most this many messages per conversation; beyond either it sends `reset`. */
  catchUpMaxMessages: 10_000,
  /** Messages per `replay` frame. */
  replayPageSize: 200,
  /** History page size (REST), default and most. */
  historyPageSize: 30,
  historyPageMax: 100,
  /** A ticket opens one socket within this time. */
  ticketTtlMs: 30_000,
  groupNameMax: 50,
  /** Members of a group, owner included. */
  groupMembersMax: 200,
  /** Users added in one call (create or add). */
  addMembersMax: 50,
  friendNoteMax: 200,
  keywordMax: 50,
  /** A translation not answered within this is dropped: the message was delivered long before. */
  translateTimeoutMs: 2_000,
} as const;

/** Chat languages (the reader's language for translations). */
export const CHAT_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];
