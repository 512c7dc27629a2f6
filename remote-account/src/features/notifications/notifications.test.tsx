import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type Notice, type Paged } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { NotificationsPage } from './NotificationsPage';
import '../../i18n';

const { answer, get, put } = mockApi();

const notice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  id,
  type: 'TODO',
  area: 'MARKETPLACE',
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

  it('marks the tab read and fetches the counts again', async () => {
    let counts = { ALL: 2, SYSTEM: 1, TODO: 1 };
    answer('get', {
      [API.notice]: paged([notice('t1')]),
      [API.noticeCounts]: () => counts,
    });
    answer('put', {
      [API.noticeReadAll]: () => {
        counts = { ALL: 1, SYSTEM: 1, TODO: 0 };
        return { updated: 1 };
      },
    });
    await renderPage(<NotificationsPage />, { user: DEMO_USERS.devMain, lang: 'en-US', route: '/account/notification?type=TODO' });
    expect((await screen.findByTestId('notice-tab-TODO')).textContent).toBe('To-do (1)');
    fireEvent.click(screen.getByTestId('notice-read-all'));
    expect(await screen.findByText('1 notices marked as read')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(API.noticeReadAll, { type: 'TODO' });
    await waitFor(() => expect(screen.getByTestId('notice-tab-TODO').textContent).toBe('To-do'));
    expect((screen.getByTestId('notice-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the settings: the account kind always in the message center, each switch saved at once', async () => {
    const settings = [
      { area: 'ACCOUNT', inbox: true, mail: false },
      { area: 'MARKETPLACE', inbox: true, mail: false },
      { area: 'DELIVERY', inbox: true, mail: false },
      { area: 'MEMBERSHIP', inbox: true, mail: false },
    ];
    answer('get', { [API.noticeSettings]: settings });
    answer('put', {
      [API.noticeSettings]: (body: { settings: { area: string }[] }) =>
        settings.map((s) => (s.area === body.settings[0].area ? body.settings[0] : s)),
    });
    await renderPage(<NotificationsPage />, { user: DEMO_USERS.devMain, lang: 'en-US', route: '/account/notification?view=settings' });
    const account = await screen.findByTestId('notice-setting-ACCOUNT');
    expect((within(account).getByRole('switch', { name: 'Account and platform · Message center' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const delivery = screen.getByTestId('notice-setting-DELIVERY');
    fireEvent.click(within(delivery).getByRole('switch', { name: 'Project delivery · Email' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(API.noticeSettings, { settings: [{ area: 'DELIVERY', inbox: true, mail: true }] }),
    );
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    await waitFor(() =>
      expect(within(delivery).getByRole('switch', { name: 'Project delivery · Email' }).getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('offers chat messages by mail only: the message center switch is off and disabled with a note, in Chinese too', async () => {
    answer('get', { [API.noticeSettings]: [{ area: 'CHAT', inbox: false, mail: false }] });
    answer('put', { [API.noticeSettings]: (body: { settings: unknown[] }) => body.settings });
    const view = await renderPage(<NotificationsPage />, {
      user: DEMO_USERS.devMain,
      lang: 'en-US',
      route: '/account/notification?view=settings',
    });
    const chat = await screen.findByTestId('notice-setting-CHAT');
    const inbox = within(chat).getByRole('switch', { name: 'Chat messages · Message center' }) as HTMLButtonElement;
    expect([inbox.disabled, inbox.getAttribute('aria-checked')]).toEqual([true, 'false']);
    expect(within(chat).getByText('Not offered: chat shows its own unread count')).toBeTruthy();
    expect(within(chat).getByText('Mail me once when a chat message has waited unread for 30 minutes')).toBeTruthy();
    fireEvent.click(within(chat).getByRole('switch', { name: 'Chat messages · Email' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(API.noticeSettings, { settings: [{ area: 'CHAT', inbox: false, mail: true }] }));
    view.unmount();
    await renderPage(<NotificationsPage />, { user: DEMO_USERS.devMain, lang: 'zh-CN', route: '/account/notification?view=settings' });
    expect(await screen.findByText('不提供：聊天有自己的未读角标')).toBeTruthy();
  });

  it('says mail needs an address when the account has none', async () => {
    answer('get', {
      [API.noticeSettings]: [{ area: 'MARKETPLACE', inbox: true, mail: false }],
    });
    await renderPage(<NotificationsPage />, {
      user: { ...DEMO_USERS.devMain, email: null },
      lang: 'zh-CN',
      route: '/account/notification?view=settings',
    });
    const row = await screen.findByTestId('notice-setting-MARKETPLACE');
    expect((within(row).getByRole('switch', { name: '需求与响应 · 邮件' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(row).getByText('账号未绑定邮箱')).toBeTruthy();
  });
});
