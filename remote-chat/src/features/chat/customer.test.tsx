import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, CHAT_API, type ServiceSession } from '@b2b/shared/contract';
import { queryClient } from '@b2b/shared/query';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { chatMessage } from '../../socket/test-kit';
import { setChatClient } from './lib/chat-instance';
import { fakeChatClient } from './test-kit';
import { CustomerPage } from './CustomerPage';

const server = mockApi();
const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 50 });
const staffUser = { id: 's1', nickname: '客服小美', avatar: null, companyName: '平台客服中心' };
const customer = { id: 'u1', nickname: '张经理', avatar: null, companyName: '星河科技' };
const session = (patch: Partial<ServiceSession> = {}): ServiceSession => ({
  conversationId: 'c1',
  customer,
  staffId: null,
  staff: null,
  status: 'WAITING',
  position: 2,
  unread: 0,
  queuedAt: Date.now() - 3 * 60_000,
  assignedAt: null,
  firstReplyAt: null,
  endedAt: null,
  ...patch,
});

afterEach(() => setChatClient(null));

const renderService = (who: ReturnType<typeof user>) =>
  act(async () => {
    await renderPage(<CustomerPage />, { user: who, route: '/chat-customer', path: '/chat-customer' });
  });

describe('customer service: the member', () => {
  it('starts a conversation, waits with its place, and sees the staff member as the socket tells', async () => {
    const chat = fakeChatClient('u1');
    server.answer('get', {
      [CHAT_API.serviceCurrent]: null,
      [apiPath(CHAT_API.history, { id: 'c1' })]: paged([]),
    });
    server.answer('post', { [CHAT_API.serviceStart]: session() });
    await renderService(user({ userId: 'u1', role: 'DEV', memberLevel: 'SVIP' }));
    fireEvent.click(await screen.findByRole('button', { name: /发起客服会话/ }));
    server.answer('get', { [CHAT_API.serviceCurrent]: session(), [apiPath(CHAT_API.history, { id: 'c1' })]: paged([]) });
    expect((await screen.findByTestId('service-state')).textContent).toContain('您是第 2 位');
    const socket = await chat.connect();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const assigned = session({ status: 'ASSIGNED', staffId: 's1', staff: staffUser, position: null, assignedAt: Date.now() });
    server.answer('get', { [CHAT_API.serviceCurrent]: assigned, [apiPath(CHAT_API.history, { id: 'c1' })]: paged([]) });
    await chat.receive(socket, { type: 'service', change: 'ASSIGNED', session: assigned });
    expect((await screen.findByTestId('service-state')).textContent).toContain('客服 客服小美 正在为您服务');
    await chat.receive(socket, {
      type: 'message',
      message: chatMessage({ conversationId: 'c1', seq: 1, senderId: 's1', body: '您好，请讲' }),
    });
    expect(await screen.findByText('您好，请讲')).toBeTruthy();
  });

  it("a fetch that read the conversation before staff ended it does not bring it back over the socket's word", async () => {
    const chat = fakeChatClient('u1');
    const assigned = session({ status: 'ASSIGNED', staffId: 's1', staff: staffUser, position: null, assignedAt: Date.now() });
    const ended = { ...assigned, status: 'ENDED' as const, endedAt: Date.now() };
    let answerStale: (value: ServiceSession) => void = () => undefined;
    server.answer('get', { [CHAT_API.serviceCurrent]: assigned, [apiPath(CHAT_API.history, { id: 'c1' })]: paged([]) });
    await renderService(user({ userId: 'u1', role: 'DEV', memberLevel: 'SVIP' }));
    expect((await screen.findByTestId('service-state')).textContent).toContain('客服小美');
    const socket = await chat.connect();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // A refetch (the socket came back) reads the conversation still assigned, and answers late.
    server.answer('get', {
      [CHAT_API.serviceCurrent]: () => new Promise<ServiceSession>((resolve) => (answerStale = resolve)),
      [apiPath(CHAT_API.history, { id: 'c1' })]: paged([]),
    });
    void queryClient.invalidateQueries({ queryKey: ['chat', 'service'] });
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    server.answer('get', { [CHAT_API.serviceCurrent]: ended, [apiPath(CHAT_API.history, { id: 'c1' })]: paged([]) });
    await chat.receive(socket, { type: 'service', change: 'ENDED', session: ended });
    await act(async () => answerStale(assigned));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByTestId('service-state').textContent).toContain('本次会话已结束');
    expect(await screen.findByRole('button', { name: '发起新会话' })).toBeTruthy();
  });

  it('an ended conversation offers a new one instead of the composer', async () => {
    fakeChatClient('u1');
    server.answer('get', {
      [CHAT_API.serviceCurrent]: session({ status: 'ENDED', position: null, endedAt: 1 }),
      [apiPath(CHAT_API.history, { id: 'c1' })]: paged([]),
    });
    await renderService(user({ userId: 'u1', role: 'SUP', memberLevel: 'VIP' }));
    expect(await screen.findByRole('button', { name: '发起新会话' })).toBeTruthy();
    expect(screen.getByText('本次会话已结束，如需帮助请发起新会话')).toBeTruthy();
    expect(screen.queryByLabelText(/输入消息/)).toBeNull();
  });
});

describe('customer service: staff', () => {
  it('shows the queue with wait times, its load, and moves a conversation into “mine” on a service frame', async () => {
    const chat = fakeChatClient('s1');
    const waiting = session();
    server.answer('get', {
      [CHAT_API.serviceQueue]: paged([waiting]),
      [CHAT_API.serviceMine]: paged([]),
      [CHAT_API.serviceStaff]: [{ user: staffUser, load: 0, capacity: 3 }],
    });
    await renderService(user({ userId: 's1', role: 'CUSTOMER' }));
    const row = await screen.findByTestId('service-waiting');
    expect(within(row).getByText('张经理')).toBeTruthy();
    expect(within(row).getByText('已等待 3 分钟')).toBeTruthy();
    expect((await screen.findByTestId('service-load')).textContent).toBe('接待 0/3');
    const socket = await chat.connect();
    // A ready socket fetches the lists anew (frames are not replayed); the frame then moves what the lists held.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const mine = session({ status: 'ASSIGNED', staffId: 's1', staff: staffUser, position: null, assignedAt: Date.now() });
    // The lists' refetch after the frame does not answer yet: what shows is the frame's doing.
    const pending = () => new Promise(() => undefined);
    server.answer('get', { [CHAT_API.serviceQueue]: pending, [CHAT_API.serviceMine]: pending, [CHAT_API.serviceStaff]: pending });
    await chat.receive(socket, { type: 'service', change: 'ASSIGNED', session: mine });
    await waitFor(() => expect(screen.queryByTestId('service-waiting')).toBeNull());
    expect(within(await screen.findByTestId('service-mine')).getByText('张经理')).toBeTruthy();
    expect(screen.getByText('暂无排队的客户')).toBeTruthy();
    server.answer('get', {
      [CHAT_API.serviceQueue]: paged([]),
      [CHAT_API.serviceMine]: paged([mine]),
      [CHAT_API.serviceStaff]: [{ user: staffUser, load: 1, capacity: 3 }],
    });
    // Their own read (a receipt for them) refreshes the unread counts of their conversations.
    const mineCalls = () => server.get.mock.calls.filter(([path]) => path === CHAT_API.serviceMine).length;
    const before = mineCalls();
    await chat.receive(socket, { type: 'receipt', conversationId: 'c1', userId: 's1', deliveredSeq: 1, readSeq: 1 });
    await waitFor(() => expect(mineCalls()).toBe(before + 1));
  });
});
