import { act, screen, waitFor } from '@testing-library/react';
import { apiError, DEMO_USERS } from '@test/fixtures';
import { mockApi } from '@test/api-mock';
import { renderPage } from '@test/render';
import { API, apiPath, type Notice } from '@b2b/shared/contract';
import NotificationDetailPage from './NotificationDetailPage';

const server = mockApi();
const ID = '00000000-0000-4000-8000-0000000000aa';
const notice = (extra: Partial<Notice> = {}): Notice => ({
  id: ID,
  type: 'TODO',
  area: 'MARKETPLACE',
  title: 'A supplier asked a question',
  content: 'Please answer before the deadline.',
  link: 'workstation/published/dev/List',
  read: true,
  createdAt: Date.UTC(2026, 10, 20, 8),
  ...extra,
});

async function open(search: string, lang: 'zh-CN' | 'en-US' = 'en-US', user = DEMO_USERS.devMain) {
  await act(async () => {
    await renderPage(<NotificationDetailPage />, { user, lang, path: '/notification/detail', route: `/notification/detail${search}` });
  });
}

describe('notification detail', () => {
  it('marks the notice read as it opens and links to what it is about', async () => {
    server.answer('put', { [apiPath(API.noticeRead, { id: ID })]: notice() });
    await open(`?id=${ID}`);
    expect(await screen.findByText('A supplier asked a question')).toBeTruthy();
    expect(screen.getByText('Please answer before the deadline.')).toBeTruthy();
    expect(server.put).toHaveBeenCalledWith(apiPath(API.noticeRead, { id: ID }), undefined, expect.objectContaining({ silent: true }));
    expect(screen.getByRole('link', { name: 'Go to it' }).getAttribute('href')).toBe('/workstation/published/dev/List');
    expect(screen.getByRole('link', { name: 'All notices' }).getAttribute('href')).toBe('/account/notification');
  });

  it('offers no link to a page the account may not open', async () => {
    server.answer('put', { [apiPath(API.noticeRead, { id: ID })]: notice({ link: 'workstation/published/dev/List' }) });
    await open(`?id=${ID}`, 'zh-CN', DEMO_USERS.supMain);
    expect(await screen.findByText('A supplier asked a question')).toBeTruthy();
    expect(screen.queryByTestId('notice-target')).toBeNull();
    expect(screen.getByText('待办')).toBeTruthy();
  });

  it("shows the server's refusal of another account's notice as not found, in the user's language", async () => {
    server.answer('put', { [apiPath(API.noticeRead, { id: ID })]: apiError('NOT_FOUND', '内容不存在或无权查看', {}, 404) });
    await open(`?id=${ID}`, 'zh-CN');
    expect(await screen.findByText('找不到这条消息')).toBeTruthy();
    expect(screen.getByText('内容不存在或无权查看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重试|Retry/ })).toBeNull();
  });

  it('asks nothing of the server without a notice id, and says where notices are', async () => {
    await open('?id=not-an-id');
    expect(await screen.findByText('This notice cannot be found')).toBeTruthy();
    expect(screen.getByText('Open a notice from the message center at the top of the page.')).toBeTruthy();
    await waitFor(() => expect(server.put).not.toHaveBeenCalled());
  });
});
