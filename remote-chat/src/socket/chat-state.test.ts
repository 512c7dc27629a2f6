import { catchUpPositions, chatReducer, initialChatState, readBy, typingUsers, type ChatState, type Outgoing } from './chat-state';
import { chatMessage } from './test-kit';

const run = (state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]) => actions.reduce(chatReducer, state);
const frame = (f: object, now = 0) => ({ type: 'frame' as const, frame: f as never, now });
const seqs = (state: ChatState, id = 'c1') => state.conversations[id]?.messages.map((m) => m.seq);

const outgoing: Outgoing = { clientMsgId: 'k1', conversationId: 'c1', kind: 'TEXT', body: 'hi', status: 'sending', createdAt: 1 };

describe('chat state', () => {
  it('keeps one message per seq, oldest first, whatever order and repeats the frames come in', () => {
    const state = run(
      initialChatState,
      frame({ type: 'message', message: chatMessage({ seq: 3 }) }),
      frame({ type: 'message', message: chatMessage({ seq: 1 }) }),
      frame({ type: 'message', message: chatMessage({ seq: 3 }) }),
      frame({ type: 'replay', conversationId: 'c1', messages: [chatMessage({ seq: 2 }), chatMessage({ seq: 3 })], done: true }),
    );
    expect(seqs(state)).toEqual([1, 2, 3]);
    expect(state.conversations.c1.lastSeq).toBe(3);
  });

  it('takes a message out of the outbox on its ack, or on the message frame when the ack was lost', () => {
    const queued = run(initialChatState, { type: 'queued', outgoing }, { type: 'queued', outgoing: { ...outgoing, clientMsgId: 'k2' } });
    const acked = run(
      queued,
      frame({
        type: 'ack',
        clientMsgId: 'k1',
        conversationId: 'c1',
        duplicate: false,
        message: chatMessage({ seq: 4, clientMsgId: 'k1', senderId: 'u1' }),
      }),
    );
    expect(Object.keys(acked.outbox)).toEqual(['k2']);
    expect(seqs(acked)).toEqual([4]);
    const echoed = run(acked, frame({ type: 'message', message: chatMessage({ seq: 5, clientMsgId: 'k2', senderId: 'u1' }) }));
    expect(echoed.outbox).toEqual({});
    expect(seqs(echoed)).toEqual([4, 5]);
  });

  it('marks a send failed on its error frame with the server text, and sending again on retry', () => {
    const failed = run(
      initialChatState,
      { type: 'queued', outgoing },
      frame({ type: 'error', reason: 'CHAT_NOT_FRIENDS', msg: '你们还不是好友', clientMsgId: 'k1' }),
    );
    expect(failed.outbox.k1).toMatchObject({ status: 'failed', error: '你们还不是好友' });
    expect(run(failed, { type: 'retrying', clientMsgId: 'k1' }).outbox.k1).toMatchObject({ status: 'sending', error: undefined });
    expect(run(failed, frame({ type: 'error', reason: 'CHAT_FRAME_INVALID', msg: 'x' }))).toBe(failed);
  });

  it('starts catch-up from the newest seq held or seen in the contact list', () => {
    const state = run(
      initialChatState,
      {
        type: 'seen',
        positions: [
          { conversationId: 'c1', lastSeq: 7 },
          { conversationId: 'c2', lastSeq: 0 },
          { conversationId: 'c3', lastSeq: 2 },
        ],
      },
      frame({ type: 'message', message: chatMessage({ seq: 9 }) }),
      { type: 'seen', positions: [{ conversationId: 'c1', lastSeq: 8 }] },
    );
    expect(catchUpPositions(state)).toEqual([
      { conversationId: 'c1', seq: 9 },
      { conversationId: 'c3', seq: 2 },
    ]);
  });

  it('catches up from before a gap: a frame that arrived out of order does not hide the one still missing', () => {
    const state = run(initialChatState, ...[1, 2, 3, 5, 6].map((seq) => frame({ type: 'message', message: chatMessage({ seq }) })));
    expect(catchUpPositions(state)).toEqual([{ conversationId: 'c1', seq: 3 }]);
    const filled = run(state, frame({ type: 'message', message: chatMessage({ seq: 4 }) }));
    expect(catchUpPositions(filled)).toEqual([{ conversationId: 'c1', seq: 6 }]);
  });

  it('marks a conversation stale on reset until its newest history page replaces what it held', () => {
    const held = run(initialChatState, frame({ type: 'message', message: chatMessage({ seq: 1 }) }));
    const reset = run(held, frame({ type: 'reset', conversationId: 'c1', reason: 'WINDOW', lastSeq: 20_000 }));
    expect(reset.conversations.c1).toMatchObject({ stale: true, lastSeq: 20_000 });
    const page = [chatMessage({ seq: 20_000 }), chatMessage({ seq: 19_999 })];
    const fresh = run(reset, { type: 'history', conversationId: 'c1', messages: page, hasOlder: true, replace: true });
    expect(fresh.conversations.c1).toMatchObject({ stale: false, loaded: true, hasOlder: true });
    expect(seqs(fresh)).toEqual([19_999, 20_000]);
  });

  it('adds older pages before what it holds and stops when the server has no older', () => {
    const first = run(initialChatState, {
      type: 'history',
      conversationId: 'c1',
      messages: [chatMessage({ seq: 5 }), chatMessage({ seq: 4 })],
      hasOlder: true,
      replace: true,
    });
    const older = run(first, {
      type: 'history',
      conversationId: 'c1',
      messages: [chatMessage({ seq: 3 })],
      hasOlder: false,
      replace: false,
    });
    expect(seqs(older)).toEqual([3, 4, 5]);
    expect(older.conversations.c1.hasOlder).toBe(false);
  });

  it('empties a recalled message for everyone and removes a deleted one for the caller', () => {
    const held = run(
      initialChatState,
      frame({ type: 'message', message: chatMessage({ seq: 1, body: 'oops' }) }),
      frame({ type: 'message', message: chatMessage({ seq: 2 }) }),
    );
    const recalled = run(held, frame({ type: 'recalled', conversationId: 'c1', messageId: 'm1', seq: 1, recalledAt: 99 }));
    expect(recalled.conversations.c1.messages[0]).toMatchObject({ body: '', file: null, recalledAt: 99 });
    expect(seqs(run(recalled, { type: 'deleted', conversationId: 'c1', messageId: 'm2' }))).toEqual([1]);
  });

  it('counts "read by N" from receipts that only move forward, the sender and the caller left out', () => {
    const state = run(
      initialChatState,
      { type: 'receipts', conversationId: 'c1', receipts: { u1: { deliveredSeq: 9, readSeq: 9 }, u3: { deliveredSeq: 2, readSeq: 2 } } },
      frame({ type: 'receipt', conversationId: 'c1', userId: 'u4', deliveredSeq: 5, readSeq: 5 }),
      frame({ type: 'receipt', conversationId: 'c1', userId: 'u4', deliveredSeq: 3, readSeq: 3 }),
      frame({ type: 'receipt', conversationId: 'c1', userId: 'u2', deliveredSeq: 8, readSeq: 8 }),
    );
    const message = chatMessage({ seq: 4, senderId: 'u2' });
    expect(state.conversations.c1.receipts.u4).toEqual({ deliveredSeq: 5, readSeq: 5 });
    expect(readBy(state.conversations.c1, message, 'u1')).toBe(1);
    expect(readBy(undefined, message, 'u1')).toBe(0);
  });

  it('shows a typing user for a few seconds, never the caller', () => {
    const state = run(
      initialChatState,
      frame({ type: 'typing', conversationId: 'c1', userId: 'u2' }, 1_000),
      frame({ type: 'typing', conversationId: 'c1', userId: 'u1' }, 1_000),
    );
    expect(typingUsers(state.conversations.c1, 2_000, 'u1')).toEqual(['u2']);
    expect(typingUsers(state.conversations.c1, 6_000, 'u1')).toEqual([]);
  });

  it('puts a translation frame on its message, keeps it when the message comes again, and drops it on recall', () => {
    const translation = { type: 'translation', conversationId: 'c1', messageId: 'm2', seq: 2, language: 'en-US', text: 'Hello' };
    const held = run(
      initialChatState,
      frame({ type: 'message', message: chatMessage({ seq: 1 }) }),
      frame({ type: 'message', message: chatMessage({ seq: 2, body: '你好' }) }),
      frame(translation),
    );
    expect(held.conversations.c1.messages.map((m) => m.translation)).toEqual([undefined, { language: 'en-US', text: 'Hello' }]);
    const repeated = run(held, frame({ type: 'message', message: chatMessage({ seq: 2, body: '你好' }) }));
    expect(repeated.conversations.c1.messages[1].translation).toEqual({ language: 'en-US', text: 'Hello' });
    const recalled = run(repeated, frame({ type: 'recalled', conversationId: 'c1', messageId: 'm2', seq: 2, recalledAt: 99 }));
    expect(recalled.conversations.c1.messages[1].translation).toBeUndefined();
    expect(run(recalled, frame(translation))).toBe(recalled);
  });

  it('ignores a translation of a message it does not hold: history brings the stored one', () => {
    const state = run(
      initialChatState,
      frame({ type: 'translation', conversationId: 'c9', messageId: 'm7', seq: 7, language: 'zh-CN', text: '你好' }),
    );
    expect(state).toBe(initialChatState);
    const loaded = run(state, {
      type: 'history',
      conversationId: 'c9',
      messages: [chatMessage({ seq: 7, conversationId: 'c9', translation: { language: 'zh-CN', text: '你好' } })],
      hasOlder: false,
      replace: true,
    });
    expect(loaded.conversations.c9.messages[0].translation).toEqual({ language: 'zh-CN', text: '你好' });
  });
});
