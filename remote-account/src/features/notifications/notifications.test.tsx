import { fireEvent, screen, within } from '@testing-library/react';
import { API, type Notice, type Paged } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { NotificationsPage } from './NotificationsPage';
import '../../i18n';

const { answer, get } = mockApi();

const notice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  id,
  type: 'TODO',
  title: `Notice ${id}`,
  content: 'The responses are ready to evaluate',
  link: null,
  read: false,
  createdAt: Date.UTC(2026, 10, 26, 4, 10),
  ...overrides,
});
const paged = (list: Notice[]): Paged<Notice> => ({ list, total: list.length, page: 1, pageSize: 10 });

describe('the notices page', () => {
  it('lists the notices with the unread ones marked, each opening its own page; the tabs carry the unread counts', async () => {
    answer('get', {
      [API.notice]: (query: { type: string }) =>
        query.type === 'SYSTEM'
          ? paged([notice('s1', { type: 'SYSTEM', read: true })])
          : paged([notice('t1'), notice('s1', { type: 'SYSTEM', read: true })]),
      [API.noticeCounts]: { ALL: 1, SYSTEM: 0, TODO: 1 },
    });
    await renderPage(<NotificationsPage />, { user: DEMO_USERS.devMain, lang: 'en-US' });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Unread')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'Notice t1' }).getAttribute('href')).toBe('/notification/detail?id=t1');
    expect(within(rows[1]).queryByText('Unread')).toBeNull();
    expect((await screen.findByTestId('notice-tab-TODO')).textContent).toBe('To-do (1)');
    expect(screen.getByTestId('notice-tab-SYSTEM').textContent).toBe('System');

    fireEvent.click(screen.getByTestId('notice-tab-SYSTEM'));
    await screen.findByTestId('notice-s1');
    expect(get).toHaveBeenLastCalledWith(API.notice, { type: 'SYSTEM', page: 1, pageSize: 10 }, expect.objectContaining({ silent: true }));
  });

  it('says what will come when there is nothing', async () => {
    answer('get', { [API.notice]: paged([]), [API.noticeCounts]: { ALL: 0, SYSTEM: 0, TODO: 0 } });
    await renderPage(<NotificationsPage />, { user: DEMO_USERS.supMain, lang: 'zh-CN' });
    expect(await screen.findByText('与您的需求、响应、项目和企业相关的通知会显示在这里。')).toBeTruthy();
  });
});
