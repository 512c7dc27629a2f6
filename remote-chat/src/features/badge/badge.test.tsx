import { screen, waitFor } from '@testing-library/react';
import { CHAT_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { ChatUnreadBadge } from './ChatUnreadBadge';

const server = mockApi();
const payDev = user({ memberLevel: 'VIP' });

describe('the header unread badge', () => {
  it('shows the unread count and links to chat', async () => {
    server.answer('get', { [CHAT_API.unreadCount]: 3 });
    await renderPage(<ChatUnreadBadge />, { user: payDev, route: '/workstation' });
    const link = await screen.findByRole('link', { name: '聊天，未读 3 条' });
    expect(link.getAttribute('href')).toBe('/chat');
  });

  it('resets on the chat screen and does not ask the server there', async () => {
    server.answer('get', { [CHAT_API.unreadCount]: 3 });
    await renderPage(<ChatUnreadBadge />, { user: payDev, route: '/chat', lang: 'en-US' });
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeTruthy();
    expect(server.get).not.toHaveBeenCalled();
  });

  it('shows nothing to a member who may not chat', async () => {
    await renderPage(<ChatUnreadBadge />, { user: user({ memberLevel: 'ORDINARY' }), route: '/workstation' });
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    expect(server.get).not.toHaveBeenCalled();
  });

  it('shows no count when it cannot be read', async () => {
    server.answer('get', { [CHAT_API.unreadCount]: new Error('down') });
    await renderPage(<ChatUnreadBadge />, { user: payDev, route: '/workstation' });
    await waitFor(() => expect(server.get).toHaveBeenCalled());
    expect(await screen.findByRole('link', { name: '聊天' })).toBeTruthy();
  });
});
