import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESPONSES_API, type Demand, type DemandResponses } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { DAY, DEMAND_ID, demand, response, responses } from './fixtures';
import MarkHistoryPage from './pages/MarkHistoryPage';
import MarkPage from './pages/MarkPage';
import { renderPage } from '@test/render';
import { button } from '@test/form';

const server = mockApi();
const { put, post } = server;
const BASE = '/workstation/published/dev';
const R1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const R2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const at = (path: string, id: string) => path.replace(':id', id);
const closed = () => demand({ deadline: Date.now() - DAY }, { evaluate: true, award: true });

function serve(d: Demand, data: DemandResponses) {
  server.answer('get', { [`/api/demands/${DEMAND_ID}`]: d, [at(RESPONSES_API.ofDemand, DEMAND_ID)]: data });
}

const open = () => renderPage(<MarkPage />, { path: `${BASE}/mark/:requirementId`, route: `${BASE}/mark/${DEMAND_ID}` });
const scorable = { score: true, decide: true, award: true };

describe('mark page', () => {
  it('compares the responses side by side', async () => {
    serve(
      closed(),
      responses([
        response(R1, { price: 180_000, score: 82.5, evaluations: [] }, scorable),
        response(R2, { disagreement: true, timelineDays: 45 }, scorable),
      ]),
    );
    await open();
    expect(await screen.findAllByText('供应商 1')).not.toHaveLength(0);
    expect(screen.getAllByText('供应商 2')).not.toHaveLength(0);
    expect(screen.getByText('¥180,000')).toBeTruthy();
    expect(screen.getByText('45 天')).toBeTruthy();
    expect(screen.getByText('82.5')).toBeTruthy();
    expect(screen.getByText('分歧较大，建议讨论')).toBeTruthy();
  });

  it("shows a supplier's certificate badges beside its name; a blind response has none to show", async () => {
    serve(
      closed(),
      responses([
        response(R1, { supplierName: '远帆软件', badges: [{ kind: 'ISO9001', name: null }] }, scorable),
        response(R2, { badges: [] }, scorable),
      ]),
    );
    await open();
    const [named] = await screen.findAllByTestId(`response-${R1}`);
    expect(within(named.parentElement as HTMLElement).getByText('ISO 9001 质量管理')).toBeTruthy();
    const [hidden] = screen.getAllByTestId(`response-${R2}`);
    expect(within(hidden.parentElement as HTMLElement).queryByText('ISO 9001 质量管理')).toBeNull();
  });

  it("shows the supplier's rating beside its name; none yet, or a blind response (the server sends none), shows nothing", async () => {
    serve(
      closed(),
      responses([
        response(R1, { supplierName: '远帆软件', rating: { average: 4.7, count: 2 } }, scorable),
        response(R2, { rating: null }, scorable),
      ]),
    );
    await open();
    const [named] = await screen.findAllByTestId(`response-${R1}`);
    expect(within(named.parentElement as HTMLElement).getByTestId('rating').textContent).toContain('4.7（2 条评价）');
    const [hidden] = screen.getAllByTestId(`response-${R2}`);
    expect(within(hidden.parentElement as HTMLElement).queryByTestId('rating')).toBeNull();
    expect(screen.queryByText('暂无评价')).toBeNull();
  });

  it('computes the weighted total live and puts the scores', async () => {
    serve(closed(), responses([response(R1, {}, scorable)]));
    put.mockResolvedValueOnce({});
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /^评\s*分$/ }));
    const drawer = (await screen.findByText('评分：供应商 1')).closest('.ant-drawer') as HTMLElement;
    fireEvent.change(within(drawer).getByLabelText('价格'), { target: { value: '8' } });
    fireEvent.change(within(drawer).getByLabelText('工期'), { target: { value: '5' } });
    fireEvent.change(within(drawer).getByLabelText('方案质量'), { target: { value: '9' } });
    await waitFor(() => expect(within(drawer).getByText('加权总分').closest('.ant-statistic')?.textContent).toContain('78.0'));
    fireEvent.change(within(drawer).getByLabelText('评语'), { target: { value: '方案扎实' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存评分' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        at(RESPONSES_API.score, R1),
        { scores: { price: 8, timeline: 5, quality: 9 }, comment: '方案扎实' },
        { silent: true },
      ),
    );
  });

  it('shortlists, undoes and rejects through PUT decision', async () => {
    serve(closed(), responses([response(R1, {}, scorable), response(R2, { decision: 'SHORTLISTED' }, scorable)]));
    put.mockResolvedValue({});
    await open();
    await screen.findAllByText('供应商 1');
    fireEvent.click(screen.getAllByRole('button', { name: /^入\s*围$/ })[0]);
    await waitFor(() => expect(put).toHaveBeenCalledWith(at(RESPONSES_API.decision, R1), { decision: 'SHORTLISTED' }));
    fireEvent.click(screen.getByRole('button', { name: '取消入围' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(at(RESPONSES_API.decision, R2), { decision: null }));
    fireEvent.click(screen.getAllByRole('button', { name: /^淘\s*汰$/ })[0]);
    await waitFor(() => expect(put).toHaveBeenCalledWith(at(RESPONSES_API.decision, R1), { decision: 'REJECTED' }));
  });

  it('awards after a confirmation that says every other responder is declined', async () => {
    serve(closed(), responses([response(R1, {}, scorable), response(R2, {}, scorable)]));
    post.mockResolvedValueOnce({});
    await open();
    await screen.findAllByText('供应商 1');
    fireEvent.click(screen.getAllByRole('button', { name: /^定\s?标$/ })[0]);
    expect(await screen.findAllByText('将 供应商 1 定为中标方？')).not.toHaveLength(0);
    expect(screen.getAllByText(/其余 1 份有效响应都会标为未中标/)).not.toHaveLength(0);
    fireEvent.click(button('确认定标'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(at(RESPONSES_API.award, DEMAND_ID), { responseId: R1 }));
  });

  it('shows only what `can` allows on each response', async () => {
    serve(closed(), responses([response(R1, { status: 'WITHDRAWN' })]));
    await open();
    await screen.findAllByText('供应商 1');
    expect(screen.queryByRole('button', { name: /^评\s*分$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^入\s*围$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^定\s?标$/ })).toBeNull();
  });

  it('sealed: shows how many responses and when they open', async () => {
    serve(demand({ sealed: true, responseCount: 3 }, { evaluate: true }), responses([], { sealedUntil: Date.now() + 2 * DAY }));
    await open();
    expect(await screen.findByText('密封报价：已收到 3 份响应')).toBeTruthy();
    expect(screen.getByText(/^剩余 1 天 23 小时|^剩余 2 天/)).toBeTruthy();
  });

  it('blind: tells why the names stay hidden, and reveals them when the server allows it', async () => {
    serve(closed(), responses([response(R1, { score: 70 }, scorable)], { blind: true, allScored: false }));
    const first = await open();
    expect(await screen.findByText('截止且每份响应都有评分后可揭晓供应商名称')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '揭晓供应商名称' })).toBeNull();
    first.unmount();

    serve(
      closed(),
      responses([response(R1, { score: 70 }, scorable)], { blind: true, allScored: true, can: { changeCriteria: false, reveal: true } }),
    );
    post.mockResolvedValueOnce({});
    await open();
    fireEvent.click(await screen.findByRole('button', { name: '揭晓供应商名称' }));
    fireEvent.click(await screen.findByRole('button', { name: /^揭\s*晓$/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(at(RESPONSES_API.reveal, DEMAND_ID)));
  });

  it('criteria may change while the server allows it', async () => {
    serve(demand({}, { evaluate: true }), responses([response(R1, {}, scorable)]));
    const first = await open();
    expect((await screen.findAllByTestId(`response-${R1}`)).length).toBeGreaterThan(0);
    expect(screen.queryByText('调整评分标准（尚未开始评分）')).toBeNull();
    first.unmount();

    serve(demand({}, { evaluate: true }), responses([response(R1, {}, scorable)], { can: { changeCriteria: true, reveal: false } }));
    put.mockResolvedValueOnce({});
    await open();
    fireEvent.click(await screen.findByText('调整评分标准（尚未开始评分）'));
    fireEvent.change(await screen.findByLabelText('第 1 项权重'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('第 3 项权重'), { target: { value: '30' } });
    fireEvent.click(button('保存评分标准'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        at(RESPONSES_API.criteria, DEMAND_ID),
        {
          criteria: [
            { key: 'price', name: '价格', weight: 50 },
            { key: 'timeline', name: '工期', weight: 20 },
            { key: 'quality', name: '方案质量', weight: 30 },
          ],
        },
        { silent: true },
      ),
    );
  });
});

describe('mark history', () => {
  it('shows every change of the mark, newest first', async () => {
    server.answer('get', {
      [at(RESPONSES_API.markHistory, R1)]: [
        { id: 'h1', kind: 'SCORE', actor: 'Li Lei', from: null, to: '78.0', comment: '方案扎实', createdAt: Date.now() - 2 * DAY },
        { id: 'h2', kind: 'DECISION', actor: 'Han Meimei', from: null, to: 'SHORTLISTED', comment: null, createdAt: Date.now() - DAY },
        { id: 'h3', kind: 'AWARD', actor: 'Han Meimei', from: 'ACTIVE', to: 'AWARDED', comment: null, createdAt: Date.now() - 1000 },
      ],
      [at(RESPONSES_API.response, R1)]: response(R1, { status: 'AWARDED', demandStatus: 'AWARDED' }),
    });
    await renderPage(<MarkHistoryPage />, { path: `${BASE}/mark-history/:respondId`, route: `${BASE}/mark-history/${R1}` });
    expect(await screen.findByText('无 → 入围')).toBeTruthy();
    expect(screen.getByText('无 → 78.0')).toBeTruthy();
    expect(screen.getByText('有效 → 已中标')).toBeTruthy();
    expect(screen.getByText('方案扎实')).toBeTruthy();
    const items = document.querySelectorAll('.ant-timeline-item');
    expect(items[0].textContent).toContain('Han Meimei');
    // What the history is about: the demand (a link to it) and the supplier.
    const subject = await screen.findByTestId('history-subject');
    expect(within(subject).getByRole('link', { name: '企业官网改版与后台开发' }).getAttribute('href')).toBe(`${BASE}/${DEMAND_ID}/view`);
    expect(subject.textContent).toContain('供应商 1');
    expect(document.body.textContent).not.toMatch(/\b(ACTIVE|AWARDED|SHORTLISTED)\b/);
  });
});
