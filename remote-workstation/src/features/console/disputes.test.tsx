import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  apiPath,
  DEMANDS_API,
  DISPUTE_DECISIONS,
  DISPUTE_STATUSES,
  MILESTONE_STATES,
  PROJECT_EVENT_ACTIONS,
  PROJECT_STATUSES,
  PROJECTS_API,
} from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError } from '@test/fixtures';
import { renderPage } from '@test/render';
import { ConsolePage } from './ConsolePage';
import { disputedProject, disputedSummary, paged } from './fixtures';

const RAW = [...PROJECT_STATUSES, ...MILESTONE_STATES, ...PROJECT_EVENT_ACTIONS, ...DISPUTE_STATUSES, ...DISPUTE_DECISIONS];
/** Stored enum values shown as they are, in the page's text. */
const rawValuesIn = (text: string) => RAW.filter((value) => new RegExp(`\\b${value}\\b`).test(text));

const server = mockApi();
const { get, post } = server;
const resolved = disputedProject({
  status: 'IN_PROGRESS',
  disputes: [
    { ...disputedProject().disputes[0], status: 'RESOLVED', decision: 'CONTINUE', note: '请需求方三日内验收', resolvedAt: Date.now() },
  ],
  can: { ...disputedProject().can, resolve: false },
});

function serve({ disputes = [disputedSummary()], resolve = resolved as unknown } = {}) {
  server.answer('get', {
    [DEMANDS_API.queues]: { companies: 0, demands: 0, disputes: disputes.filter((d) => d.status === 'DISPUTED').length },
    [API.pendingCompanies]: paged([]),
    [PROJECTS_API.disputes]: paged(disputes),
    [apiPath(PROJECTS_API.project, { id: 'p1' })]: disputedProject(),
  });
  server.answer('post', { [apiPath(PROJECTS_API.resolve, { id: 'dsp1' })]: resolve });
}

async function openDisputes(lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  await renderPage(<ConsolePage />, { lang });
  await waitFor(() => expect(within(screen.getByTestId('queue-disputes')).getByText('1')).toBeTruthy());
  fireEvent.click(screen.getByTestId('queue-disputes'));
}

describe('staff console: project disputes', () => {
  it('counts the open disputes on their card and lists the disputed projects, open first', async () => {
    serve({ disputes: [disputedSummary(), disputedSummary({ id: 'p2', title: '官网改版', status: 'CANCELLED' })] });
    await openDisputes();
    expect(await screen.findByText('仓储管理系统开发')).toBeTruthy();
    expect(screen.getByText('争议待处理')).toBeTruthy();
    expect(screen.getByText('已处理 · 已取消')).toBeTruthy();
    expect(screen.getAllByText('上海云启科技有限公司 ↔ 杭州码力软件有限公司')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith(PROJECTS_API.disputes, { page: 1, pageSize: 10 }, expect.anything());
  });

  it("shows the project's whole history: plan, the dispute's reason and the trail with milestone states", async () => {
    serve();
    await openDisputes();
    fireEvent.click(await screen.findByRole('button', { name: /^处\s?理$/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('由供应商发起')).toBeTruthy();
    expect(within(drawer).getAllByText('需求方超过验收期未验收').length).toBeGreaterThan(0);
    expect(within(drawer).getByText(/系统上线 · 验收中/)).toBeTruthy();
    const entries = within(drawer).getAllByTestId('timeline-event');
    expect(entries.map((e) => e.querySelector('strong')?.textContent)).toEqual(['发起争议', '提交验收 · 系统上线', '项目开始']);
    expect(within(entries[0]).getByText('进行中 → 争议中')).toBeTruthy();
    expect(within(entries[1]).getByText('进行中 → 验收中')).toBeTruthy();
    expect(rawValuesIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('resolves: a decision and a note are required, then both go to the server', async () => {
    serve();
    await openDisputes();
    fireEvent.click(await screen.findByRole('button', { name: /^处\s?理$/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: '提交处理结果' }));
    expect(await within(drawer).findByText('请选择项目如何继续')).toBeTruthy();
    expect(within(drawer).getByText('请填写双方都会看到的说明')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('radio', { name: /^继续项目/ }));
    fireEvent.change(within(drawer).getByLabelText('给双方的说明'), { target: { value: ' 请需求方三日内验收 ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '提交处理结果' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/console/disputes/dsp1/resolve',
        { decision: 'CONTINUE', note: '请需求方三日内验收' },
        { silent: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal (another staff member resolved it first) in the caller's language", async () => {
    serve({ resolve: apiError('STATE_CONFLICT', 'The project changed meanwhile; reload it and try again.', {}, 409) });
    await openDisputes('en-US');
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('radio', { name: 'Cancel the project' }));
    fireEvent.change(within(drawer).getByLabelText('Note to both sides'), { target: { value: 'Both sides agree to stop' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Resolve the dispute' }));
    expect(await within(drawer).findByText('The project changed meanwhile; reload it and try again.')).toBeTruthy();
  });

  it("opens the disputes queue from the URL (`?tab=disputes`, a staff notice's link) and keeps the tab chosen there", async () => {
    serve();
    await renderPage(<ConsolePage />, { lang: 'en-US', route: '/workstation/console?tab=disputes' });
    expect(await screen.findByText('仓储管理系统开发')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Project disputes', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByTestId('queue-companies'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Company reviews', selected: true })).toBeTruthy());
  });

  it('says what failed and offers a retry when the queue cannot be read', async () => {
    serve();
    server.answer('get', {
      [DEMANDS_API.queues]: { companies: 0, demands: 0, disputes: 1 },
      [API.pendingCompanies]: paged([]),
      [PROJECTS_API.disputes]: apiError('INTERNAL', 'The server could not answer; try again in a moment.', {}, 500),
    });
    await renderPage(<ConsolePage />, { lang: 'en-US', route: '/workstation/console?tab=disputes' });
    expect(await screen.findByText('The disputes could not be loaded')).toBeTruthy();
    expect(screen.getByText('The server could not answer; try again in a moment.')).toBeTruthy();
    server.answer('get', {
      [DEMANDS_API.queues]: { companies: 0, demands: 0, disputes: 1 },
      [API.pendingCompanies]: paged([]),
      [PROJECTS_API.disputes]: paged([disputedSummary()]),
    });
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('仓储管理系统开发')).toBeTruthy();
  });

  it('says so when no project had a dispute', async () => {
    serve({ disputes: [] });
    await renderPage(<ConsolePage />, { lang: 'en-US' });
    fireEvent.click(screen.getByTestId('queue-disputes'));
    expect(await screen.findByText('No project has had a dispute')).toBeTruthy();
  });
});
