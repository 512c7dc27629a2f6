import type { ChatTicket } from '@b2b/shared/contract';
import { ChatConnection, parseFrame, socketUrl, type ConnectionStatus } from './connection';
import { FakeSocket } from './test-kit';

const ticket = (n: number): ChatTicket => ({ ticket: `t${n}`, url: '/api/im/u1', expiresAt: 0 });

function setup() {
  const sockets: FakeSocket[] = [];
  const frames: unknown[] = [];
  const statuses: ConnectionStatus[] = [];
  let issued = 0;
  const network: { offline: (() => void) | null } = { offline: null };
  const tickets = jest.fn(async () => ticket(++issued));
  const connection = new ChatConnection({
    ticket: tickets,
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    origin: 'https://b2b.example',
    onFrame: (f) => frames.push(f),
    onStatus: (s) => statuses.push(s),
    watchOffline: (offline) => {
      network.offline = offline;
      return () => (network.offline = null);
    },
  });
  return { connection, sockets, frames, statuses, tickets, network };
}

const flush = () => Promise.resolve().then(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('chat connection', () => {
  it('opens wss on the page origin with the ticket, ws behind http', () => {
    expect(socketUrl('https://b2b.example', ticket(1))).toBe('wss://b2b.example/api/im/u1?ticket=t1');
    expect(socketUrl('http://127.0.0.1:9000', { ...ticket(2), ticket: 'a+b/c=' })).toBe(
      'ws://127.0.0.1:9000/api/im/u1?ticket=a%2Bb%2Fc%3D',
    );
  });

  it('ignores HEARTBEAT replies and unreadable frames', () => {
    expect(parseFrame('HEARTBEAT')).toBeNull();
    expect(parseFrame('{oops')).toBeNull();
    expect(parseFrame('42')).toBeNull();
    expect(parseFrame(new ArrayBuffer(2))).toBeNull();
    expect(parseFrame('{"type":"typing","conversationId":"c","userId":"u"}')).toEqual({ type: 'typing', conversationId: 'c', userId: 'u' });
  });

  it('sends HEARTBEAT every 30 s while open and hands frames on', async () => {
    const { connection, sockets, frames } = setup();
    connection.start();
    await flush();
    const socket = sockets[0];
    expect(socket.url).toBe('wss://b2b.example/api/im/u1?ticket=t1');
    expect(connection.send({ type: 'typing', conversationId: 'c1' })).toBe(false);
    socket.open();
    jest.advanceTimersByTime(29_999);
    expect(socket.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['HEARTBEAT']);
    jest.advanceTimersByTime(30_000);
    expect(socket.sent).toEqual(['HEARTBEAT', 'HEARTBEAT']);
    socket.receive('HEARTBEAT');
    socket.receive({ type: 'ready', userId: 'u1', heartbeatMs: 30_000, idleDropMs: 75_000 });
    expect(frames).toEqual([{ type: 'ready', userId: 'u1', heartbeatMs: 30_000, idleDropMs: 75_000 }]);
    expect(connection.send({ type: 'typing', conversationId: 'c1' })).toBe(true);
  });

  it('reconnects 5 s after a close with a new ticket, and stops the heartbeat of the closed socket', async () => {
    const { connection, sockets, statuses, tickets } = setup();
    connection.start();
    await flush();
    sockets[0].open();
    sockets[0].drop();
    expect(statuses).toEqual(['connecting', 'open', 'waiting']);
    jest.advanceTimersByTime(4_999);
    expect(tickets).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(2);
    expect(sockets[1].url).toContain('ticket=t2');
    jest.advanceTimersByTime(60_000);
    expect(sockets[0].sent).toEqual([]);
  });

  it('tries again 5 s after a refused ticket, and never after stop()', async () => {
    const { connection, sockets, tickets } = setup();
    tickets.mockRejectedValueOnce(new Error('offline'));
    connection.start();
    await flush();
    await flush();
    expect(sockets).toHaveLength(0);
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(sockets).toHaveLength(1);
    sockets[0].open();
    connection.stop();
    expect(sockets[0].closedWith).toBe(1000);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(2);
    expect(connection.state).toBe('idle');
  });

  it('closes the socket when the browser goes offline and reconnects 5 s later with a new ticket', async () => {
    const { connection, sockets, statuses, network } = setup();
    connection.start();
    await flush();
    sockets[0].open();
    network.offline!();
    expect(sockets[0].closedWith).toBe(4000);
    expect(statuses.at(-1)).toBe('waiting');
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(sockets[1].url).toContain('ticket=t2');
    connection.stop();
    expect(network.offline).toBeNull();
  });

  it('gives up a connection not open within 10 s (a handshake that never ends) and tries again', async () => {
    const { connection, sockets, tickets } = setup();
    connection.start();
    await flush();
    jest.advanceTimersByTime(10_000);
    expect(sockets[0].closedWith).toBe(4001);
    expect(connection.state).toBe('waiting');
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(2);
    sockets[1].open();
    jest.advanceTimersByTime(60_000);
    expect(sockets[1].closedWith).toBeUndefined();
    expect(connection.state).toBe('open');
  });
});
