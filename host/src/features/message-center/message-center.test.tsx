import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { API, type Notice, type UserInfo } from '@b2b/shared/contract';
import { DEMO_USERS } from '@test/fixtures';
import { mockApi } from '@test/api-mock';
import { queryClient, queryKeys } from '@b2b/shared/query';
import { LocationProbe, renderPage } from '@test/render';
import { NavigationRouterContext } from '../../app/navigation-target';
import { MessageCenter } from './MessageCenter';

const { get, put } = mockApi();

const notice = (id: string, read: boolean, link: string | null = null): Notice => ({
  id,
  type: 'SYSTEM',
  area: 'ACCOUNT',
  title: `notice ${id}`,
  content: 'content',
  link,
  read,
  createdAt: 0,
});

let notices: Notice[];
const page = () => ({ list: notices, total: notices.length, page: 1, pageSize: 10 });
/** What the server counts: the unread notices, all and by type. */
const counts = () => {
  const unread = notices.filter((n) => !n.read);
  return {
    ALL: unread.length,
    SYSTEM: unread.filter((n) => n.type === 'SYSTEM').length,
    TODO: unread.filter((n) => n.type === 'TODO').length,
  };
};

/** The host's router as the header's widgets see it, navigating the test's memory router. */
function HostRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const router = { navigate: async (to: string) => navigate(to), subscribe: () => () => undefined, state: {} };
  return <NavigationRouterContext.Provider value={router as never}>{children}</NavigationRouterContext.Provider>;
}

const open = (user?: UserInfo) =>
  renderPage(
    <>
      <HostRouter>
        <MessageCenter />
      </HostRouter>
      <LocationProbe />
    </>,
    { user },
  );

const badge = () => document.querySelector('.ant-badge-count')?.getAttribute('title');

beforeEach(() => {
  notices = [notice('n1', false, 'auth/update-improve-info/reject'), notice('n2', false), notice('n3', true)];
  get.mockImplementation(async (url: string) => (url === API.noticeCounts ? counts() : page()));
  put.mockImplementation(async (url: string) => {
    if (url === API.noticeReadAll) {
      const updated = notices.filter((n) => !n.read).length;
      notices = notices.map((n) => ({ ...n, read: true }));
      return { updated };
    }
    notices = notices.map((n) => (url === `/api/user/notice/${n.id}/read` ? { ...n, read: true } : n));
    return null;
  });
});

describe('MessageCenter', () => {
  it('shows the unread count the server gives, on the button and on each tab', async () => {
    notices = [...notices, { ...notice('n4', false), type: 'TODO' }];
    await open();
    await waitFor(() => expect(badge()).toBe('3'));
    expect(get).toHaveBeenCalledWith(API.noticeCounts, undefined, expect.objectContaining({ silent: true }));
    fireEvent.click(screen.getByTestId('message-center-button'));
    expect((await screen.findByTestId('notice-tab-ALL')).textContent).toBe('全部3');
    expect(screen.getByTestId('notice-tab-SYSTEM').textContent).toBe('系统2');
    expect(screen.getByTestId('notice-tab-TODO').textContent).toBe('待办1');
  });

  it('lists the notices of a tab, opens one, marks it read and updates the badge', async () => {
    await open();
    await waitFor(() => expect(badge()).toBe('2'));
    fireEvent.click(screen.getByTestId('message-center-button'));
    fireEvent.click(await screen.findByText('notice n1'));
    expect(screen.getByTestId('location').textContent).toBe('/auth/update-improve-info/reject');
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/user/notice/n1/read'));
    await waitFor(() => expect(badge()).toBe('1'));
  });

  it('follows an invalidation made elsewhere on the platform, such as a remote marking notices read', async () => {
    await open();
    await waitFor(() => expect(badge()).toBe('2'));
    notices = notices.map((n) => ({ ...n, read: true }));
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.notices.all() }));
    await waitFor(() => expect(badge()).toBeUndefined());
  });

  it('says so when the notices cannot be loaded', async () => {
    get.mockRejectedValue(new Error('offline'));
    await open();
    fireEvent.click(screen.getByTestId('message-center-button'));
    expect(await screen.findByText('消息加载失败，请稍后重试')).toBeTruthy();
  });

  it('marks every notice of the tab read at once and links to all notices for an account that may open them', async () => {
    await open(DEMO_USERS.devMain);
    await waitFor(() => expect(badge()).toBe('2'));
    fireEvent.click(screen.getByTestId('message-center-button'));
    fireEvent.click(await screen.findByTestId('message-center-read-all'));
    await waitFor(() => expect(put).toHaveBeenCalledWith(API.noticeReadAll, { type: 'ALL' }));
    await waitFor(() => expect(badge()).toBeUndefined());
    expect((screen.getByTestId('message-center-read-all') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('message-center-see-all'));
    expect(screen.getByTestId('location').textContent).toBe('/account/notification');
  });

  it('offers staff no link to the notices page, which is not theirs', async () => {
    await open(DEMO_USERS.staff);
    fireEvent.click(screen.getByTestId('message-center-button'));
    await screen.findByTestId('message-center-read-all');
    expect(screen.queryByTestId('message-center-see-all')).toBeNull();
  });
});
