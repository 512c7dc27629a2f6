import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, COLLECT_API, MANPOWER_API, RESPONSES_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { CollectionPage } from './CollectionPage';
import { paged, response, saved, scoreEntry, staff } from './fixtures';
import { MarkHistory } from './MarkHistoryPage';
import { ResponsesPage } from './ResponsesPage';
import { rawValuesIn } from '../../raw-values-kit';

const server = mockApi();
const { post, put, delete: del } = server;

const outdated = response({ id: 'r1', outdated: true, can: { reconfirm: true, revise: true, withdraw: true } });
const scored = response({ id: 'r2', demandTitle: '数据中台建设', score: 82.5, decision: 'SHORTLISTED', can: { revise: true } });

function serve(list = [outdated, scored]) {
  server.answer('get', {
    [RESPONSES_API.mine]: paged(list),
    [MANPOWER_API.list]: paged([staff]),
  });
  server.answer('post', {
    [apiPath(RESPONSES_API.reconfirm, { id: 'r1' })]: response(),
    [apiPath(RESPONSES_API.withdraw, { id: 'r1' })]: response({ status: 'WITHDRAWN' }),
  });
  server.answer('put', { [apiPath(RESPONSES_API.response, { id: 'r1' })]: response() });
}

const card = async (title: string) => (await screen.findByText(title)).closest('[role="listitem"]') as HTMLElement;
const lastButton = (name: string | RegExp) => screen.getAllByRole('button', { name }).at(-1)!;

describe('supplier responses', () => {
  it('offers reconfirm only on an outdated response, and withdraw only when allowed', async () => {
    serve();
    await renderPage(<ResponsesPage />);
    const first = await card('供应链管理系统升级');
    expect(within(first).getByText('需求在您响应后有变更')).toBeTruthy();
    expect(within(first).getByRole('button', { name: '确认无需修改' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: '撤回响应' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: '供应链管理系统升级' }).getAttribute('href')).toBe('/demand?open=d1');

    const second = await card('数据中台建设');
    expect(within(second).queryByRole('button', { name: '确认无需修改' })).toBeNull();
    expect(within(second).queryByRole('button', { name: '撤回响应' })).toBeNull();
    expect(within(second).getByText('得分 82.5')).toBeTruthy();
    expect(within(second).getByText('入围')).toBeTruthy();
    expect(within(second).getByRole('link', { name: '评分记录' }).getAttribute('href')).toBe('/workstation/published/sup/mark-history/r2');
  });

  it('reconfirms and withdraws through their endpoints', async () => {
    serve();
    await renderPage(<ResponsesPage />);
    const first = await card('供应链管理系统升级');
    fireEvent.click(within(first).getByRole('button', { name: '确认无需修改' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/responses/r1/reconfirm'));
    fireEvent.click(within(first).getByRole('button', { name: '撤回响应' }));
    expect(await screen.findByText('撤回这份响应？')).toBeTruthy();
    fireEvent.click(lastButton('撤回响应'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/responses/r1/withdraw'));
  });

  it('revises a response in a drawer', async () => {
    serve();
    await renderPage(<ResponsesPage />);
    const first = await card('供应链管理系统升级');
    fireEvent.click(within(first).getByRole('button', { name: '修改响应' }));
    const price = await screen.findByLabelText('报价（CNY）');
    fireEvent.change(price, { target: { value: '280000' } });
    fireEvent.click(screen.getByRole('button', { name: '提交修改' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/responses/r1',
        { price: 280000, timelineDays: 60, proposal: '分三期交付：需求梳理、核心模块、迁移上线。', attachmentIds: [], manpowerIds: [] },
        { silent: true },
      ),
    );
  });

  it('says what to do when there is no response yet', async () => {
    serve([]);
    await renderPage(<ResponsesPage />, { lang: 'en-US', user: DEMO_USERS.supMain });
    expect(await screen.findByText('You have not responded to a demand yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to the demand zone' })).toBeTruthy();
  });

  it('offers a REQ sub-account, which has no demand zone, no way to it', async () => {
    serve([]);
    await renderPage(<ResponsesPage />, { lang: 'en-US', user: DEMO_USERS.supReq });
    expect(await screen.findByText('You have not responded to a demand yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go to the demand zone/ })).toBeNull();
    expect(screen.getByText(/which the main account and project accounts open/)).toBeTruthy();
  });
});

describe('my responses: search, page size, states', () => {
  it('searches by the demand title and lets the user choose the page size, newest first', async () => {
    serve();
    const { get } = server;
    await renderPage(<ResponsesPage />);
    await card('供应链管理系统升级');
    expect(screen.getByText('最新的在前')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith(RESPONSES_API.mine, { page: 1, pageSize: 10 }, expect.anything());
    const search = screen.getByRole('searchbox', { name: '搜索我的响应' });
    fireEvent.change(search, { target: { value: '中台' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(RESPONSES_API.mine, { page: 1, pageSize: 10, keyword: '中台' }, expect.anything()),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '每页条数' }));
    fireEvent.click(await screen.findByText('每页 20 条'));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(RESPONSES_API.mine, { page: 1, pageSize: 20, keyword: '中台' }, expect.anything()),
    );
  });

  it('shows an active response of a cancelled demand as ended, without Withdraw', async () => {
    serve([response({ id: 'r9', demandTitle: '已取消的需求', demandStatus: 'CANCELLED', status: 'ACTIVE' })]);
    await renderPage(<ResponsesPage />);
    const item = await card('已取消的需求');
    expect(within(item).getByText('已结束：需求已取消')).toBeTruthy();
    expect(within(item).queryByText('有效')).toBeNull();
    expect(within(item).queryByRole('button', { name: '撤回响应' })).toBeNull();
  });

  it('names the award in its mark history, not as a state value', async () => {
    const award = { ...scoreEntry, id: 'h9', kind: 'AWARD' as const, from: 'ACTIVE', to: 'AWARDED', comment: null };
    server.answer('get', {
      [apiPath(RESPONSES_API.response, { id: 'r2' })]: scored,
      [apiPath(RESPONSES_API.markHistory, { id: 'r2' })]: [scoreEntry, award],
    });
    await renderPage(<MarkHistory respondId="r2" />);
    expect(await screen.findByText('有效 → 已中标')).toBeTruthy();
    expect(rawValuesIn(document.body.textContent ?? '')).toEqual([]);
  });
});

describe('my collection', () => {
  it('lists saved demands and removes one', async () => {
    server.answer('get', { [COLLECT_API.list]: paged([saved(), saved({ id: 'd8', title: '已取消的需求', status: 'CANCELLED' })]) });
    server.answer('delete', { [apiPath(COLLECT_API.item, { id: 'd7' })]: null });
    await renderPage(<CollectionPage />);
    const item = await card('跨境电商仓储系统');
    expect(within(item).getByText(/剩余 \d+ 天/)).toBeTruthy();
    expect(within(await card('已取消的需求')).getByText('已取消')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('取消收藏这条需求？')).toBeTruthy();
    fireEvent.click(lastButton('取消收藏'));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/user/collect/d7'));
  });

  it('tells a REQ sub-account, which cannot open the demand zone, who saves demands', async () => {
    server.answer('get', { [COLLECT_API.list]: paged([]) });
    await renderPage(<CollectionPage />, { lang: 'en-US', user: DEMO_USERS.supReq });
    expect(await screen.findByText('No saved demands yet')).toBeTruthy();
    expect(screen.getByText('Demands are saved in the demand zone, which the main account and project accounts open.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go to the demand zone/ })).toBeNull();
  });
});

describe('mark history', () => {
  it('shows the response on top and its changes below', async () => {
    server.answer('get', {
      [apiPath(RESPONSES_API.response, { id: 'r2' })]: scored,
      [apiPath(RESPONSES_API.markHistory, { id: 'r2' })]: [scoreEntry],
    });
    await renderPage(<MarkHistory respondId="r2" />);
    expect(await screen.findByText('数据中台建设')).toBeTruthy();
    expect(await screen.findByText('方案完整')).toBeTruthy();
    expect(screen.getByText('无 → 82.5')).toBeTruthy();
  });
});
