import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEMAND_EVENT_ACTIONS,
  DEMANDS_API,
  RESPONSES_API,
  type Demand,
  type DemandEvent,
  type DemandResponses,
} from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { rawValuesIn } from '../../raw-values-kit';
import { DAY, DEMAND_ID, demand, response, responses } from './fixtures';
import MarkPage from './pages/MarkPage';
import ViewPage from './pages/ViewPage';

const server = mockApi();
const { post } = server;
const BASE = '/workstation/published/dev';
const R1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const R2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const at = (path: string, id: string) => path.replace(':id', id);

function event(action: DemandEvent['action'], overrides: Partial<DemandEvent> = {}): DemandEvent {
  return {
    id: `e-${action}`,
    action,
    actor: '李雷 · 上海云启科技有限公司',
    fromStatus: null,
    toStatus: null,
    detail: null,
    decision: null,
    awardedTo: null,
    subject: null,
    createdAt: Date.now() - DAY,
    ...overrides,
  };
}

function serve(d: Demand, data: DemandResponses, events: DemandEvent[] = []) {
  server.answer('get', {
    [`/api/demands/${DEMAND_ID}`]: d,
    [at(RESPONSES_API.ofDemand, DEMAND_ID)]: data,
    [`/api/demands/${DEMAND_ID}/questions`]: [
      { id: 'q1', question: '是否需要支持移动端？', answer: null, askedAt: Date.now() - 3_600_000, answeredAt: null, mine: false },
    ],
    [`/api/demands/${DEMAND_ID}/revisions`]: [],
    [`/api/demands/${DEMAND_ID}/events`]: events,
    [at(RESPONSES_API.response, R1)]: response(R1, {
      status: 'AWARDED',
      demandStatus: 'AWARDED',
      supplierName: '杭州帆软科技有限公司',
      contact: { name: '王芳', phone: '13900001111' },
    }),
  });
}

const awarded = () => demand({ status: 'AWARDED', awardedResponseId: R1, deadline: Date.now() - DAY });
const openMark = (u = user({ memberLevel: 'SVIP' })) =>
  renderPage(<MarkPage />, { path: `${BASE}/mark/:requirementId`, route: `${BASE}/mark/${DEMAND_ID}`, user: u });
const openView = (search = '', u = user({ memberLevel: 'SVIP' })) =>
  renderPage(<ViewPage />, { path: `${BASE}/:requirementId/view`, route: `${BASE}/${DEMAND_ID}/view${search}`, user: u });

describe('how to award', () => {
  it('tells the buyer of an open demand that the award waits for the close, and offers to close early', async () => {
    serve(demand({}, { close: true, evaluate: true }), responses([response(R1, {}, { score: true, decide: true })]));
    post.mockResolvedValueOnce(demand({ deadline: Date.now() }));
    await openMark();
    const steps = await screen.findByTestId('award-steps');
    expect(steps.textContent).toContain('如何定标');
    expect(steps.textContent).toContain('提前截止');
    fireEvent.click(within(steps).getByRole('button', { name: '提前截止' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '提前截止' }).length).toBeGreaterThan(1));
    fireEvent.click(screen.getAllByRole('button', { name: '提前截止' }).at(-1)!);
    await waitFor(() => expect(post).toHaveBeenCalledWith(at(DEMANDS_API.close, DEMAND_ID)));
  });

  it('once closed, says which button awards and what it does to the others', async () => {
    serve(
      // As the server answers a demand past its deadline: CLOSED.
      demand({ status: 'CLOSED', deadline: Date.now() - DAY }, { evaluate: true, award: true }),
      responses([response(R1, {}, { award: true }), response(R2, {}, { award: true })]),
    );
    await openMark();
    const steps = await screen.findByTestId('award-steps');
    expect(steps.textContent).toContain('请选择中标方');
    expect(steps.textContent).toContain('未中标');
    expect(screen.getAllByRole('button', { name: /^定\s?标$/ })).toHaveLength(2);
  });
});

describe('after the award', () => {
  it('the evaluation counts the awarded and declined responses, not "0 active"', async () => {
    serve(awarded(), responses([response(R1, { status: 'AWARDED' }), response(R2, { status: 'DECLINED' })]));
    await openMark();
    expect(await screen.findByText('响应 2 份 · 1 份中标，1 份未中标')).toBeTruthy();
    expect(screen.queryByText(/有效响应：0/)).toBeNull();
    expect(screen.queryByTestId('award-steps')).toBeNull();
  });

  it('the demand page names the winner, links to the evaluation and the mark history, and says what comes next', async () => {
    serve(awarded(), responses([]));
    await openView();
    const outcome = await screen.findByTestId('award-outcome');
    await within(outcome).findByText('中标方：杭州帆软科技有限公司');
    expect(within(outcome).getByRole('link', { name: '查看评审' }).getAttribute('href')).toBe(`${BASE}/mark/${DEMAND_ID}`);
    expect(within(outcome).getByRole('link', { name: '中标响应的评分记录' }).getAttribute('href')).toBe(`${BASE}/mark-history/${R1}`);
    expect(outcome.textContent).toContain('接下来');
    expect(
      within(outcome)
        .getByRole('link', { name: /开始 \/ 打开项目/ })
        .getAttribute('href'),
    ).toBe(`/workstation/project/published/${R1}/init`);
    expect(outcome.textContent).toContain('王芳');
    expect(within(outcome).getByRole('link', { name: '13900001111' }).getAttribute('href')).toBe('tel:13900001111');
    // An SVIP main account may open chat by the route table: the way to reach them is offered.
    expect(
      within(outcome)
        .getByRole('link', { name: /在线沟通/ })
        .getAttribute('href'),
    ).toBe('/chat');
  });

  it('offers chat only to an account the route table lets open it', async () => {
    serve(awarded(), responses([]));
    await openView('', user({ memberLevel: 'ORDINARY' }));
    const outcome = await screen.findByTestId('award-outcome');
    await within(outcome).findByText('中标方：杭州帆软科技有限公司');
    expect(within(outcome).queryByRole('link', { name: /在线沟通/ })).toBeNull();
  });

  it('the activity log names whom the award went to, the decision made and the supplier marked, never an enum value', async () => {
    const events = DEMAND_EVENT_ACTIONS.map((action) => event(action));
    events.push(
      event('DECIDED', { id: 'e-shortlist', decision: 'SHORTLISTED' }),
      event('DECIDED', { id: 'e-reject', decision: 'REJECTED', subject: '供应商 2' }),
      event('SCORED', { id: 'e-score', subject: '供应商 3' }),
      event('AWARDED', { id: 'e-award', fromStatus: 'CLOSED', toStatus: 'AWARDED', awardedTo: '杭州帆软科技有限公司' }),
    );
    serve(awarded(), responses([]), events);
    await openView('?tab=events');
    expect(await screen.findByText('中标方：杭州帆软科技有限公司')).toBeTruthy();
    expect(screen.getByText('决定：入围')).toBeTruthy();
    // A mark names the supplier it is about, as the server names it to party A (a number while blind).
    expect(screen.getByText('供应商 2 · 决定：淘汰')).toBeTruthy();
    expect(screen.getByText('供应商 3')).toBeTruthy();
    expect(screen.getByText('已截止 → 已定标')).toBeTruthy();
    expect(rawValuesIn(document.body.textContent ?? '')).toEqual([]);
  });
});

describe('a question notice', () => {
  it('opens the questions tab (?tab=questions)', async () => {
    serve(demand({}, { answer: true }), responses([]));
    await openView('?tab=questions');
    expect(await screen.findByText(/是否需要支持移动端？/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /回答（所有供应商可见）/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /问答澄清/ }).getAttribute('aria-selected')).toBe('true');
  });
});
