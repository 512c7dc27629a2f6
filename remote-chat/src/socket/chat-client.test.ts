import type { ChatTicket, SendBody } from '@b2b/shared/contract';
import { ACK_TIMEOUT_MS, ChatClient, type Refresh } from './chat-client';
import { chatMessage, FakeSocket } from './test-kit';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const ready = { type: 'ready', userId: 'u1', heartbeatMs: 30_000, idleDropMs: 75_000 };

function setup() {
  const sockets: FakeSocket[] = [];
  const refreshed: Refresh[] = [];
  let ids = 0;
  const sendRest = jest.fn<Promise<{ message: ReturnType<typeof chatMessage>; duplicate: boolean }>, [SendBody]>();
  const readRest = jest.fn(async () => ({}));
  const client = new ChatClient({
    ticket: async (): Promise<ChatTicket> => ({ ticket: 't', url: '/api/im/u1', expiresAt: 0 }),
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    origin: 'http://localhost',
    sendRest,
    readRest,
    refresh: (what) => refreshed.push(what),
    me: () => 'u1',
    newId: () => `k${++ids}`,
  });
  const connect = async (n = sockets.length) => {
    await flush();
    sockets[n].open();
    sockets[n].receive(ready);
    return sockets[n];
  };
  return { client, sockets, sendRest, readRest, refreshed, connect };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const text = { conversationId: 'c1', kind: 'TEXT' as const, body: 'hello' };

describe('chat client', () => {
  it('sends over the socket, shows "sending" until the ack, and keeps one socket for every holder', async () => {
    const { client, sockets, connect } = setup();
    const releaseA = client.retain();
    const releaseB = client.retain();
    const socket = await connect();
    const id = client.send(text);
    expect(client.getState().outbox[id].status).toBe('sending');
    expect(socket.frames().at(-1)).toEqual({ type: 'send', conversationId: 'c1', clientMsgId: 'k1', kind: 'TEXT', body: 'hello' });
    socket.receive({
      type: 'ack',
      clientMsgId: 'k1',
      conversationId: 'c1',
      duplicate: false,
      message: chatMessage({ seq: 1, clientMsgId: 'k1', senderId: 'u1' }),
    });
    expect(client.getState().outbox).toEqual({});
    expect(client.getState().conversations.c1.messages).toHaveLength(1);
    releaseA();
    expect(socket.closedWith).toBeUndefined();
    releaseB();
    expect(socket.closedWith).toBe(1000);
    expect(sockets).toHaveLength(1);
  });

  it('fails a send without an ack in time, and retries it with the same clientMsgId', async () => {
    const { client, connect } = setup();
    client.retain();
    const socket = await connect();
    client.send(text);
    jest.advanceTimersByTime(ACK_TIMEOUT_MS);
    expect(client.getState().outbox.k1.status).toBe('failed');
    client.retry('k1');
    expect(client.getState().outbox.k1.status).toBe('sending');
    const sends = socket.frames().filter((f) => f.type === 'send');
    expect(sends.map((f) => f.clientMsgId)).toEqual(['k1', 'k1']);
  });

  it('falls back to REST while the socket is down; a refusal shows failed with the server text', async () => {
    const { client, sendRest } = setup();
    client.retain();
    sendRest.mockRejectedValueOnce(new Error('你们还不是好友'));
    client.send(text);
    await flush();
    expect(client.getState().outbox.k1).toMatchObject({ status: 'failed', error: '你们还不是好友' });
    sendRest.mockResolvedValueOnce({ message: chatMessage({ seq: 3, clientMsgId: 'k1', senderId: 'u1' }), duplicate: true });
    client.retry('k1');
    await flush();
    expect(sendRest.mock.calls.map(([body]) => body.clientMsgId)).toEqual(['k1', 'k1']);
    expect(client.getState().outbox).toEqual({});
    expect(client.getState().conversations.c1.messages.map((m) => m.seq)).toEqual([3]);
  });

  it('after a reconnect sends catch-up from the last seqs, sends again what is still sending, and refetches contacts', async () => {
    const { client, sockets, refreshed, connect } = setup();
    client.retain();
    const first = await connect();
    client.dispatch({ type: 'seen', positions: [{ conversationId: 'c2', lastSeq: 4 }] });
    first.receive({ type: 'message', message: chatMessage({ seq: 7 }) });
    client.send(text);
    first.drop();
    refreshed.length = 0;
    jest.advanceTimersByTime(5_000);
    const second = await connect(1);
    expect(sockets).toHaveLength(2);
    expect(second.frames()).toEqual([
      {
        type: 'catchup',
        positions: [
          { conversationId: 'c2', seq: 4 },
          { conversationId: 'c1', seq: 7 },
        ],
      },
      { type: 'send', conversationId: 'c1', clientMsgId: 'k1', kind: 'TEXT', body: 'hello' },
    ]);
    expect(refreshed).toEqual(expect.arrayContaining(['contacts', 'unread']));
    second.receive({ type: 'replay', conversationId: 'c1', messages: [chatMessage({ seq: 8 }), chatMessage({ seq: 9 })], done: true });
    expect(client.getState().conversations.c1.messages.map((m) => m.seq)).toEqual([7, 8, 9]);
    expect(second.frames().at(-1)).toEqual({ type: 'delivered', conversationId: 'c1', seq: 9 });
  });

  it("acknowledges delivery of others' messages, not its own, and reads by frame or by REST", async () => {
    const { client, readRest, refreshed, connect } = setup();
    client.retain();
    const socket = await connect();
    socket.receive({ type: 'message', message: chatMessage({ seq: 1, senderId: 'u2' }) });
    socket.receive({ type: 'message', message: chatMessage({ seq: 2, senderId: 'u1' }) });
    expect(socket.frames()).toEqual([{ type: 'delivered', conversationId: 'c1', seq: 1 }]);
    refreshed.length = 0;
    client.read('c1', 2);
    expect(socket.frames().at(-1)).toEqual({ type: 'read', conversationId: 'c1', seq: 2 });
    socket.receive({ type: 'receipt', conversationId: 'c1', userId: 'u2', deliveredSeq: 2, readSeq: 2 });
    expect(refreshed).toEqual([]);
    socket.receive({ type: 'receipt', conversationId: 'c1', userId: 'u1', deliveredSeq: 2, readSeq: 2 });
    expect(refreshed).toEqual(['contacts', 'unread']);
    socket.drop();
    client.read('c1', 3);
    expect(readRest).toHaveBeenCalledWith('c1', 3);
    await flush();
    expect(refreshed.slice(-2)).toEqual(['contacts', 'unread']);
  });

  it('sends typing at most once per 3 s per conversation', async () => {
    const { client, connect } = setup();
    client.retain();
    const socket = await connect();
    client.typing('c1');
    client.typing('c1');
    client.typing('c2');
    jest.advanceTimersByTime(3_000);
    client.typing('c1');
    expect(socket.frames().map((f) => f.conversationId)).toEqual(['c1', 'c2', 'c1']);
  });
});

describe('frame listeners', () => {
  it('hands every frame to the screens listening, after the state took it, until they let go', async () => {
    const { client, connect } = setup();
    const seen: string[] = [];
    const stop = client.onServerFrame((frame) => seen.push(frame.type));
    client.retain();
    const socket = await connect();
    const session = { conversationId: 'c1', status: 'WAITING' };
    socket.receive({ type: 'service', change: 'WAITING', session });
    stop();
    socket.receive({ type: 'service', change: 'ENDED', session });
    expect(seen).toEqual(['ready', 'service']);
  });
});
