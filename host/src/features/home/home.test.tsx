import { act, screen, waitFor, within } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { apiError, DEMO_USERS } from '@test/fixtures';
import { mockApi } from '@test/api-mock';
import { renderPage } from '@test/render';
import { API, BULLETIN_API, CHAT_API, HOME_API, type HomeNews, type HomeSummary, type Notice, type UserInfo } from '@b2b/shared/contract';
import { queryClient } from '@b2b/shared/query';
import { noticesQuery } from '../../components/notices/get-notices';
import { homeNewsQuery } from './api/get-home-news';
import { homeSummaryQuery } from './api/get-home-summary';
import { TODO_SHOWN } from './components/TodoCard';
import HomePage, { prefetch } from './HomePage';

const server = mockApi();

const DEV_SUMMARY: HomeSummary = {
  todoNotices: 2,
  dev: {
    demands: { DRAFT: 1, PENDING: 0, REJECTED: 0, PUBLISHED: 4, CLOSED: 2, AWARDED: 0, CANCELLED: 0 },
    responsesToEvaluate: 5,
    projectsNeedingAction: 0,
    milestonesInReview: 3,
  },
};
const SUP_SUMMARY: HomeSummary = {
  todoNotices: 0,
  sup: {
    matchingDemands: 2,
    openDemands: 6,
    responses: { active: 6, marked: 3, shortlisted: 2, rejected: 0, awarded: 1, declined: 0 },
    work: { projects: 2, dueSoon: 0, overdue: 1, sentBack: 0 },
  },
};
const todo: Notice = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'TODO',
  area: 'MARKETPLACE',
  title: 'Answer a question on your demand',
  content: 'A supplier asked',
  link: null,
  read: false,
  createdAt: Date.UTC(2026, 10, 20),
};
const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 3 });

const NO_NEWS: HomeNews = { following: 0, items: [] };
const NEWS: HomeNews = {
  following: 2,
  items: [
    {
      kind: 'DEMAND_PUBLISHED',
      companyId: 'c1',
      companyName: 'Galaxy Tech',
      title: 'Mini program',
      at: Date.UTC(2026, 10, 21, 8),
      to: '/demand?open=d1',
    },
    { kind: 'WINDOW_UPDATED', companyId: 'c2', companyName: 'Blue Whale', title: null, at: Date.UTC(2026, 10, 20, 8), to: null },
    {
      kind: 'CERTIFIED',
      companyId: 'c2',
      companyName: 'Blue Whale',
      title: 'ISO 9001 quality',
      at: Date.UTC(2026, 10, 19, 8),
      to: '/onboarded-sup?q=Blue+Whale',
    },
  ],
};

function answer(summary: HomeSummary | Error, notices: Notice[] = [todo], unread = 7, news: HomeNews | Error = NO_NEWS) {
  server.answer('get', {
    [HOME_API.summary]: summary,
    [HOME_API.news]: news,
    [API.notice]: paged(notices),
    [BULLETIN_API.list]: paged([]),
    [CHAT_API.unreadCount]: unread,
  });
}

async function show(user: UserInfo, lang: 'zh-CN' | 'en-US' = 'en-US') {
  let result: Awaited<ReturnType<typeof renderPage>> | undefined;
  await act(async () => {
    result = await renderPage(<HomePage />, { user, lang, route: '/home' });
  });
  return result!;
}

/** The tiles shown, as `href:state`. */
const tiles = () =>
  Array.from(screen.getByTestId('home-tiles').querySelectorAll('a[data-state]')).map(
    (a) => `${a.getAttribute('href')}:${a.getAttribute('data-state')}`,
  );
const figure = async (key: string) => (await screen.findByTestId(`home-figure-${key}`)).textContent;

describe('home: the role dashboard', () => {
  it("shows a DEV its live figures, each linking where the action is, with its breakdown and the side's empty hints", async () => {
    answer(DEV_SUMMARY);
    await show(DEMO_USERS.devMain);
    expect(await screen.findByText('5')).toBeTruthy();
    expect(await figure('toEvaluate')).toBe('5');
    expect(await figure('myDemands')).toBe('4');
    expect(await figure('milestones')).toBe('3');
    expect(await figure('chat')).toBe('7');
    expect(within(screen.getByTestId('home-tile-myDemands')).getByText('Drafts 1 · Closed 2')).toBeTruthy();
    expect(within(screen.getByTestId('home-tile-projects')).getByText(/No project waits for you/)).toBeTruthy();
    expect(tiles()).toEqual([
      '/workstation/published/dev/List?status=PUBLISHED:open',
      '/workstation/published/dev/List:open',
      '/workstation/project/list:open',
      '/workstation/project/dashBoard:open',
      '/workstation/published/dev/publish:open',
      '/onboarded-sup:open',
      '/chat:open',
    ]);
    expect(screen.getByRole('link', { name: todo.title }).getAttribute('href')).toBe(`/notification/detail?id=${todo.id}`);
    expect(server.get).toHaveBeenCalledWith(HOME_API.summary, undefined, expect.objectContaining({ silent: true }));
  });

  it('keeps the upgrade offers for what only pay members open, and asks no chat count of them', async () => {
    answer({ ...DEV_SUMMARY, dev: { ...DEV_SUMMARY.dev!, demands: { ...DEV_SUMMARY.dev!.demands, PUBLISHED: 0 } } });
    await show(DEMO_USERS.ordinaryDev);
    await screen.findByTestId('home-figure-projects');
    expect(tiles()).toEqual([
      '/workstation/project/list:open',
      '/workstation/project/dashBoard:open',
      '/vip:upgrade',
      '/vip:upgrade',
      '/vip:upgrade',
    ]);
    expect(screen.getAllByTitle('Publish a demand: VIP members only — see how to upgrade').length).toBeGreaterThan(0);
    expect(server.get).not.toHaveBeenCalledWith(CHAT_API.unreadCount, expect.anything(), expect.anything());
  });

  it('shows a supplier its matching demands, responses and work in Chinese, and says when nothing waits', async () => {
    answer(SUP_SUMMARY, []);
    await show(DEMO_USERS.supMain, 'zh-CN');
    expect(await figure('demands')).toBe('2');
    expect(within(screen.getByTestId('home-tile-demands')).getByText('大厅征集中 6')).toBeTruthy();
    expect(within(screen.getByTestId('home-tile-responses')).getByText('已评分 3 · 入围 2 · 中标 1')).toBeTruthy();
    expect(within(screen.getByTestId('home-tile-work')).getByText('已逾期 1')).toBeTruthy();
    expect(await screen.findByText('暂无待办，待回答的提问和待验收的交付会显示在这里。')).toBeTruthy();
    expect(tiles()).toEqual([
      '/demand:open',
      '/workstation/published/sup/list:open',
      '/workstation/project/work:open',
      '/workstation/manpower:open',
      '/chat:open',
    ]);
  });

  it('gives a sub-account without the demand zone no zone tile, and a company under review its approval alert', async () => {
    answer(SUP_SUMMARY);
    const { unmount } = await show(DEMO_USERS.supReq);
    await screen.findByTestId('home-figure-responses');
    expect(tiles()).not.toContain('/demand:open');
    unmount();
    answer(SUP_SUMMARY);
    await show(DEMO_USERS.unapprovedSup);
    expect(screen.getByRole('button', { name: 'Company information' })).toBeTruthy();
    expect(tiles().filter((tile) => tile.endsWith(':open'))).toEqual([]);
  });

  it('says when the figures could not be loaded and offers a retry, the links still there', async () => {
    answer(apiError('INTERNAL', 'Server error', {}, 500));
    await show(DEMO_USERS.devMain);
    expect(await screen.findByText('The figures could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(tiles()).toContain('/workstation/published/dev/publish:open');
  });

  it('says so when a mail link was not followed (the redirect page lands here with redirectRefused)', async () => {
    answer(DEV_SUMMARY);
    const ui = (
      <Routes>
        <Route path="/redirect" element={<Navigate replace to="/home" state={{ redirectRefused: true }} />} />
        <Route path="/home" element={<HomePage />} />
      </Routes>
    );
    await act(async () => {
      await renderPage(ui, { user: DEMO_USERS.devMain, lang: 'en-US', route: '/redirect' });
    });
    expect(await screen.findByText(/That link leads to a page that does not exist/)).toBeTruthy();
    expect(await screen.findByTestId('home-figure-toEvaluate')).toBeTruthy();
  });

  it('shows the news of followed companies newest first, each linking where it is shown when the reader may open it', async () => {
    answer(SUP_SUMMARY, [], 0, NEWS);
    await show(DEMO_USERS.supMain);
    const items = await screen.findAllByTestId('home-news-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Galaxy Tech published a demand: Mini program'),
      expect.stringContaining('Blue Whale updated its showcase window'),
      expect.stringContaining('Blue Whale was certified: ISO 9001 quality'),
    ]);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/demand?open=d1');
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(within(items[2]).getByRole('link').getAttribute('href')).toBe('/onboarded-sup?q=Blue+Whale');
    expect(server.get).toHaveBeenCalledWith(HOME_API.news, undefined, expect.objectContaining({ silent: true }));
  });

  it('points a company that follows nobody to where it finds companies, in its language', async () => {
    answer(DEV_SUMMARY);
    const { unmount } = await show(DEMO_USERS.devMain);
    const card = await screen.findByTestId('home-news');
    expect(await within(card).findByText('You follow no company yet.')).toBeTruthy();
    const links = within(card)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/onboarded-sup', '/windows/partyBshow']);
    unmount();
    answer(SUP_SUMMARY);
    await show(DEMO_USERS.supMain, 'zh-CN');
    const zh = await screen.findByTestId('home-news');
    expect(await within(zh).findByText('您还没有关注任何企业。')).toBeTruthy();
    expect(within(zh).getByRole('link', { name: '甲方企业橱窗' }).getAttribute('href')).toBe('/windows/partyAshow');
  });

  it('says when the news could not be loaded and fetches it again on retry', async () => {
    answer(DEV_SUMMARY, [todo], 7, apiError('INTERNAL', 'Server error', {}, 500));
    await show(DEMO_USERS.devMain);
    const card = await screen.findByTestId('home-news');
    expect(await within(card).findByText(/The news could not be loaded/)).toBeTruthy();
    answer(DEV_SUMMARY, [todo], 7, NEWS);
    await act(async () => within(card).getByRole('button', { name: 'Retry' }).click());
    expect((await within(card).findAllByTestId('home-news-item')).length).toBe(3);
  });
});

describe("home: its data asked for before it renders (a returning user's first page)", () => {
  it('puts in the cache what the page then reads: the figures, the news and the TODO notices', async () => {
    answer(DEV_SUMMARY, [todo], 7, NEWS);
    prefetch();
    await waitFor(() => expect(queryClient.getQueryData(homeSummaryQuery().queryKey)).toEqual(DEV_SUMMARY));
    expect(queryClient.getQueryData(homeNewsQuery().queryKey)).toEqual(NEWS);
    expect(queryClient.getQueryData(noticesQuery('TODO', 1, TODO_SHOWN).queryKey)).toEqual(paged([todo]));
  });
});
