import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, COLLECT_API, DEMANDS_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { collectPath, demand, paged, renderZone, serve, summary } from './test-kit';

jest.mock('../../federation/load-expose', () => ({
  ...jest.requireActual('../../federation/load-expose'),
  loadExpose: jest.fn(() => new Promise(() => undefined)),
}));

const { get, post, delete: del } = mockApi();
const marketCalls = () => get.mock.calls.filter(([url]) => url === DEMANDS_API.market).map(([, query]) => query);
const lastMarketQuery = () => marketCalls().at(-1);

beforeEach(() => {
  serve(get);
  post.mockResolvedValue(null);
  del.mockResolvedValue(null);
});

describe('demand zone', () => {
  it('lists published demands as cards with budget, countdown, badges and responses', async () => {
    await renderZone();
    const card = await screen.findByTestId('demand-card-d1');
    expect(within(card).getByText('供应链管理系统升级')).toBeTruthy();
    expect(within(card).getByText('¥100,000 – ¥200,000')).toBeTruthy();
    expect(within(card).getByText('剩余 3 天 5 小时')).toBeTruthy();
    expect(within(card).getByText('2 份响应')).toBeTruthy();
    const other = screen.getByTestId('demand-card-d2');
    for (const badge of ['密封', '已响应', '英文', '已收藏']) expect(within(other).getByText(badge)).toBeTruthy();
    expect(lastMarketQuery()).toEqual({ page: 1, pageSize: 12, status: 'OPEN', sort: 'newest' });
  });

  it("shows the demand company's rating on its card and in the detail; a company not rated yet shows none", async () => {
    const rated = { companyName: '华信集团', companyRating: { average: 4.8, count: 5 } };
    serve(get, {
      [DEMANDS_API.market]: paged([summary(rated), summary({ id: 'd2', title: '数据中台建设', companyName: '北风科技' })]),
      [apiPath(DEMANDS_API.demand, { id: 'd1' })]: demand(rated),
    });
    await renderZone();
    const card = await screen.findByTestId('demand-card-d1');
    expect(within(card).getByTestId('demand-company').textContent).toContain('华信集团');
    expect(within(card).getByTestId('rating').textContent).toContain('4.8（5 条评价）');
    expect(within(screen.getByTestId('demand-card-d2')).queryByTestId('rating')).toBeNull();
    expect(screen.queryByText('暂无评价')).toBeNull();
    fireEvent.click(within(card).getByText('供应链管理系统升级'));
    const detail = await screen.findByTestId('demand-detail');
    expect(within(within(detail).getByTestId('demand-company')).getByTestId('rating').textContent).toContain('4.8（5 条评价）');
  });

  it('sends the filters as the market query', async () => {
    await renderZone();
    await screen.findByTestId('demand-card-d1');
    const search = screen.getByRole('searchbox', { name: '搜索需求标题或描述' });
    fireEvent.change(search, { target: { value: '  ERP ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastMarketQuery()).toMatchObject({ keyword: 'ERP' }));

    fireEvent.change(screen.getByLabelText('预算下限'), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('预算上限'), { target: { value: '100000' } });
    await waitFor(() => expect(lastMarketQuery()).toMatchObject({ budgetFrom: 100000, budgetTo: 500000 }));

    fireEvent.click(screen.getByText('已截止', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(lastMarketQuery()).toMatchObject({ status: 'CLOSED', page: 1 }));

    fireEvent.mouseDown(screen.getByLabelText('排序'));
    fireEvent.click(await screen.findByTitle('预算最高'));
    await waitFor(() => expect(lastMarketQuery()).toMatchObject({ sort: 'budget', keyword: 'ERP', status: 'CLOSED' }));

    fireEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect((search as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('预算下限') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByTitle('最新发布').length).toBeGreaterThan(0);
  });

  it('keeps the filters and page in the URL', async () => {
    await renderZone();
    await screen.findByTestId('demand-card-d1');
    const search = screen.getByRole('searchbox', { name: '搜索需求标题或描述' });
    fireEvent.change(search, { target: { value: '小程序' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByText('已截止', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/demand?q=${encodeURIComponent('小程序')}&status=CLOSED`));
  });

  it('takes the filters and page from a link', async () => {
    await renderZone('/demand?q=ERP&province=44&min=100&max=50&sort=budget&page=3&open=d1');
    await waitFor(() => expect(lastMarketQuery()).toEqual({ page: 3, pageSize: 12, status: 'OPEN', sort: 'budget', keyword: 'ERP', provinceCode: '44', budgetFrom: 50, budgetTo: 100 })); // prettier-ignore
    expect((screen.getByRole('searchbox', { name: '搜索需求标题或描述' }) as HTMLInputElement).value).toBe('ERP');
  });

  it('ignores what a tampered link puts in the URL', async () => {
    await renderZone('/demand?q=%20%20&province=4%27--&min=-5&max=1e9&status=DRAFT&sort=evil&page=-2');
    await waitFor(() => expect(lastMarketQuery()).toEqual({ page: 1, pageSize: 12, status: 'OPEN', sort: 'newest' }));
  });

  it('says so when nothing matches, and when the list cannot be loaded', async () => {
    serve(get, { [DEMANDS_API.market]: { list: [], total: 0, page: 1, pageSize: 12 } });
    await renderZone();
    expect(await screen.findByText('暂时没有正在征集响应的需求')).toBeTruthy();

    serve(get, { [DEMANDS_API.market]: new Error('offline') });
    await renderZone();
    expect(await screen.findByText('需求加载失败')).toBeTruthy();
  });

  it('opens the drawer from ?open=<id>: safe description, files, weighted criteria, anonymous questions', async () => {
    serve(get, { [apiPath(DEMANDS_API.demand, { id: 'd1' })]: demand({ contact: { name: '王经理', phone: '13900000000' } }) });
    await renderZone('/demand?open=d1');
    const detail = await screen.findByTestId('demand-detail');
    const description = within(detail).getByTestId('demand-description');
    expect(description.querySelector('script')).toBeNull();
    expect(description.textContent).toContain('<script>alert(1)</script>');
    expect(within(description).getByText('性能不足').tagName).toBe('STRONG');
    expect(within(description).queryByRole('link', { name: '恶意' })).toBeNull();
    expect(within(description).getByRole('link', { name: '文档' }).getAttribute('href')).toBe('https://example.com/doc');
    expect(within(detail).getByRole('button', { name: '下载 需求说明.pdf' })).toBeTruthy();
    const criteria = within(detail).getByTestId('demand-criteria');
    expect(within(criteria).getByText('方案质量')).toBeTruthy();
    expect(within(criteria).getByText('60%')).toBeTruthy();
    expect(within(detail).getByText('王经理')).toBeTruthy();
    const questions = within(detail).getByTestId('demand-questions');
    expect(await within(questions).findByText('答：需要，对接用友。')).toBeTruthy();
    expect(within(questions).getAllByText('我的提问')).toHaveLength(1);
    expect(within(detail).queryByTestId('respond-button')).toBeNull();
    expect(within(detail).queryByLabelText('向甲方提问')).toBeNull();
  });

  it('opens a card into ?open= and closes back to the list', async () => {
    await renderZone();
    fireEvent.click(await screen.findByTestId('demand-card-d1'));
    expect(screen.getByTestId('location').textContent).toBe('/demand?open=d1');
    await screen.findByTestId('demand-detail');
    fireEvent.click(document.querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/demand'));
  });

  it('saves and unsaves a demand through the collect calls', async () => {
    await renderZone();
    fireEvent.click(await screen.findByTestId('collect-d1'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(COLLECT_API.list, { demandId: 'd1' }));
    fireEvent.click(screen.getByTestId('collect-d2'));
    await waitFor(() => expect(del).toHaveBeenCalledWith(collectPath('d2')));
    expect(screen.queryByTestId('demand-detail')).toBeNull();
  });

  it('asks a question when allowed, and refreshes the questions', async () => {
    serve(get, { [apiPath(DEMANDS_API.demand, { id: 'd1' })]: demand({ can: { ask: true } }) });
    await renderZone('/demand?open=d1');
    const box = await screen.findByLabelText('向甲方提问');
    fireEvent.click(screen.getByRole('button', { name: '提交问题' }));
    expect(await screen.findByText('请输入问题')).toBeTruthy();
    fireEvent.change(box, { target: { value: '  能否远程交付？ ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交问题' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(apiPath(DEMANDS_API.questions, { id: 'd1' }), { question: '能否远程交付？' }, { silent: true }),
    );
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === apiPath(DEMANDS_API.questions, { id: 'd1' }))).toHaveLength(2));
  });
});
