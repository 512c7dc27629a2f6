import { act } from '@testing-library/react';
import type { ChatContact, ChatUser } from '@b2b/shared/contract';
import { ChatClient } from '../../socket/chat-client';
import { FakeSocket } from '../../socket/test-kit';
import { setChatClient } from './lib/chat-instance';

export const peer: ChatUser = { id: 'u2', nickname: '王经理', avatar: null, companyName: '深圳海川科技' };

export function contact(overrides: Partial<ChatContact> = {}): ChatContact {
  return {
    conversationId: 'c1',
    kind: 'DIRECT',
    title: peer.nickname,
    peer,
    lastMessage: null,
    lastSeq: 0,
    unread: 0,
    lastReadSeq: 0,
    lastDeliveredSeq: 0,
    peerDeliveredSeq: 0,
    peerReadSeq: 0,
    canSend: true,
    updatedAt: 1,
    ...overrides,
  };
}

/**
 * A chat client whose socket the test drives (no network): `connect()` opens it and says `ready`;
 * REST fallbacks answer through the given mocks.
 */
export function fakeChatClient(me = 'u1') {
  const sockets: FakeSocket[] = [];
  const sendRest = jest.fn();
  const readRest = jest.fn(async (_conversationId: string, _seq: number) => ({}));
  const client = new ChatClient({
    ticket: async () => ({ ticket: 't', url: `/api/im/${me}`, expiresAt: 0 }),
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    origin: 'http://localhost',
    sendRest,
    readRest,
    refresh: () => undefined,
    me: () => me,
  });
  setChatClient(client);
  const connect = async () => {
    await act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    const socket = sockets.at(-1)!;
    act(() => {
      socket.open();
      socket.receive({ type: 'ready', userId: me, heartbeatMs: 30_000, idleDropMs: 75_000 });
    });
    return socket;
  };
  const receive = (socket: FakeSocket, frame: unknown) => act(() => socket.receive(frame));
  return { client, sockets, sendRest, readRest, connect, receive };
}
