import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMANDS_API, type DemandSummary, type MyDemandsQuery } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { summary } from './fixtures';
import ListPage from './pages/ListPage';
import PublishedPage from './pages/PublishedPage';
import VerifyPage from './pages/VerifyPage';
import { navigatedTo, renderPage } from '@test/render';

const server = mockApi();
const { get } = server;
const BASE = '/workstation/published/dev';
const paged = (list: DemandSummary[]) => ({ list, total: list.length, page: 1, pageSize: 10 });
const mineCalls = () => get.mock.calls.filter(([url]) => url === DEMANDS_API.mine).map(([, query]) => query as MyDemandsQuery);

describe('demand lists', () => {
  it('List: asks for every status, then the tab and the keyword chosen', async () => {
    server.answer('get', { [DEMANDS_API.mine]: paged([summary()]) });
    await renderPage(<ListPage />, { path: `${BASE}/List` });
    expect(await screen.findByText('企业官网改版与后台开发')).toBeTruthy();
    expect(mineCalls()[0]).toEqual({ page: 1, pageSize: 10 });

    fireEvent.click(screen.getByRole('tab', { name: '草稿' }));
    await waitFor(() => expect(mineCalls().at(-1)).toEqual({ page: 1, pageSize: 10, status: ['DRAFT'] }));

    fireEvent.change(screen.getByLabelText('搜索'), { target: { value: ' 官网 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(mineCalls().at(-1)).toEqual({ page: 1, pageSize: 10, status: ['DRAFT'], keyword: '官网' }));
  });

  it('shows the row: status, budget, countdown and responses, and opens the demand', async () => {
    server.answer('get', { [DEMANDS_API.mine]: paged([summary({ responseCount: 7 })]) });
    await renderPage(<ListPage />, { path: `${BASE}/List` });
    const row = (await screen.findByText('企业官网改版与后台开发')).closest('tr') as HTMLElement;
    expect(within(row).getByText('征集中')).toBeTruthy();
    expect(within(row).getByText('¥100,000 – ¥300,000')).toBeTruthy();
    expect(within(row).getByText(/^剩余 4 天 23 小时|^剩余 5 天/)).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    fireEvent.click(within(row).getByText('企业官网改版与后台开发'));
    expect(await navigatedTo()).toBe(`${BASE}/${summary().id}/view`);
  });

  it('says what to do when there is no demand yet', async () => {
    server.answer('get', { [DEMANDS_API.mine]: paged([]) });
    await renderPage(<ListPage />, { path: `${BASE}/List` });
    expect(await screen.findByText('还没有需求 · 发布第一个需求，开始征集供应商')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发布第一个需求' }));
    expect(await navigatedTo()).toBe(`${BASE}/publish`);
  });

  it('verify: pending and rejected ones, with the staff reason and edit-and-resubmit', async () => {
    const rejected = summary({ id: 'r1', title: '被退回的需求', status: 'REJECTED', reason: '预算与描述不一致' });
    server.answer('get', { [DEMANDS_API.mine]: paged([summary({ id: 'p1', title: '待审核的需求', status: 'PENDING' }), rejected]) });
    await renderPage(<VerifyPage />, { path: `${BASE}/verify` });
    expect(await screen.findByText(/预算与描述不一致/)).toBeTruthy();
    expect(mineCalls()[0]).toEqual({ page: 1, pageSize: 10, status: ['PENDING', 'REJECTED'] });
    expect(get.mock.calls.filter(([url]) => url !== DEMANDS_API.mine)).toEqual([]); // the rows carry the reason
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '待审核', '审核未通过']);
    fireEvent.click(screen.getByRole('button', { name: '修改并重新提交' }));
    expect(await navigatedTo()).toBe(`${BASE}/r1/edit`);
  });

  it('published: open, closed and awarded ones', async () => {
    server.answer('get', { [DEMANDS_API.mine]: paged([]) });
    await renderPage(<PublishedPage />, { path: `${BASE}/published` });
    expect(await screen.findByText(/还没有已发布的需求/)).toBeTruthy();
    expect(mineCalls()[0]).toEqual({ page: 1, pageSize: 10, status: ['PUBLISHED', 'CLOSED', 'AWARDED'] });
    fireEvent.click(screen.getByRole('tab', { name: '已截止' }));
    await waitFor(() => expect(mineCalls().at(-1)).toEqual({ page: 1, pageSize: 10, status: ['CLOSED'] }));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    server.answer('get', { [DEMANDS_API.mine]: () => (fail ? new Error('network') : paged([summary()])) });
    await renderPage(<ListPage />, { path: `${BASE}/List` });
    expect(await screen.findByText('我的需求加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('企业官网改版与后台开发')).toBeTruthy();
  });
});
