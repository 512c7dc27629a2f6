import type { ReactElement } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiError } from '@test/fixtures';
import { mockApi } from '@test/api-mock';
import { renderPage, type RenderPageOptions } from '@test/render';
import { apiPath, BULLETIN_API, type BulletinPost, type BulletinSummary } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { LatestBulletin } from '../../components/bulletin/LatestBulletin';
import BulletinPage from './BulletinPage';
import BulletinPostPage from './BulletinPostPage';

const server = mockApi();

const summary = (n: number, extra: Partial<BulletinSummary> = {}): BulletinSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: null,
  title: `Post ${n}`,
  excerpt: `What post ${n} says`,
  pinned: false,
  publishedAt: Date.UTC(2026, 10, 20 - n, 12),
  ...extra,
});
const paged = (list: BulletinSummary[], total = list.length, page = 1, pageSize = 10) => ({ list, total, page, pageSize });

beforeEach(() => useSession.setState({ user: null, status: 'anonymous' }));

/** Renders a page whose data arrives in its effect: the answer lands within the same act. */
async function show(ui: ReactElement, options: RenderPageOptions) {
  let result: Awaited<ReturnType<typeof renderPage>> | undefined;
  await act(async () => {
    result = await renderPage(ui, options);
  });
  return result!;
}

describe('bulletin list', () => {
  it('shows pinned posts marked, each with its date and excerpt, linking by slug or id', async () => {
    server.answer('get', { [BULLETIN_API.list]: paged([summary(1, { pinned: true, slug: 'autumn-offer' }), summary(2)]) });
    await show(<BulletinPage />, { lang: 'en-US', path: '/bulletin' });
    const items = await screen.findAllByTestId('bulletin-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Pinned')).toBeTruthy();
    expect(within(items[1]).queryByText('Pinned')).toBeNull();
    expect(within(items[0]).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/bulletin/autumn-offer');
    expect(within(items[1]).getByRole('link', { name: 'Post 2' }).getAttribute('href')).toBe(`/bulletin/${summary(2).id}`);
    expect(within(items[0]).getByText(/What post 1 says/)).toBeTruthy();
    expect(within(items[0]).getByText('Nov 19, 2026')).toBeTruthy();
    expect(server.get).toHaveBeenCalledWith(BULLETIN_API.list, { page: 1, pageSize: 10 }, expect.anything());
  });

  it('pages with real links, and asks for the page of the address', async () => {
    server.answer('get', { [BULLETIN_API.list]: paged([summary(3)], 25, 2) });
    await show(<BulletinPage />, { lang: 'zh-CN', route: '/bulletin?page=2', path: '/bulletin' });
    expect(await screen.findByText('第 2 / 3 页')).toBeTruthy();
    expect(screen.getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/bulletin');
    expect(screen.getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/bulletin?page=3');
    expect(server.get).toHaveBeenCalledWith(BULLETIN_API.list, { page: 2, pageSize: 10 }, expect.anything());
  });

  it('says so when there is nothing, and offers a retry when loading failed', async () => {
    server.get.mockRejectedValueOnce(apiError('INTERNAL', 'down', {}, 503)).mockResolvedValueOnce(paged([]));
    await show(<BulletinPage />, { lang: 'en-US' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
  });
});

describe('a bulletin post', () => {
  const post: BulletinPost = {
    ...summary(4, { pinned: true }),
    title: '会员秋季优惠',
    body: '# 小标题\n\n**加粗**与[链接](https://example.com)\n\n<script>alert(1)</script>',
  };

  it('renders the Markdown body with the one renderer, without HTML', async () => {
    server.answer('get', { [apiPath(BULLETIN_API.post, { key: 'autumn-offer' })]: post });
    const { container } = await show(<BulletinPostPage />, { route: '/bulletin/autumn-offer', path: '/bulletin/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: '会员秋季优惠' })).toBeTruthy();
    const body = screen.getByTestId('bulletin-body');
    expect(within(body).getByRole('heading', { level: 3, name: '小标题' })).toBeTruthy();
    expect(within(body).getByRole('link', { name: '链接' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.querySelector('script')).toBeNull();
    expect(body.textContent).toContain('<script>alert(1)</script>');
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← 返回公告列表' }).getAttribute('href')).toBe('/bulletin');
  });

  it('is "not found" for a draft, a withdrawn post or a wrong address', async () => {
    server.get.mockRejectedValueOnce(apiError('NOT_FOUND', 'missing', {}, 404));
    await show(<BulletinPostPage />, { lang: 'en-US', route: '/bulletin/no-such-post', path: '/bulletin/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcement not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe("the intro's latest announcements", () => {
  it('keeps three rows while the posts are on their way', async () => {
    server.get.mockReturnValueOnce(new Promise(() => {}));
    await show(<LatestBulletin />, { lang: 'en-US' });
    const block = screen.getByTestId('latest-bulletin');
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect(block.querySelectorAll('li')).toHaveLength(3);
  });

  it('then shows the first three posts, pinned marked', async () => {
    server.answer('get', { [BULLETIN_API.list]: paged([summary(1, { pinned: true }), summary(2), summary(3)]) });
    await show(<LatestBulletin />, { lang: 'en-US' });
    const block = screen.getByTestId('latest-bulletin');
    expect(await within(block).findByRole('link', { name: 'Post 3' })).toBeTruthy();
    expect(block.querySelectorAll('li')).toHaveLength(3);
    expect(within(block).getByText('Pinned')).toBeTruthy();
    expect(server.get).toHaveBeenCalledWith(BULLETIN_API.list, { page: 1, pageSize: 3 }, expect.anything());
  });
});
