import type { ChatMessage, MessageKind, ServerFrame } from '@b2b/shared/contract';

/** How long a typing frame shows "… is typing" (the server sends at most one per 3 s per sender). */
export const TYPING_SHOWN_MS = 4_000;

/** A message of the caller's not yet acknowledged: "sending" until its `ack`, "failed" on an error (retry keeps its id). */
export interface Outgoing {
  clientMsgId: string;
  conversationId: string;
  kind: MessageKind;
  body: string;
  fileId?: string;
  /** For showing the file before the server has it. */
  fileName?: string;
  status: 'sending' | 'failed';
  /** The server's message when it refused, in the user's language. */
  error?: string;
  createdAt: number;
}

export interface Positions {
  deliveredSeq: number;
  readSeq: number;
}

export interface ConversationState {
  /** Oldest first, one per seq. */
  messages: ChatMessage[];
  /** The newest seq the client has seen (its catch-up position). */
  lastSeq: number;
  /** Older history may exist before the oldest message held. */
  hasOlder: boolean;
  /** Other members' positions, by user id (receipt frames). */
  receipts: Record<string, Positions>;
  /** Until when each user shows as typing (epoch ms). */
  typingUntil: Record<string, number>;
  /** The server said the gap is beyond catch-up: history must be refetched by REST. */
  stale: boolean;
  /** History has been loaded once (the newest page). */
  loaded: boolean;
}

export interface ChatState {
  conversations: Record<string, ConversationState>;
  /** By clientMsgId. */
  outbox: Record<string, Outgoing>;
}

export type ChatAction =
  | { type: 'frame'; frame: ServerFrame; now: number }
  /** Contacts seen by REST: their newest seq is where catch-up starts for conversations never opened. */
  | { type: 'seen'; positions: { conversationId: string; lastSeq: number }[] }
  /** A page of history (REST, newest first), `replace` for the newest page. */
  | { type: 'history'; conversationId: string; messages: ChatMessage[]; hasOlder: boolean; replace: boolean }
  | { type: 'receipts'; conversationId: string; receipts: Record<string, Positions> }
  | { type: 'queued'; outgoing: Outgoing }
  | { type: 'sent'; message: ChatMessage; clientMsgId: string }
  | { type: 'failed'; clientMsgId: string; error?: string }
  | { type: 'retrying'; clientMsgId: string }
  | { type: 'discard'; clientMsgId: string }
  | { type: 'deleted'; conversationId: string; messageId: string };

export const initialChatState: ChatState = { conversations: {}, outbox: {} };

const emptyConversation = (): ConversationState => ({
  messages: [],
  lastSeq: 0,
  hasOlder: true,
  receipts: {},
  typingUntil: {},
  stale: false,
  loaded: false,
});

/**
 * Inserts messages keeping one per seq (a later copy wins: a recall changes a message), oldest first.
 * A translation held stays on a later copy without one (the `message` frame carries none).
 */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held;
  const bySeq = new Map(held.map((m) => [m.seq, m]));
  for (const message of incoming) {
    const translation = bySeq.get(message.seq)?.translation;
    bySeq.set(message.seq, translation && !message.translation && !message.recalledAt ? { ...message, translation } : message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function update(state: ChatState, id: string, change: (c: ConversationState) => Partial<ConversationState>): ChatState {
  const current = state.conversations[id] ?? emptyConversation();
  return { ...state, conversations: { ...state.conversations, [id]: { ...current, ...change(current) } } };
}

function withMessages(state: ChatState, id: string, messages: ChatMessage[]): ChatState {
  return update(state, id, (c) => ({
    messages: mergeMessages(c.messages, messages),
    lastSeq: Math.max(c.lastSeq, ...messages.map((m) => m.seq)),
  }));
}

function withoutOutgoing(state: ChatState, clientMsgId: string): ChatState {
  if (!(clientMsgId in state.outbox)) return state;
  const { [clientMsgId]: _done, ...outbox } = state.outbox;
  return { ...state, outbox };
}

function setOutgoing(state: ChatState, clientMsgId: string, change: Partial<Outgoing>): ChatState {
  const outgoing = state.outbox[clientMsgId];
  return outgoing ? { ...state, outbox: { ...state.outbox, [clientMsgId]: { ...outgoing, ...change } } } : state;
}

function onFrame(state: ChatState, frame: ServerFrame, now: number): ChatState {
  switch (frame.type) {
    case 'ack':
      return withoutOutgoing(withMessages(state, frame.conversationId, [frame.message]), frame.clientMsgId);
    case 'message': {
      const { message } = frame;
      return withoutOutgoing(withMessages(state, message.conversationId, [message]), message.clientMsgId);
    }
    case 'replay':
      return withMessages(state, frame.conversationId, frame.messages);
    case 'reset':
      return update(state, frame.conversationId, (c) => ({ stale: true, lastSeq: Math.max(c.lastSeq, frame.lastSeq) }));
    case 'receipt':
      return update(state, frame.conversationId, (c) => {
        const before = c.receipts[frame.userId] ?? { deliveredSeq: 0, readSeq: 0 };
        const after = {
          deliveredSeq: Math.max(before.deliveredSeq, frame.deliveredSeq),
          readSeq: Math.max(before.readSeq, frame.readSeq),
        };
        return { receipts: { ...c.receipts, [frame.userId]: after } };
      });
    case 'typing':
      return update(state, frame.conversationId, (c) => ({ typingUntil: { ...c.typingUntil, [frame.userId]: now + TYPING_SHOWN_MS } }));
    case 'recalled':
      return update(state, frame.conversationId, (c) => ({
        messages: c.messages.map((m) =>
          m.id === frame.messageId ? { ...m, body: '', file: null, translation: undefined, recalledAt: frame.recalledAt } : m,
        ),
      }));
    case 'translation': {
      const { language, text } = frame;
      const held = state.conversations[frame.conversationId]?.messages.some((m) => m.id === frame.messageId && !m.recalledAt);
      // A message not held here comes with its stored translation when its history is loaded.
      if (!held) return state;
      return update(state, frame.conversationId, (c) => ({
        messages: c.messages.map((m) => (m.id === frame.messageId ? { ...m, translation: { language, text } } : m)),
      }));
    }
    case 'error':
      return frame.clientMsgId ? setOutgoing(state, frame.clientMsgId, { status: 'failed', error: frame.msg }) : state;
    case 'ready':
    case 'service':
      return state;
  }
}

/** The chat client's state from the server's frames and the REST answers; pure, so every rule is tested alone. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'frame':
      return onFrame(state, action.frame, action.now);
    case 'seen':
      return action.positions.reduce(
        (next, p) => update(next, p.conversationId, (c) => ({ lastSeq: Math.max(c.lastSeq, p.lastSeq) })),
        state,
      );
    case 'history': {
      const next = update(state, action.conversationId, (c) => ({
        messages: action.replace ? mergeMessages([], action.messages) : mergeMessages(c.messages, action.messages),
        hasOlder: action.replace || c.messages.length === 0 ? action.hasOlder : c.hasOlder && action.hasOlder,
        stale: action.replace ? false : c.stale,
        loaded: true,
      }));
      return withMessages(next, action.conversationId, []);
    }
    case 'receipts':
      return update(state, action.conversationId, (c) => ({ receipts: { ...c.receipts, ...action.receipts } }));
    case 'queued':
      return { ...state, outbox: { ...state.outbox, [action.outgoing.clientMsgId]: action.outgoing } };
    case 'sent':
      return withoutOutgoing(withMessages(state, action.message.conversationId, [action.message]), action.clientMsgId);
    case 'failed':
      return setOutgoing(state, action.clientMsgId, { status: 'failed', error: action.error });
    case 'retrying':
      return setOutgoing(state, action.clientMsgId, { status: 'sending', error: undefined });
    case 'discard':
      return withoutOutgoing(state, action.clientMsgId);
    case 'deleted':
      return update(state, action.conversationId, (c) => ({ messages: c.messages.filter((m) => m.id !== action.messageId) }));
  }
}

/**
 * Where a conversation's catch-up starts: the newest seq held with nothing missing between it and the
 * oldest held (frames from two instances can arrive out of order, so the newest held may be past a gap);
 * with nothing held, the newest seq the contact list named.
 */
function catchUpFrom(c: ConversationState): number {
  if (c.messages.length === 0) return c.lastSeq;
  let seq = c.messages[0].seq;
  for (const message of c.messages) {
    if (message.seq > seq + 1) break;
    seq = message.seq;
  }
  return seq;
}

/** Where catch-up starts for every conversation the client knows. */
export function catchUpPositions(state: ChatState): { conversationId: string; seq: number }[] {
  return Object.entries(state.conversations)
    .filter(([, c]) => c.lastSeq > 0)
    .map(([conversationId, c]) => ({ conversationId, seq: catchUpFrom(c) }));
}

/** Members (other than the sender) whose read position reached the message: "read by N" in groups. */
export function readBy(conversation: ConversationState | undefined, message: ChatMessage, me: string): number {
  if (!conversation) return 0;
  return Object.entries(conversation.receipts).filter(
    ([userId, p]) => userId !== me && userId !== message.senderId && p.readSeq >= message.seq,
  ).length;
}

/** Who is typing now, the caller excepted. */
export function typingUsers(conversation: ConversationState | undefined, now: number, me: string): string[] {
  if (!conversation) return [];
  return Object.entries(conversation.typingUntil)
    .filter(([userId, until]) => userId !== me && until > now)
    .map(([userId]) => userId);
}
