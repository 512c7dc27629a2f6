import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_STATUSES, PROJECTS_API, RATING_CRITERIA } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, DEMO_USERS, user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import type { ChartCanvasProps } from './components/chart-canvas';
import { DashboardPage } from './DashboardPage';
import { dashboard } from './fixtures';

// jsdom has no canvas: the chart is replaced by what it was given, so the test reads the data it would draw.
jest.mock('./components/chart-canvas', () => ({
  __esModule: true,
  default: ({ config, label }: ChartCanvasProps) => (
    <div
      role="img"
      aria-label={label}
      data-testid={`chart-${config.type}`}
      data-values={JSON.stringify(config.data.datasets.map((d) => d.data))}
    />
  ),
}));

const server = mockApi();
const PATH = '/workstation/project/dashBoard';

function serve(answer: unknown = dashboard()) {
  server.answer('get', { [PROJECTS_API.dashboard]: answer });
}

const figure = (key: string) => screen.getByTestId(`figure-${key}`).textContent;
const charts = () => screen.findAllByTestId(/^chart-/);

describe('delivery dashboard', () => {
  it('shows projects by state, milestones due, amounts and ratings as figures and charts (zh-CN)', async () => {
    serve();
    await renderPage(<DashboardPage />, { path: PATH, user: user() });
    expect(await screen.findByText('项目状态分布')).toBeTruthy();
    expect(figure('IN_PROGRESS')).toBe('进行中 3');
    expect(figure('DISPUTED')).toBe('争议中 1');
    expect(screen.queryByTestId('figure-STARTED')).toBeNull();
    expect(figure('overdue')).toBe('已逾期 1');
    expect(figure('dueSoon')).toBe('7 天内到期 2');
    expect(figure('inReview')).toBe('验收中 4');
    expect(screen.getByTestId('amount-CNY').textContent).toBe('计划 ¥300,000 · 已验收 ¥120,000 · 待验收 ¥180,000');
    expect(screen.getByTestId('rating-average').textContent).toContain('4.3');
    expect(figure('communication')).toBe('沟通 4');
    const drawn = await charts();
    expect(drawn).toHaveLength(4);
    expect(drawn[0].getAttribute('aria-label')).toBe('各状态项目数图表：进行中 3，已完成 2，争议中 1');
    // milestones: overdue first, then the six weeks ahead
    expect(JSON.parse(drawn[1].getAttribute('data-values')!)).toEqual([[1, 2, 1, 0, 3, 0, 0]]);
    const amounts = JSON.parse(drawn[2].getAttribute('data-values')!);
    expect(amounts).toEqual([
      [40, 0],
      [60, 100],
    ]);
    const shown = document.body.textContent ?? '';
    expect([...PROJECT_STATUSES, ...RATING_CRITERIA].filter((value) => new RegExp(`\\b${value}\\b`).test(shown))).toEqual([]);
  });

  it('speaks English, with amounts in each currency', async () => {
    serve();
    await renderPage(<DashboardPage />, { path: PATH, user: user(), lang: 'en-US' });
    expect(await screen.findByText('Projects by state')).toBeTruthy();
    expect(figure('COMPLETED')).toBe('Completed 2');
    expect(screen.getByTestId('amount-USD').textContent).toBe('Planned $50,000 · accepted $0 · outstanding $50,000');
    expect(screen.getByText('from 2 ratings')).toBeTruthy();
    expect((await charts())[1].getAttribute('aria-label')).toMatch(
      /^Chart of milestones not yet accepted.*Overdue 1, Days 1–7 2, Days 8–14 1/,
    );
  });

  it('says when no rating is published yet, and when every project was cancelled', async () => {
    serve(dashboard({ byStatus: [{ status: 'CANCELLED', count: 1 }], amounts: [], rating: null, ratingCriteria: null }));
    await renderPage(<DashboardPage />, { path: PATH, user: user(), lang: 'en-US' });
    expect(await screen.findByTestId('rating-none')).toBeTruthy();
    expect(screen.getByText('No amounts to show: every project was cancelled.')).toBeTruthy();
    expect(await charts()).toHaveLength(2);
  });

  it('without a project, says how one starts and leads party A to publish a demand', async () => {
    serve(dashboard({ byStatus: [], amounts: [], rating: null, ratingCriteria: null }));
    await renderPage(<DashboardPage />, { path: PATH, user: DEMO_USERS.devMain });
    expect(await screen.findByText('暂无项目')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发布需求' }));
    expect(await navigatedTo()).toBe('/workstation/published/dev/publish');
  });

  it('offers party A without pay membership publishing as an upgrade, saying so before the click', async () => {
    serve(dashboard({ byStatus: [], amounts: [], rating: null, ratingCriteria: null }));
    await renderPage(<DashboardPage />, { path: PATH, user: DEMO_USERS.ordinaryDev });
    fireEvent.click(await screen.findByRole('button', { name: /发布需求\s*VIP 专享/ }));
    expect(await navigatedTo()).toBe('/vip');
  });

  it('leads a supplier without a project to its responses', async () => {
    serve(dashboard({ byStatus: [], amounts: [], rating: null, ratingCriteria: null }));
    await renderPage(<DashboardPage />, { path: PATH, user: user({ role: 'SUP' }), lang: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'My responses' }));
    expect(await navigatedTo()).toBe('/workstation/published/sup/list');
  });

  it('says what failed and loads again on retry', async () => {
    let fail = true;
    serve(() => (fail ? apiError('INTERNAL', '服务暂时不可用', {}, 500) : dashboard()));
    await renderPage(<DashboardPage />, { path: PATH, user: user() });
    expect(await screen.findByText('项目看板加载失败')).toBeTruthy();
    expect(screen.getByText('服务暂时不可用')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(within(screen.getByTestId('figure-IN_PROGRESS')).getByText('3')).toBeTruthy());
  });
});
