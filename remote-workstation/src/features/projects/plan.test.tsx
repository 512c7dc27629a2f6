import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, PROJECTS_API, type PlanBody } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { milestone, project } from './fixtures';
import PlanPage from './pages/PlanPage';

const server = mockApi();
const PATH = '/workstation/project/published/:requirementProgressId/create';
const DETAIL = apiPath(PROJECTS_API.project, { id: 'p1' });
const PLAN = apiPath(PROJECTS_API.plan, { id: 'p1' });

const fresh = project({ status: 'STARTED', milestonesList: [], submissions: [], events: [], startedAt: null });

async function renderPlan(p = fresh, ready = '电商后台订单系统重构') {
  server.answer('get', { [DETAIL]: p });
  await renderPage(<PlanPage />, { path: PATH, route: '/workstation/project/published/p1/create', user: user() });
  await screen.findByText(ready);
}

const card = (n: number) => screen.getAllByTestId('plan-milestone')[n];

describe('milestone plan', () => {
  it('starts with one milestone taking the whole amount, and adds the next with the share left', async () => {
    await renderPlan();
    expect(screen.getByRole('heading', { name: '制定里程碑计划' })).toBeTruthy();
    expect(screen.getByTestId('share-total').textContent).toContain('占比合计 100% / 100%');
    fireEvent.change(within(card(0)).getByLabelText('金额占比'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: /添加里程碑/ }));
    await waitFor(() => expect(screen.getAllByTestId('plan-milestone')).toHaveLength(2));
    expect((within(card(1)).getByLabelText('金额占比') as HTMLInputElement).value).toBe('60');
  });

  it('refuses shares that do not add up to 100, and names the rule', async () => {
    await renderPlan();
    fireEvent.change(within(card(0)).getByLabelText('名称'), { target: { value: '原型' } });
    fireEvent.change(within(card(0)).getByLabelText('金额占比'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: '保存计划' }));
    expect(await screen.findByText('各里程碑的占比合计须为 100%')).toBeTruthy();
    expect(server.put).not.toHaveBeenCalled();
  });

  it('saves the plan and goes to the project', async () => {
    let body: PlanBody | undefined;
    server.answer('put', {
      [PLAN]: (sent: PlanBody) => {
        body = sent;
        return project({ status: 'STARTED', milestonesList: [milestone()] });
      },
    });
    await renderPlan();
    fireEvent.change(within(card(0)).getByLabelText('名称'), { target: { value: '  原型  ' } });
    fireEvent.change(within(card(0)).getByLabelText('应交付成果'), { target: { value: '原型链接' } });
    fireEvent.click(screen.getByRole('button', { name: '保存计划' }));
    expect(await navigatedTo()).toBe('/workstation/project/published/p1/view');
    expect(body?.milestones).toEqual([expect.objectContaining({ name: '原型', deliverables: '原型链接', share: 100, description: '' })]);
    expect(body?.milestones[0].dueDate).toBeGreaterThan(Date.now());
  });

  it('after the start sends a revision with a note, keeping an accepted milestone exactly as it was', async () => {
    const accepted = milestone({ state: 'ACCEPTED', acceptedAt: 1, dueDate: 1_700_000_123_456 });
    const running = project({ milestonesList: [accepted, milestone({ id: 'm2', position: 1, name: '开发', share: 60, amount: 60_000 })] });
    let body: PlanBody | undefined;
    server.answer('put', {
      [PLAN]: (sent: PlanBody) => {
        body = sent;
        return running;
      },
    });
    await renderPlan(running);
    expect(screen.getByText(/保存后作为计划变更发给供应商/)).toBeTruthy();
    expect(within(card(0)).getByText('已验收的里程碑不能修改')).toBeTruthy();
    expect(within(card(0)).queryByRole('button', { name: /删除里程碑/ })).toBeNull();
    fireEvent.change(within(card(1)).getByLabelText('名称'), { target: { value: '开发与联调' } });
    fireEvent.change(screen.getByLabelText('变更说明'), { target: { value: '增加联调' } });
    fireEvent.click(screen.getByRole('button', { name: '提交变更' }));
    expect(await navigatedTo()).toBe('/workstation/project/published/p1/view?tab=revisions');
    expect(body?.note).toBe('增加联调');
    expect(body?.milestones[0]).toEqual({
      id: 'm1',
      name: accepted.name,
      description: accepted.description,
      dueDate: 1_700_000_123_456,
      deliverables: accepted.deliverables,
      share: 40,
    });
    expect(body?.milestones[1]).toEqual(
      expect.objectContaining({ id: 'm2', name: '开发与联调', dueDate: running.milestonesList[1].dueDate }),
    );
  });

  it('tells the reader when the plan cannot change', async () => {
    await renderPlan(project({ status: 'COMPLETED', can: { plan: false } }), '现在不能修改计划');
    expect(screen.queryByRole('button', { name: '保存计划' })).toBeNull();
  });
});
