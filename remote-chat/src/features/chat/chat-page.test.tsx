import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, CHAT_API, type ChatMessage, type Friendship } from '@b2b/shared/contract';
import { UPLOAD_API } from '@b2b/shared/upload';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { renderPage, type RenderPageOptions } from '@test/render';
import { chatMessage } from '../../socket/test-kit';
import { ChatPage } from './ChatPage';
import { setChatClient } from './lib/chat-instance';
import { contact, fakeChatClient } from './test-kit';

const server = mockApi();
const me = user({ userId: 'u1', memberLevel: 'VIP' });
const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 50 });
const history = (list: ChatMessage[]) => ({ list, total: list.length, page: 1, pageSize: 30 });

const request: Friendship = {
  id: 'f9',
  user: { id: 'u9', nickname: '赵敏', avatar: null, companyName: '杭州星河' },
  status: 'PENDING',
  outgoing: false,
  note: '想聊聊合作',
  blockedByMe: false,
  blockedMe: false,
  conversationId: null,
  updatedAt: 1,
};

function serve(messages: ChatMessage[] = [chatMessage({ seq: 2, body: '报价已发送' }), chatMessage({ seq: 1, body: '您好' })]) {
  const lastMessage = messages[0] ?? null;
  server.answer('get', {
    [CHAT_API.contacts]: paged([
      contact({ lastMessage, lastSeq: lastMessage?.seq ?? 0, unread: 2 }),
      contact({ conversationId: 'g1', kind: 'GROUP', title: '项目群', peer: null }),
    ]),
    [CHAT_API.friendships]: (query: { filter: string }) => paged(query.filter === 'INCOMING' ? [request] : []),
    [apiPath(CHAT_API.history, { id: 'c1' })]: history(messages),
    [CHAT_API.groups]: paged([]),
  });
}

afterEach(() => setChatClient(null));

/** The page, with the answers that arrive at once (history, lists) rendered within act. */
const renderChat = (options: RenderPageOptions) =>
  act(async () => {
    await renderPage(<ChatPage />, { user: me, ...options });
  });

describe('chat page', () => {
  it('lists conversations with their last message and unread count, and friend requests on the tab', async () => {
    fakeChatClient();
    serve();
    await renderChat({});
    const rows = await screen.findAllByTestId('chat-contact');
    expect(within(rows[0]).getByText('报价已发送')).toBeTruthy();
    expect(within(rows[0]).getByLabelText('王经理，未读 2 条')).toBeTruthy();
    expect(within(rows[1]).getByText('暂无消息')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /好友\s*1/ })).toBeTruthy();
  });

  it('opens a conversation: history, a sent message shows sending until its ack, then ✓ and ✓✓ from receipts', async () => {
    const chat = fakeChatClient();
    serve();
    await renderChat({ route: '/chat?c=c1', path: '/chat' });
    expect(await screen.findByText('您好')).toBeTruthy();
    const socket = await chat.connect();
    // Read at once: by frame when the socket was open by then, by REST otherwise.
    const reads = [
      ...socket.frames().filter((f) => f.type === 'read'),
      ...chat.readRest.mock.calls.map(([conversationId, seq]) => ({ type: 'read', conversationId, seq })),
    ];
    expect(reads).toContainEqual({ type: 'read', conversationId: 'c1', seq: 2 });

    fireEvent.change(screen.getByLabelText(/输入消息/), { target: { value: '收到，谢谢' } });
    fireEvent.click(screen.getByRole('button', { name: /^(send )?发\s?送$/ }));
    const pending = await screen.findByTestId('chat-pending');
    expect(within(pending).getByText('发送中…')).toBeTruthy();
    const send = socket.frames().find((f) => f.type === 'send')!;
    expect(send).toMatchObject({ conversationId: 'c1', kind: 'TEXT', body: '收到，谢谢' });

    const mine = chatMessage({ seq: 3, senderId: 'u1', clientMsgId: send.clientMsgId as string, body: '收到，谢谢' });
    chat.receive(socket, { type: 'ack', clientMsgId: send.clientMsgId, conversationId: 'c1', duplicate: false, message: mine });
    await waitFor(() => expect(screen.queryByTestId('chat-pending')).toBeNull());
    chat.receive(socket, { type: 'receipt', conversationId: 'c1', userId: 'u2', deliveredSeq: 3, readSeq: 2 });
    expect(await screen.findByLabelText('已送达')).toBeTruthy();
    chat.receive(socket, { type: 'receipt', conversationId: 'c1', userId: 'u2', deliveredSeq: 3, readSeq: 3 });
    expect(await screen.findByLabelText('已读')).toBeTruthy();

    chat.receive(socket, { type: 'typing', conversationId: 'c1', userId: 'u2' });
    expect(await screen.findByText('王经理 正在输入…')).toBeTruthy();
  });

  it('names the customer-service conversation in the reader’s language, with the staff member’s company, and offers no block', async () => {
    fakeChatClient();
    serve([]);
    const service = contact({
      conversationId: 's1',
      kind: 'SERVICE',
      title: '',
      peer: { id: 'u50', nickname: '小林', avatar: null, companyName: '平台运营' },
    });
    server.answer('get', {
      [CHAT_API.contacts]: paged([service]),
      [apiPath(CHAT_API.history, { id: 's1' })]: history([]),
    });
    await renderChat({ route: '/chat?c=s1', path: '/chat' });
    const [row] = await screen.findAllByTestId('chat-contact');
    expect(within(row).getByText('平台客服')).toBeTruthy();
    expect(await screen.findByText('平台运营')).toBeTruthy();
    expect(screen.getAllByText('平台客服')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '更多操作' })).toBeNull();
  });

  it('opens a conversation beyond the first page of the list with its title (fetched by id)', async () => {
    fakeChatClient();
    serve([]);
    const far = contact({
      conversationId: 'c77',
      title: '远方客户',
      peer: { id: 'u77', nickname: '远方客户', avatar: null, companyName: '深圳远方' },
    });
    server.answer('get', {
      [CHAT_API.contacts]: (query: { conversationId?: string }) => paged(query.conversationId === 'c77' ? [far] : [contact()]),
      [apiPath(CHAT_API.history, { id: 'c77' })]: history([]),
    });
    await renderChat({ route: '/chat?c=c77', path: '/chat' });
    expect(await screen.findByText('深圳远方')).toBeTruthy();
    expect(screen.getByText('远方客户')).toBeTruthy();
  });

  it('shows a refused send as failed with the server reason, and retries it with the same id', async () => {
    const chat = fakeChatClient();
    serve([]);
    await renderChat({ route: '/chat?c=c1', path: '/chat' });
    expect(await screen.findByText('还没有消息，说点什么吧')).toBeTruthy();
    const socket = await chat.connect();
    fireEvent.change(screen.getByLabelText(/输入消息/), { target: { value: 'hi' } });
    fireEvent.keyDown(screen.getByLabelText(/输入消息/), { key: 'Enter', code: 'Enter', keyCode: 13 });
    const send = socket.frames().find((f) => f.type === 'send')!;
    chat.receive(socket, { type: 'error', reason: 'CHAT_NOT_FRIENDS', msg: '你们还不是好友', clientMsgId: send.clientMsgId });
    expect(await screen.findByText(/发送失败：你们还不是好友/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    const sends = socket.frames().filter((f) => f.type === 'send');
    expect(sends.map((f) => f.clientMsgId)).toEqual([send.clientMsgId, send.clientMsgId]);
    expect(await screen.findByText('发送中…')).toBeTruthy();
  });

  it('shows a recalled message for everyone, in English too', async () => {
    const chat = fakeChatClient();
    serve([chatMessage({ seq: 1, body: 'Draft price' })]);
    await renderChat({ route: '/chat?c=c1', path: '/chat', lang: 'en-US' });
    expect(await within(screen.getByTestId('chat-messages')).findByText('Draft price')).toBeTruthy();
    const socket = await chat.connect();
    chat.receive(socket, { type: 'recalled', conversationId: 'c1', messageId: 'm1', seq: 1, recalledAt: 5 });
    expect(await screen.findByText('The other person recalled a message')).toBeTruthy();
    expect(within(screen.getByTestId('chat-messages')).queryByText('Draft price')).toBeNull();
  });

  it('accepts a friend request', async () => {
    fakeChatClient();
    serve();
    server.answer('post', { [apiPath(CHAT_API.acceptFriend, { id: 'f9' })]: { ...request, status: 'ACCEPTED', conversationId: 'c9' } });
    await renderChat({ path: '/chat' });
    fireEvent.click(await screen.findByRole('tab', { name: /好友/ }));
    const row = await screen.findByTestId('chat-friend');
    expect(within(row).getByText('附言：想聊聊合作')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /接\s?受/ }));
    await waitFor(() => expect(server.post).toHaveBeenCalledWith(apiPath(CHAT_API.acceptFriend, { id: 'f9' })));
  });

  it('sends a file through the shared uploader: uploaded first, then a FILE message with its id', async () => {
    const chat = fakeChatClient();
    serve([]);
    const file = new File([new Uint8Array(2048)], 'quote.pdf', { type: 'application/pdf' });
    server.answer('post', {
      [UPLOAD_API.file]: { id: 'f1', url: '/api/files/f1', name: 'quote.pdf', size: 2048, contentType: 'application/pdf' },
    });
    await renderChat({ route: '/chat?c=c1', path: '/chat' });
    expect(await screen.findByText('还没有消息，说点什么吧')).toBeTruthy();
    const socket = await chat.connect();
    fireEvent.click(screen.getByRole('button', { name: '发送图片或文件' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('文件'));
    await act(async () => {
      fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [file] } });
    });
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(UPLOAD_API.file, expect.any(FormData), expect.objectContaining({ upload: true })),
    );
    const send = within(dialog).getByRole('button', { name: /^发\s?送$/ });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(socket.frames().find((f) => f.type === 'send')).toMatchObject({ conversationId: 'c1', kind: 'FILE', fileId: 'f1' }),
    );
    expect(within(await screen.findByTestId('chat-pending')).getByText('quote.pdf')).toBeTruthy();
  });
});
