import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PROJECTS_API, type ProjectListQuery } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, DEMO_USERS, user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { summary } from './fixtures';
import CreatePage from './pages/CreatePage';
import ListPage from './pages/ListPage';
import WorkPage from './pages/WorkPage';

const server = mockApi();
const paged = (list = [summary()]) => ({ list, total: list.length, page: 1, pageSize: 10 });

describe('project lists', () => {
  it('lists party A’s projects with the supplier, its rating and the progress, and filters by state', async () => {
    const asked: ProjectListQuery[] = [];
    server.answer('get', {
      [PROJECTS_API.list]: (query: ProjectListQuery) => {
        asked.push(query);
        return query.status === 'COMPLETED' ? paged([]) : paged([summary({ accepted: 1 })]);
      },
    });
    await renderPage(<ListPage />, { route: '/workstation/project/list', user: user() });
    expect(await screen.findByText('电商后台订单系统重构')).toBeTruthy();
    expect(screen.getByText('供应商：深圳智码科技有限公司')).toBeTruthy();
    expect(screen.getByText('4.5 分 · 2 条评价')).toBeTruthy();
    expect(screen.getByText('已验收 1/2 个里程碑')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(await screen.findByText('没有该状态的项目')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ page: 1, pageSize: 10, status: 'COMPLETED' });
    fireEvent.click(screen.getByRole('button', { name: '查看全部' }));
    expect(await screen.findByText('电商后台订单系统重构')).toBeTruthy();
  });

  it('says where projects come from when there is none', async () => {
    server.answer('get', { [PROJECTS_API.list]: paged([]) });
    await renderPage(<ListPage />, { route: '/workstation/project/list', user: DEMO_USERS.devMain });
    expect(await screen.findByText('还没有项目')).toBeTruthy();
    expect(screen.getByText(/需求定标后，在需求页点击/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看已定标的需求' })).toBeTruthy();
  });

  it('offers a party A whose membership lapsed its demand pages as an upgrade, saying so before the click', async () => {
    server.answer('get', { [PROJECTS_API.list]: paged([]) });
    await renderPage(<ListPage />, { path: '/workstation/project/list', user: DEMO_USERS.ordinaryDev });
    expect(await screen.findByText('还没有项目')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /查看已定标的需求\s*VIP 专享/ }));
    expect(await navigatedTo()).toBe('/vip');
    await renderPage(<CreatePage />, { route: '/workstation/project/published/create', user: DEMO_USERS.ordinaryDev });
    expect(await screen.findByText('没有待开工的项目')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '已定标的需求' })).toBeNull();
  });

  it('offers a retry when the list fails', async () => {
    let calls = 0;
    server.answer('get', {
      [PROJECTS_API.list]: () => (++calls === 1 ? apiError('FORBIDDEN', '暂时无法读取', {}, 403) : paged()),
    });
    await renderPage(<ListPage />, { route: '/workstation/project/list', user: user() });
    fireEvent.click(await screen.findByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('电商后台订单系统重构')).toBeTruthy();
  });

  it('opens the supplier’s projects on their work page', async () => {
    server.answer('get', { [PROJECTS_API.list]: paged([summary({ side: 'SUPPLIER' })]) });
    await renderPage(<WorkPage />, { path: '/workstation/project/work', user: user({ role: 'SUP' }) });
    expect(await screen.findByText('甲方：上海云启科技有限公司')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '进入工作' }));
    expect(await navigatedTo()).toBe('/workstation/project/work/process/p1');
  });

  it('lists the projects waiting for a plan on "new project"', async () => {
    server.answer('get', { [PROJECTS_API.list]: paged([summary({ status: 'STARTED', milestones: 0 })]) });
    await renderPage(<CreatePage />, { path: '/workstation/project/published/create', user: user() });
    expect(await screen.findByText('1 个项目待开工')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '制定计划' }));
    await waitFor(async () => expect(await navigatedTo()).toBe('/workstation/project/published/p1/create'));
    expect(server.get).toHaveBeenCalledWith(PROJECTS_API.list, { page: 1, pageSize: 10, status: 'STARTED' }, expect.anything());
  });
});
