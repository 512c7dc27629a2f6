import type { ServerFrame } from '@b2b/shared/contract';
import { CHAT_LIMITS } from '@b2b/shared/contract';
import type { WebSocket } from 'ws';

/** A socket whose send buffer holds more than this gets no typing frames: they are the first thing dropped. */
const TYPING_DROP_BUFFERED_BYTES = 64 * 1024;

/**
 * This instance's chat sockets by account. Frames reach it through `ctx.events` (`chat.frame`), from
 * this instance or, with Redis, any other; it writes each to the account's sockets here.
 */
export class SocketHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly lastTyping = new Map<string, number>();

  add(userId: string, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
  }

  remove(userId: string, socket: WebSocket): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(userId);
  }

  deliver(userIds: readonly string[], frame: ServerFrame): void {
    const text = JSON.stringify(frame);
    for (const userId of userIds) {
      for (const socket of this.sockets.get(userId) ?? []) {
        if (socket.readyState !== socket.OPEN) continue;
        if (frame.type === 'typing' && socket.bufferedAmount > TYPING_DROP_BUFFERED_BYTES) continue;
        socket.send(text);
      }
    }
  }

  /** At most one typing frame per sender and conversation in `typingIntervalMs` (this instance). */
  typingAllowed(userId: string, conversationId: string, now: number): boolean {
    const key = `${userId}:${conversationId}`;
    const last = this.lastTyping.get(key);
    if (last !== undefined && now - last < CHAT_LIMITS.typingIntervalMs) return false;
    this.lastTyping.set(key, now);
    if (this.lastTyping.size > 10_000) {
      for (const [k, at] of this.lastTyping) if (now - at >= CHAT_LIMITS.typingIntervalMs) this.lastTyping.delete(k);
    }
    return true;
  }

  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  closeAll(code: number, reason: string): void {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(code, reason);
    this.sockets.clear();
  }
}
