import { CHAT_LIMITS, HEARTBEAT, type ChatTicket, type ClientFrame, type ServerFrame } from '@b2b/shared/contract';

/** The part of the browser's WebSocket the connection uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'waiting';

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface ConnectionDeps {
  /** `POST /api/im/ticket`. */
  ticket(): Promise<ChatTicket>;
  open(url: string): SocketLike;
  /** The page's origin (`https://…`): the socket goes to the same origin, `wss:` behind `https:`. */
  origin: string;
  onFrame(frame: ServerFrame): void;
  onStatus(status: ConnectionStatus): void;
  timers?: Timers;
  /**
   * Calls `offline` when the browser says the network is gone (its `offline` event); returns the
   * unsubscribe. A socket may stay "open" on a dead network until the server drops it, so the
   * connection closes it at once and reconnects the usual way.
   */
  watchOffline?: (offline: () => void) => () => void;
}

const OPEN = 1;

/** A connection not open this long after it started (ticket and handshake) is given up and tried again. */
export const CONNECT_TIMEOUT_MS = 10_000;

export const browserTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** `ws(s)://<origin><url>?ticket=…` from the ticket's answer. */
export function socketUrl(origin: string, ticket: ChatTicket): string {
  const base = new URL(ticket.url, origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.searchParams.set('ticket', ticket.ticket);
  return base.toString();
}

/** A server frame from a socket message; `HEARTBEAT` replies and anything unreadable give null. */
export function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string' || data === HEARTBEAT) return null;
  try {
    const frame = JSON.parse(data) as ServerFrame;
    return frame && typeof frame === 'object' && typeof frame.type === 'string' ? frame : null;
  } catch {
    return null;
  }
}

/**
 * One chat socket: a new ticket for each connection, `HEARTBEAT` every 30 s while open, and a new
 * connection `reconnectMs` after any close (or a failed ticket) until `stop()`.
 */
export class ChatConnection {
  private socket: SocketLike | null = null;
  private heartbeat: unknown = null;
  private retry: unknown = null;
  private giveUp: unknown = null;
  /** Counts connection attempts, so a late answer of an abandoned one is ignored. */
  private attempt = 0;
  private running = false;
  private status: ConnectionStatus = 'idle';
  private unwatch: (() => void) | null = null;
  private readonly timers: Timers;

  constructor(private readonly deps: ConnectionDeps) {
    this.timers = deps.timers ?? browserTimers;
  }

  get state(): ConnectionStatus {
    return this.status;
  }

  get isOpen(): boolean {
    return this.status === 'open' && this.socket?.readyState === OPEN;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unwatch = this.deps.watchOffline?.(() => this.dropSocket()) ?? null;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.unwatch?.();
    this.unwatch = null;
    this.clearTimers();
    this.attempt += 1;
    this.detach(1000);
    this.setStatus('idle');
  }

  /** Sends a frame when the socket is open; false when it is not (the caller falls back or waits). */
  send(frame: ClientFrame): boolean {
    if (!this.isOpen) return false;
    this.socket!.send(JSON.stringify(frame));
    return true;
  }

  private setStatus(status: ConnectionStatus) {
    if (status === this.status) return;
    this.status = status;
    this.deps.onStatus(status);
  }

  private clearTimers() {
    if (this.heartbeat !== null) this.timers.clearInterval(this.heartbeat);
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
    if (this.giveUp !== null) this.timers.clearTimeout(this.giveUp);
    this.heartbeat = this.retry = this.giveUp = null;
  }

  /** Forgets the socket without hearing its close. */
  private detach(code: number) {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onclose = socket.onmessage = socket.onerror = socket.onopen = null;
    socket.close(code);
  }

  private async connect() {
    const attempt = ++this.attempt;
    this.setStatus('connecting');
    this.giveUp = this.timers.setTimeout(() => {
      this.giveUp = null;
      if (attempt !== this.attempt || this.status === 'open') return;
      this.attempt += 1;
      this.detach(4001);
      this.scheduleReconnect();
    }, CONNECT_TIMEOUT_MS);
    let ticket: ChatTicket;
    try {
      ticket = await this.deps.ticket();
    } catch {
      if (attempt === this.attempt) this.scheduleReconnect();
      return;
    }
    if (!this.running || attempt !== this.attempt) return;
    const socket = this.deps.open(socketUrl(this.deps.origin, ticket));
    this.socket = socket;
    socket.onopen = () => {
      if (this.giveUp !== null) this.timers.clearTimeout(this.giveUp);
      this.giveUp = null;
      this.setStatus('open');
      this.heartbeat = this.timers.setInterval(() => {
        if (socket.readyState === OPEN) socket.send(HEARTBEAT);
      }, CHAT_LIMITS.heartbeatMs);
    };
    socket.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame) this.deps.onFrame(frame);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
  }

  /** The network went away: close the socket as if the server had, and reconnect 5 s later. */
  private dropSocket() {
    if (!this.socket) return;
    this.attempt += 1;
    this.detach(4000);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    this.clearTimers();
    if (!this.running) return;
    this.setStatus('waiting');
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      if (this.running) void this.connect();
    }, CHAT_LIMITS.reconnectMs);
  }
}
