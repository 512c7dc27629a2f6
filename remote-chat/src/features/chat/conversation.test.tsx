import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, CHAT_API, type ChatMessage, type GroupMember } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { chatMessage } from '../../socket/test-kit';
import { ChatPage } from './ChatPage';
import { setChatClient } from './lib/chat-instance';
import { contact, fakeChatClient, peer } from './test-kit';

const server = mockApi();
const me = user({ userId: 'u1', memberLevel: 'VIP' });
const paged = <T,>(list: T[], pageSize = 50) => ({ list, total: list.length, page: 1, pageSize });
const seqs = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => chatMessage({ seq: to - i, conversationId: 'g1' }));

const member = (id: string, nickname: string, role: GroupMember['role'], readSeq = 0): GroupMember => ({
  user: { ...peer, id, nickname },
  role,
  joinedAt: 1,
  lastDeliveredSeq: readSeq,
  lastReadSeq: readSeq,
});

function serveGroup(history: (query: { beforeSeq?: number }) => unknown) {
  server.answer('get', {
    [CHAT_API.contacts]: paged([contact({ conversationId: 'g1', kind: 'GROUP', title: '项目群', peer: null, lastSeq: 60 })]),
    [CHAT_API.friendships]: paged([]),
    [CHAT_API.groups]: paged([]),
    [CHAT_API.groupMembers]: [
      member('u1', 'Li Lei', 'OWNER', 60),
      member('u2', '王经理', 'MEMBER', 60),
      member('u3', '赵敏', 'MEMBER', 59),
    ],
    [apiPath(CHAT_API.history, { id: 'g1' })]: history,
  });
}

afterEach(() => setChatClient(null));

const renderGroup = () =>
  act(async () => {
    await renderPage(<ChatPage />, { user: me, route: '/chat?c=g1', path: '/chat' });
  });

describe('a group conversation', () => {
  it('loads the page before the oldest shown, and knows when it reached the start', async () => {
    fakeChatClient();
    const pages: Record<string, ChatMessage[]> = { newest: seqs(31, 60), older: seqs(1, 30) };
    serveGroup((query) => paged(query.beforeSeq === 31 ? pages.older : pages.newest, 30));
    await renderGroup();
    const list = await screen.findByTestId('chat-messages');
    expect(await within(list).findByText('text 60')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '查看更早的消息' }));
    expect(await within(list).findByText('text 1')).toBeTruthy();
    expect(server.get).toHaveBeenCalledWith(
      apiPath(CHAT_API.history, { id: 'g1' }),
      { page: 1, pageSize: 30, beforeSeq: 31 },
      { silent: true },
    );
    // The older page shows before the loading state ends: the end marker follows it.
    expect(await within(list).findByText('已是最早的消息')).toBeTruthy();
    expect(within(list).getAllByTestId('chat-message')).toHaveLength(60);
  });

  it('shows "read by N" from the members\' positions, and lets the owner hand the group on', async () => {
    fakeChatClient();
    serveGroup(() => paged([chatMessage({ seq: 60, senderId: 'u1', conversationId: 'g1', body: '周五评审' })], 30));
    server.answer('post', { [CHAT_API.transferGroup]: {} });
    await renderGroup();
    const mine = await screen.findByText('周五评审');
    await waitFor(() => expect(within(mine.closest('[data-testid="chat-message"]') as HTMLElement).getByText('1 人已读')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /群成员/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getAllByRole('button', { name: '转让群主' })[0]);
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(server.post).toHaveBeenCalledWith(CHAT_API.transferGroup, { groupId: 'g1', userId: 'u2' }));
  });
});
