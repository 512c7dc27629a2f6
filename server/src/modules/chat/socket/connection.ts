import { CHAT_LIMITS, HEARTBEAT, type ClientFrame, type Lang, type ServerFrame } from '@b2b/shared/contract';
import type { RawData, WebSocket } from 'ws';
import type { Caller } from '../../../db/rows';
import { isAppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { conversationOf, membersOf } from '../conversations';
import { fanOut } from '../fanout';
import { directRefusal } from '../friends/relation';
import { moveReceipt } from '../messages/receipts';
import { recallMessage } from '../messages/recall';
import { sendMessage } from '../messages/send';
import { replayConversation } from './catchup';
import { errorFrame, parseFrame } from './frames';
import type { SocketHub } from './hub';

/**
 * One signed-in socket: `HEARTBEAT` answered, a socket silent for `idleDropMs` dropped, every other
 * frame parsed, checked and handled in the order it came (a socket's sends are stored in order).
 */
export function serveSocket(ctx: AppContext, hub: SocketHub, socket: WebSocket, caller: Caller, lang: Lang): void {
  const userId = caller.user.id;
  const sendTimes: number[] = [];
  let queue = Promise.resolve();
  /** A frame, or one serialized already (catch-up's). */
  const write = (frame: ServerFrame | string) => {
    if (socket.readyState === socket.OPEN) socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  };
  const idle = setTimeout(() => socket.terminate(), ctx.config.chat.idleDropMs);

  hub.add(userId, socket);
  socket.on('close', () => {
    clearTimeout(idle);
    hub.remove(userId, socket);
  });
  socket.on('error', (err) => ctx.log.debug({ err }, 'chat socket'));
  socket.on('message', (data: RawData, isBinary: boolean) => {
    idle.refresh();
    const text = isBinary ? null : data.toString();
    if (text === HEARTBEAT) return socket.send(HEARTBEAT);
    if (text === null) return write(errorFrame('CHAT_FRAME_INVALID', lang));
    const parsed = parseFrame(text);
    if (!parsed.ok) return write(errorFrame(parsed.reason, lang, { ref: parsed.ref }));
    queue = queue.then(() => handle(parsed.frame)).catch((error) => refuse(error, parsed.frame));
  });
  write({ type: 'ready', userId, heartbeatMs: CHAT_LIMITS.heartbeatMs, idleDropMs: ctx.config.chat.idleDropMs });

  function refuse(error: unknown, frame: ClientFrame) {
    const extra = { ref: frame.ref, clientMsgId: frame.type === 'send' ? frame.clientMsgId : undefined };
    if (isAppError(error)) return write(errorFrame(error.reason, lang, { ...extra, retryAfter: error.retryAfter }));
    ctx.log.error({ err: error, frame: frame.type }, 'chat frame failed');
    write(errorFrame('INTERNAL', lang, extra));
  }

  /** Sends within the last `sendWindowMs`: at most `sendsPerWindow`. */
  function sendAllowed(now: number): number | null {
    const { sendsPerWindow, sendWindowMs } = ctx.config.chat;
    while (sendTimes.length && now - sendTimes[0] >= sendWindowMs) sendTimes.shift();
    if (sendTimes.length >= sendsPerWindow) return Math.max(1, Math.ceil((sendTimes[0] + sendWindowMs - now) / 1000));
    sendTimes.push(now);
    return null;
  }

  async function handle(frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case 'send': {
        const wait = sendAllowed(Date.now());
        if (wait !== null)
          return write(errorFrame('CHAT_SEND_LIMIT', lang, { ref: frame.ref, clientMsgId: frame.clientMsgId, retryAfter: wait }));
        const { ref: _ref, type: _type, ...body } = frame;
        const sent = await sendMessage(ctx, caller, body);
        write({
          type: 'ack',
          clientMsgId: frame.clientMsgId,
          conversationId: frame.conversationId,
          duplicate: sent.result.duplicate,
          message: sent.result.message,
        });
        return sent.deliver();
      }
      case 'catchup':
        for (const position of frame.positions) {
          try {
            await replayConversation(ctx, userId, position, write);
          } catch (error) {
            refuse(error, frame);
          }
        }
        return;
      case 'delivered':
        await moveReceipt(ctx, userId, frame.conversationId, { delivered: frame.seq });
        return;
      case 'read':
        await moveReceipt(ctx, userId, frame.conversationId, { read: frame.seq });
        return;
      case 'typing':
        return typing(frame.conversationId);
      case 'recall':
        await recallMessage(ctx, userId, frame.messageId);
        return;
    }
  }

  /** Ephemeral: never stored, at most one per 3 s, not passed where a message would be refused. */
  async function typing(conversationId: string): Promise<void> {
    if (!hub.typingAllowed(userId, conversationId, Date.now())) return;
    const conversation = await conversationOf(ctx.db, userId, conversationId);
    const others = (await membersOf(ctx.db, userId, conversationId)).map((m) => m.userId).filter((id) => id !== userId);
    if (conversation.kind === 'DIRECT' && (await directRefusal(ctx.db, userId, others[0] ?? userId, ctx.clock.now()))) return;
    await fanOut(ctx, others, { type: 'typing', conversationId, userId });
  }
}
