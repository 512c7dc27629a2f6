import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, CHAT_API, PROJECTS_API, RESPONSES_API, type Project, type ResponseView } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { milestone, project, submission, type ProjectOverrides } from './fixtures';
import ProcessPage from './pages/ProcessPage';
import ViewPage from './pages/ViewPage';

const server = mockApi();
const VIEW = 'workstation/project/published/:requirementProgressId/view';
const PROCESS = 'workstation/project/work/process/:requirementProgressId';
const DETAIL = apiPath(PROJECTS_API.project, { id: 'p1' });
const SEND_BACK = /^退\s?回$/;

/** The server's project as it is now: a GET answers the latest state an action answered. */
function serveProject(initial: Project, actions: Record<string, Project> = {}) {
  let current = initial;
  server.answer('get', { [DETAIL]: () => current });
  server.answer('post', Object.fromEntries(Object.entries(actions).map(([path, next]) => [path, () => (current = next)])));
}

const renderView = (lang: 'zh-CN' | 'en-US' = 'zh-CN', type: 'MAIN' | 'REQ' = 'MAIN') =>
  renderPage(<ViewPage />, { path: `/${VIEW}`, route: '/workstation/project/published/p1/view', user: user({ type }), lang });

describe('project view (party A)', () => {
  it('shows the timeline at a glance: in review with days left, overdue, the share accepted', async () => {
    server.answer('get', { [DETAIL]: project() });
    await renderView();
    expect(await screen.findByText('电商后台订单系统重构')).toBeTruthy();
    const glances = screen.getAllByTestId('milestone-glance').map((el) => el.textContent);
    expect(glances).toContain('验收中 · 剩 10 天');
    expect(glances).toContain('已逾期 3 天');
    expect(screen.getByText('已验收 0/2')).toBeTruthy();
    expect(screen.getByText('4.5 分 · 2 条评价')).toBeTruthy();
  });

  it('reads in English too, with no raw state values', async () => {
    server.answer('get', { [DETAIL]: project() });
    await renderView('en-US');
    expect(await screen.findAllByText('In review · 10 days left')).toHaveLength(2);
    expect(screen.getAllByText('Overdue by 3 days').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/\b(SUBMITTED|IN_PROGRESS|PLANNED|PARTY_A)\b/);
  });

  it('shows a delivery with its files and accepts it after a confirmation', async () => {
    server.answer('get', { [DETAIL]: project() });
    server.answer('post', {
      [apiPath(PROJECTS_API.accept, { id: 'm1' })]: project({ milestonesList: [milestone({ state: 'ACCEPTED', acceptedAt: 1 })] }),
    });
    await renderView();
    expect(await screen.findByRole('button', { name: /下载 原型说明.pdf|原型说明.pdf/ })).toBeTruthy();
    expect(screen.getByText('原型已完成，请验收')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '验收通过' }));
    const confirm = await screen.findByText('确认验收通过该里程碑？');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: '验收通过' }));
    await waitFor(() => expect(server.post).toHaveBeenCalledWith('/api/projects/milestones/m1/accept'));
  });

  it('sends a delivery back only with a reason, and posts the reason', async () => {
    server.answer('get', { [DETAIL]: project() });
    server.answer('post', { [apiPath(PROJECTS_API.sendBack, { id: 'm1' })]: project() });
    await renderView();
    fireEvent.click(await screen.findByRole('button', { name: SEND_BACK }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: SEND_BACK }));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    expect(server.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('退回原因'), { target: { value: '  缺少接口文档  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: SEND_BACK }));
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith('/api/projects/milestones/m1/send-back', { reason: '缺少接口文档' }, { silent: true }),
    );
  });

  it('offers no action to an account that may only read', async () => {
    server.answer('get', { [DETAIL]: project({ can: { cancel: false, dispute: false, plan: false, review: false } }) });
    await renderView('zh-CN', 'REQ');
    expect(await screen.findByText('电商后台订单系统重构')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '验收通过' })).toBeNull();
    expect(screen.queryByRole('button', { name: '发起争议' })).toBeNull();
    expect(screen.queryByRole('button', { name: '提议取消项目' })).toBeNull();
  });

  it('says a project of another company is not found, without a retry', async () => {
    server.answer('get', { [DETAIL]: apiError('NOT_FOUND', '不存在', {}, 404) });
    await renderView();
    expect(await screen.findByText('找不到该项目')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重\s?试/ })).toBeNull();
  });

  it('opens a dispute with a reason; the frozen project says so', async () => {
    const disputed = project({
      status: 'DISPUTED',
      disputes: [
        {
          id: 'x1',
          status: 'OPEN',
          openedBy: 'PARTY_A',
          reason: '交付严重延期',
          decision: null,
          note: null,
          createdAt: 1,
          resolvedAt: null,
        },
      ],
      can: { cancel: false, dispute: false, review: false, plan: false },
    });
    serveProject(project(), { [apiPath(PROJECTS_API.dispute, { id: 'p1' })]: disputed });
    await renderView();
    fireEvent.click(await screen.findByRole('button', { name: '发起争议' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('争议原因'), { target: { value: '交付严重延期' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发起争议' }));
    expect(await screen.findByText('你方发起了争议，项目已冻结，平台客服正在处理。')).toBeTruthy();
    expect(server.post).toHaveBeenCalledWith('/api/projects/p1/dispute', { reason: '交付严重延期' }, { silent: true });
  });
});

describe('project work page (supplier)', () => {
  const supplierProject = (overrides: ProjectOverrides = {}) =>
    project({
      side: 'SUPPLIER',
      milestonesList: [
        milestone({ state: 'SENT_BACK', reason: '缺少接口文档' }),
        milestone({ id: 'm2', position: 1, name: '开发与上线', share: 60, amount: 60_000 }),
      ],
      submissions: [submission({ outcome: 'SENT_BACK', reason: '缺少接口文档' })],
      can: { work: true, plan: false, review: false },
      ...overrides,
    });
  const renderProcess = () =>
    renderPage(<ProcessPage />, { path: `/${PROCESS}`, route: '/workstation/project/work/process/p1', user: user({ role: 'SUP' }) });

  it('shows why a delivery came back, and reports progress with notes', async () => {
    server.answer('get', { [DETAIL]: supplierProject() });
    server.answer('post', { [apiPath(PROJECTS_API.progress, { id: 'm2' })]: supplierProject() });
    await renderProcess();
    expect((await screen.findAllByText('缺少接口文档')).length).toBeGreaterThan(0);
    const second = screen.getAllByTestId('milestone-card')[1];
    fireEvent.click(within(second).getByRole('button', { name: '汇报进度' }));
    fireEvent.change(await screen.findByLabelText('进度说明'), { target: { value: '完成了订单拆分' } });
    fireEvent.click(screen.getByRole('button', { name: '提交汇报' }));
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        '/api/projects/milestones/m2/progress',
        { notes: '完成了订单拆分', fileIds: [] },
        { silent: true },
      ),
    );
  });

  it('asks for a file before a delivery goes to review', async () => {
    server.answer('get', { [DETAIL]: supplierProject() });
    await renderProcess();
    const first = (await screen.findAllByTestId('milestone-card'))[0];
    fireEvent.click(within(first).getByRole('button', { name: '提交交付' }));
    fireEvent.change(await screen.findByLabelText('交付说明'), { target: { value: '补充了接口文档' } });
    fireEvent.click(screen.getByRole('button', { name: '提交验收' }));
    expect(await screen.findByText('请至少上传一个交付文件')).toBeTruthy();
    expect(server.post).not.toHaveBeenCalled();
  });

  it('answers a proposed plan change: accept', async () => {
    const proposed = supplierProject({
      revisions: [
        {
          id: 'v1',
          number: 1,
          status: 'PROPOSED',
          note: '增加测试阶段',
          milestones: [
            {
              id: 'm1',
              name: '需求分析与原型',
              description: '梳理业务流程并交付可点击原型',
              dueDate: milestone().dueDate,
              deliverables: '原型链接与需求说明书',
              share: 30,
            },
            { name: '测试', description: '', dueDate: milestone().dueDate, deliverables: '', share: 70 },
          ],
          createdAt: 1,
          decidedAt: null,
        },
      ],
      can: { work: true, answerRevision: true, plan: false, review: false },
    });
    server.answer('get', { [DETAIL]: proposed });
    server.answer('post', { [apiPath(PROJECTS_API.acceptRevision, { id: 'v1' })]: supplierProject() });
    await renderPage(<ProcessPage />, {
      path: `/${PROCESS}`,
      route: '/workstation/project/work/process/p1?tab=revisions',
      user: user({ role: 'SUP' }),
    });
    expect(await screen.findByText('说明：增加测试阶段')).toBeTruthy();
    expect(screen.getByText('新增')).toBeTruthy();
    expect(screen.getByText('修改')).toBeTruthy();
    expect(screen.getByText('删除')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '同意变更' }));
    const confirm = await screen.findByText('同意后新计划立即生效。');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: '同意变更' }));
    await waitFor(() => expect(server.post).toHaveBeenCalledWith('/api/projects/revisions/v1/accept'));
  });
});

describe('chat with the other party', () => {
  const RESPONSE = apiPath(RESPONSES_API.response, { id: 'r1' });
  /** What the button reads of the project's response: its id and the other party it links (the rest is not used). */
  const linked = { id: 'r1', chatCompanyId: 'sup-co' } as ResponseView;

  it("opens the project's conversation (the direct one its response links) and goes to it", async () => {
    server.answer('get', { [DETAIL]: project(), [RESPONSE]: linked });
    server.answer('post', { [CHAT_API.withCompany]: { conversationId: 'conv-9' } });
    await renderPage(<ViewPage />, {
      path: `/${VIEW}`,
      route: '/workstation/project/published/p1/view',
      user: user({ memberLevel: 'VIP' }),
      lang: 'en-US',
    });
    fireEvent.click(await screen.findByRole('button', { name: /Chat with this company/ }));
    expect(await navigatedTo()).toBe('/chat?c=conv-9');
    expect(server.post).toHaveBeenCalledWith(CHAT_API.withCompany, { companyId: 'sup-co', responseId: 'r1' });
  });

  it('offers nothing to an account that may not chat, and reads nothing for it', async () => {
    server.answer('get', { [DETAIL]: project() });
    await renderView('en-US');
    expect(await screen.findByText('电商后台订单系统重构')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Chat with this company/ })).toBeNull();
    expect(server.get.mock.calls.map(([path]) => path)).not.toContain(RESPONSE);
  });
});
