import { CHAT_LIMITS, type ChatMessage, type MessageKind, type SendBody, type SendResult, type ServerFrame } from '@b2b/shared/contract';
import { catchUpPositions, chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-state';
import { browserTimers, ChatConnection, type ConnectionDeps, type ConnectionStatus, type Timers } from './connection';

/** No `ack` this long after a send on an open socket: the message shows "failed — retry". */
export const ACK_TIMEOUT_MS = 15_000;

/** What the REST side refreshes after frames: the contact list (last message, unread) and the badge's count. */
export type Refresh = 'contacts' | 'unread';

export interface ChatClientDeps extends Omit<ConnectionDeps, 'onFrame' | 'onStatus'> {
  /** `POST /api/imMessages/send`: the fallback while the socket is down (same idempotency). */
  sendRest(body: SendBody): Promise<SendResult>;
  /** `POST /api/imMessages/read/:id?seq=` while the socket is down. */
  readRest(conversationId: string, seq: number): Promise<unknown>;
  refresh(what: Refresh): void;
  /** The signed-in user's id. */
  me(): string | undefined;
  now?: () => number;
  newId?: () => string;
  timers?: Timers;
}

export interface NewMessage {
  conversationId: string;
  kind: MessageKind;
  body: string;
  fileId?: string;
  fileName?: string;
}

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * The tab's chat: one socket (started while some screen retains it), the state its frames build, and
 * the outbox. A send keeps its `clientMsgId` across retries, over the socket or by REST, so the server
 * stores it once; messages still "sending" go again when the socket is back.
 */
export class ChatClient {
  private state: ChatState = initialChatState;
  private connectionStatus: ConnectionStatus = 'idle';
  private readonly listeners = new Set<() => void>();
  private readonly frameListeners = new Set<(frame: ServerFrame) => void>();
  private readonly connection: ChatConnection;
  private readonly ackTimers = new Map<string, unknown>();
  private readonly lastTyping = new Map<string, number>();
  private holders = 0;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly timers: Timers;

  constructor(private readonly deps: ChatClientDeps) {
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? randomId;
    this.connection = new ChatConnection({ ...deps, onFrame: (frame) => this.onFrame(frame), onStatus: (s) => this.onStatus(s) });
    this.timers = deps.timers ?? browserTimers;
  }

  getState = (): ChatState => this.state;
  getStatus = (): ConnectionStatus => this.connectionStatus;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every frame from the server, after the state has taken it in (screens that keep lists of their own: customer service). */
  onServerFrame = (listener: (frame: ServerFrame) => void): (() => void) => {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  };

  dispatch(action: ChatAction): void {
    const next = chatReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Keeps the socket open while at least one screen holds it; the returned function lets go. */
  retain(): () => void {
    this.holders += 1;
    if (this.holders === 1) this.connection.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) this.connection.stop();
    };
  }

  send(message: NewMessage): string {
    const clientMsgId = this.newId();
    this.dispatch({ type: 'queued', outgoing: { ...message, clientMsgId, status: 'sending', createdAt: this.now() } });
    this.transmit(clientMsgId);
    return clientMsgId;
  }

  retry(clientMsgId: string): void {
    if (this.state.outbox[clientMsgId]?.status !== 'failed') return;
    this.dispatch({ type: 'retrying', clientMsgId });
    this.transmit(clientMsgId);
  }

  /** The caller has read the conversation up to `seq`. */
  read(conversationId: string, seq: number): void {
    if (seq < 1) return;
    // By socket, the server's receipt for the caller tells when the counts changed (onFrame).
    if (this.connection.send({ type: 'read', conversationId, seq })) return;
    void this.deps
      .readRest(conversationId, seq)
      .then(() => this.refreshBoth())
      .catch(() => undefined);
  }

  /** Tells the others the caller types: at most once per `typingIntervalMs` per conversation. */
  typing(conversationId: string): void {
    const last = this.lastTyping.get(conversationId) ?? -Infinity;
    if (this.now() - last < CHAT_LIMITS.typingIntervalMs) return;
    if (this.connection.send({ type: 'typing', conversationId })) this.lastTyping.set(conversationId, this.now());
  }

  private transmit(clientMsgId: string) {
    const outgoing = this.state.outbox[clientMsgId];
    if (!outgoing) return;
    const { conversationId, kind, body, fileId } = outgoing;
    const frame = { conversationId, clientMsgId, kind, ...(body && { body }), ...(fileId && { fileId }) };
    if (this.connection.send({ type: 'send', ...frame })) {
      this.watchAck(clientMsgId);
      return;
    }
    this.deps.sendRest(frame).then(
      (result) => this.delivered(result.message, clientMsgId),
      (error: unknown) => this.dispatch({ type: 'failed', clientMsgId, error: errorText(error) }),
    );
  }

  private watchAck(clientMsgId: string) {
    this.clearAck(clientMsgId);
    const timer = this.timers.setTimeout(() => {
      this.ackTimers.delete(clientMsgId);
      if (this.state.outbox[clientMsgId]?.status === 'sending') this.dispatch({ type: 'failed', clientMsgId });
    }, ACK_TIMEOUT_MS);
    this.ackTimers.set(clientMsgId, timer);
  }

  private clearAck(clientMsgId: string) {
    const timer = this.ackTimers.get(clientMsgId);
    if (timer !== undefined) this.timers.clearTimeout(timer);
    this.ackTimers.delete(clientMsgId);
  }

  private delivered(message: ChatMessage, clientMsgId: string) {
    this.clearAck(clientMsgId);
    this.dispatch({ type: 'sent', message, clientMsgId });
    this.deps.refresh('contacts');
  }

  private onStatus(status: ConnectionStatus) {
    this.connectionStatus = status;
    for (const listener of this.listeners) listener();
  }

  private onFrame(frame: ServerFrame) {
    if (frame.type === 'ack') this.clearAck(frame.clientMsgId);
    this.dispatch({ type: 'frame', frame, now: this.now() });
    switch (frame.type) {
      case 'ready':
        this.onReady();
        break;
      case 'message':
        this.onMessage(frame.message);
        break;
      case 'replay': {
        const newest = frame.messages.at(-1);
        if (newest) this.connection.send({ type: 'delivered', conversationId: frame.conversationId, seq: newest.seq });
        if (frame.done) this.refreshBoth();
        break;
      }
      case 'reset':
      case 'recalled':
        this.refreshBoth();
        break;
      case 'receipt':
        if (frame.userId === this.deps.me()) this.refreshBoth();
        break;
      default:
        break;
    }
    for (const listener of this.frameListeners) listener(frame);
  }

  private onReady() {
    const positions = catchUpPositions(this.state).slice(0, 500);
    if (positions.length > 0) this.connection.send({ type: 'catchup', positions });
    for (const outgoing of Object.values(this.state.outbox)) if (outgoing.status === 'sending') this.transmit(outgoing.clientMsgId);
    this.refreshBoth();
  }

  private onMessage(message: ChatMessage) {
    if (message.senderId !== this.deps.me()) {
      this.connection.send({ type: 'delivered', conversationId: message.conversationId, seq: message.seq });
    }
    this.refreshBoth();
  }

  private refreshBoth() {
    this.deps.refresh('contacts');
    this.deps.refresh('unread');
  }
}
