import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, FOLLOW_API, type FollowedCompany, type Paged } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { FollowPage } from './FollowPage';
import '../../i18n';

const { answer } = mockApi();

function company(overrides: Partial<FollowedCompany> = {}): FollowedCompany {
  return {
    id: 'c1',
    role: 'SUP',
    name: '蓝鲸信息技术',
    nameEn: 'Blue Whale IT',
    logoUrl: null,
    companyTypeId: 't1',
    companyTypeName: 'Software development',
    provinceCode: '440000',
    provinceName: 'Guangdong',
    cityCode: '440100',
    cityName: 'Guangzhou',
    size: '21-100',
    headcount: 7,
    memberLevel: 'VIP',
    promoted: true,
    followed: true,
    badges: [],
    rating: { average: 4.6, count: 12 },
    hasWindow: true,
    followedAt: Date.UTC(2026, 10, 20),
    ...overrides,
  };
}

const paged = (list: FollowedCompany[]): Paged<FollowedCompany> => ({ list, total: list.length, page: 1, pageSize: 10 });

describe('the follow page', () => {
  it('lists the followed companies in the reader’s language, with where to see a supplier', async () => {
    answer('get', {
      [FOLLOW_API.list]: paged([
        company(),
        company({
          id: 'c2',
          role: 'DEV',
          name: '星河科技',
          nameEn: null,
          memberLevel: 'ORDINARY',
          rating: null,
          provinceName: 'Shanghai',
          cityName: 'Shanghai',
        }),
      ]),
    });
    await renderPage(<FollowPage />, { user: DEMO_USERS.devMain, lang: 'en-US' });
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]).getByText('Blue Whale IT')).toBeTruthy();
    expect(within(rows[0]).getByText('VIP member')).toBeTruthy();
    expect(within(rows[0]).getByText(/Guangdong · Guangzhou · Followed since Nov 20, 2026/)).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'See in Onboarded Suppliers' }).getAttribute('href')).toBe(
      `/onboarded-sup?keyword=${encodeURIComponent('蓝鲸信息技术')}`,
    );
    expect(within(rows[0]).getByTestId('rating').textContent).toContain('4.6 (12 ratings)');
    expect(within(rows[0]).getByLabelText('Rated 4.6 out of 5 from 12 ratings')).toBeTruthy();
    // Party A reads a supplier's window in partyBshow.
    expect(within(rows[0]).getByRole('link', { name: 'View window: Blue Whale IT' }).getAttribute('href')).toBe(
      '/windows/partyBshow?company=c1',
    );
    expect(within(rows[1]).getByText('星河科技')).toBeTruthy();
    expect(within(rows[1]).getByText(/^Shanghai · Followed since/)).toBeTruthy();
    expect(within(rows[1]).getByTestId('rating').textContent).toBe('No ratings yet');
    // Another party A's window is for suppliers only (partyAshow), and a DEV is not in the supplier directory.
    expect(within(rows[1]).queryByRole('link')).toBeNull();
  });

  it('links a supplier reader to a followed party A’s window, in Chinese, and to no window a company has not published', async () => {
    answer('get', {
      [FOLLOW_API.list]: paged([
        company({ id: 'c2', role: 'DEV', name: '星河科技', nameEn: null, rating: { average: 5, count: 1 } }),
        company({ id: 'c3', role: 'DEV', name: '远山制造', nameEn: null, hasWindow: false }),
      ]),
    });
    await renderPage(<FollowPage />, { user: DEMO_USERS.supMain, lang: 'zh-CN' });
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]).getByTestId('rating').textContent).toContain('5.0（1 条评价）');
    expect(within(rows[0]).getByRole('link', { name: '查看橱窗：星河科技' }).getAttribute('href')).toBe('/windows/partyAshow?company=c2');
    expect(within(rows[1]).queryByTestId('window-link')).toBeNull();
  });

  it('offers no directory link to a reader who may not open it', async () => {
    answer('get', { [FOLLOW_API.list]: paged([company()]) });
    await renderPage(<FollowPage />, { user: DEMO_USERS.supMain, lang: 'zh-CN' });
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('蓝鲸信息技术')).toBeTruthy();
    // Nor to a supplier's window: suppliers read party A's windows, not each other's.
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('unfollows after confirming, says so, and shows the empty list with the way to the directory', async () => {
    let following = [company()];
    answer('get', { [FOLLOW_API.list]: () => paged(following) });
    answer('delete', {
      [apiPath(FOLLOW_API.item, { id: 'c1' })]: () => {
        following = [];
        return null;
      },
    });
    await renderPage(<FollowPage />, { user: DEMO_USERS.devMain, lang: 'en-US' });
    fireEvent.click(await screen.findByTestId('unfollow-c1'));
    await waitFor(() => expect(document.querySelector('.ant-popover')).toBeTruthy());
    fireEvent.click(within(document.querySelector('.ant-popover') as HTMLElement).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('You no longer follow Blue Whale IT')).toBeTruthy();
    expect(await screen.findByText('Your company follows no company yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Onboarded Suppliers' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    answer('get', { [FOLLOW_API.list]: apiError('INTERNAL', 'The service failed', {}, 500) });
    await renderPage(<FollowPage />, { user: DEMO_USERS.devMain, lang: 'en-US' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy());
  });
});
