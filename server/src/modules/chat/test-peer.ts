import WebSocket from 'ws';
import { CHAT_API, type ChatTicket, type SendBody, type SendResult, type ServerFrame } from '@b2b/shared/contract';
import type { ApiInstance } from '../../test/instances';
import { ORIGIN, type Member } from './test-support';

/** What one acknowledged attempt answered. */
export interface Ack {
  id: string;
  seq: number;
  duplicate: boolean;
}

const ATTEMPT_MS = 10_000;
const RECONNECT_MS = 100;

async function post<T>(instance: ApiInstance, url: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${instance.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(ATTEMPT_MS),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A send by REST (the socket's fallback), as an ack. */
export async function restSend(instance: ApiInstance, token: string, body: SendBody): Promise<Ack> {
  const { message, duplicate } = await post<SendResult>(instance, CHAT_API.send, token, body);
  return { id: message.id, seq: message.seq, duplicate };
}

interface Waiter {
  resolve: (ack: Ack) => void;
  reject: (error: Error) => void;
}

/**
 * A chat tab of `member` on one API process, as the real client behaves: a new ticket and socket after
 * every close (once the process answers again), `catchup` of one conversation from the highest seq it
 * holds without a gap, one message kept per seq. A send waits for its `ack` on this socket; it fails
 * at once when the socket is down or closes first.
 */
export class ChatPeer {
  /** seq → clientMsgId of every message this tab holds, live or replayed. */
  readonly received = new Map<number, string>();
  reconnects = 0;
  /** Messages first learnt from a `replay` frame. */
  replayed = 0;
  /** `reset` frames: the catch-up window was exceeded. */
  resets = 0;
  private ws?: WebSocket;
  private stopped = false;
  private readonly waiters = new Map<string, Waiter[]>();
  private readyWaiters: (() => void)[] = [];

  constructor(
    readonly instance: ApiInstance,
    private readonly member: Member,
    private readonly options: { catchUp?: string } = {},
  ) {
    void this.connect();
  }

  get open(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  ready(): Promise<void> {
    return this.open ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  send(body: SendBody): Promise<Ack> {
    if (!this.open) return Promise.reject(new Error('socket down'));
    return new Promise<Ack>((resolve, reject) => {
      const timer = setTimeout(() => done(null, new Error(`no ack for ${body.clientMsgId}`)), ATTEMPT_MS);
      const done = (ack: Ack | null, error?: Error) => {
        clearTimeout(timer);
        const list = this.waiters.get(body.clientMsgId) ?? [];
        list.splice(list.indexOf(waiter), 1);
        if (list.length === 0) this.waiters.delete(body.clientMsgId);
        if (ack) resolve(ack);
        else reject(error);
      };
      const waiter: Waiter = { resolve: (ack) => done(ack), reject: (error) => done(null, error) };
      this.waiters.set(body.clientMsgId, [...(this.waiters.get(body.clientMsgId) ?? []), waiter]);
      this.ws!.send(JSON.stringify({ type: 'send', ...body }));
    });
  }

  /** Resolves once this tab holds `count` messages; fails after `ms`. */
  async waitFor(count: number, ms: number): Promise<void> {
    for (const until = Date.now() + ms; this.received.size < count; await new Promise((r) => setTimeout(r, 50))) {
      if (Date.now() > until) throw new Error(`${this.received.size} of ${count} messages after ${ms} ms`);
    }
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }

  /** The highest seq held with every seq below it held too: a live frame can overtake another, so not simply the highest. */
  private contiguous(): number {
    let seq = 0;
    while (this.received.has(seq + 1)) seq++;
    return seq;
  }

  private async connect(): Promise<void> {
    while (!this.stopped) {
      try {
        const { ticket, url } = await post<ChatTicket>(this.instance, CHAT_API.ticket, this.member.token);
        await this.openSocket(`${this.instance.wsBase}${url}?ticket=${encodeURIComponent(ticket)}`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, RECONNECT_MS));
      }
    }
  }

  private openSocket(url: string): Promise<void> {
    const ws = new WebSocket(url, { headers: { origin: ORIGIN } });
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => {
        this.ws = ws;
        ws.on('error', () => undefined);
        ws.once('close', () => this.closed());
        resolve();
      });
      ws.on('message', (data) => {
        const text = data.toString();
        if (text !== 'HEARTBEAT') this.frame(JSON.parse(text) as ServerFrame);
      });
    });
  }

  private closed(): void {
    for (const [, list] of this.waiters) for (const waiter of [...list]) waiter.reject(new Error('socket closed'));
    if (this.stopped) return;
    this.reconnects++;
    void this.connect();
  }

  private frame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'ready':
        if (this.options.catchUp)
          this.ws!.send(JSON.stringify({ type: 'catchup', positions: [{ conversationId: this.options.catchUp, seq: this.contiguous() }] }));
        for (const resolve of this.readyWaiters.splice(0)) resolve();
        return;
      case 'ack':
        this.waiters.get(frame.clientMsgId)?.[0]?.resolve({ id: frame.message.id, seq: frame.message.seq, duplicate: frame.duplicate });
        return;
      case 'error':
        if (frame.clientMsgId) this.waiters.get(frame.clientMsgId)?.[0]?.reject(new Error(`${frame.reason}: ${frame.msg}`));
        return;
      case 'message':
        this.received.set(frame.message.seq, frame.message.clientMsgId);
        return;
      case 'replay':
        for (const message of frame.messages) {
          if (!this.received.has(message.seq)) this.replayed++;
          this.received.set(message.seq, message.clientMsgId);
        }
        return;
      case 'reset':
        this.resets++;
        return;
    }
  }
}
