import type { ChatMessage } from '@b2b/shared/contract';
import type { SocketLike } from './connection';

/** A chat message as the server presents it. */
export function chatMessage(overrides: Partial<ChatMessage> & { seq: number }): ChatMessage {
  return {
    id: `m${overrides.seq}`,
    conversationId: 'c1',
    senderId: 'u2',
    clientMsgId: `x${overrides.seq}`,
    kind: 'TEXT',
    body: `text ${overrides.seq}`,
    file: null,
    createdAt: 1_700_000_000_000 + overrides.seq,
    recalledAt: null,
    ...overrides,
  };
}

/** A WebSocket the test drives: `open()`, `receive(frame)`, `drop()`; `sent` holds what the client sent. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  /** The JSON frames sent, heartbeats left out. */
  frames(): Record<string, unknown>[] {
    return this.sent.filter((s) => s !== 'HEARTBEAT').map((s) => JSON.parse(s) as Record<string, unknown>);
  }
}
