import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, DEMANDS_API, type Demand } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, DEMAND_ID, demand, REFERENCE } from './fixtures';
import EditPage from './pages/EditPage';
import { navigatedTo, renderPage } from '@test/render';
import { button, expectFieldError, isDisabled, type } from '@test/form';

const server = mockApi();
const { put, post } = server;
const BASE = '/workstation/published/dev';
const URL = `/api/demands/${DEMAND_ID}`;

function serve(d: Demand) {
  server.answer('get', {
    [URL]: d,
    [API.companyType]: REFERENCE.companyTypes,
    [API.province]: REFERENCE.provinces,
    [API.city]: (params: { provinceCode: string }) => REFERENCE.cities[params.provinceCode],
  });
}

const open = () => renderPage(<EditPage />, { path: `${BASE}/:requirementId/edit`, route: `${BASE}/${DEMAND_ID}/edit` });

describe('edit and amend', () => {
  it('amending a published demand: locked fields are disabled, the note is required, the warning explains', async () => {
    serve(demand({}, { amend: true }));
    await open();
    await screen.findByLabelText('需求标题');
    expect(screen.getByText('这是对已发布需求的变更')).toBeTruthy();
    expect(screen.getByText(/每一位已响应的供应商都会收到待办/)).toBeTruthy();
    expect(screen.getByText(/截止时间将自动延后 24 小时/)).toBeTruthy();
    for (const label of ['供应商类型', '所在省份', '所在城市', '密封报价', '匿名评审', '第 1 项权重', '第 1 项标准名称']) {
      expect(isDisabled(screen.getByLabelText(label))).toBe(true);
    }
    for (const label of ['需求标题', '最低预算', '最高预算', '需求描述']) expect(isDisabled(screen.getByLabelText(label))).toBe(false);
    expect(screen.getByRole('button', { name: /添加标准（最多 6 项）/ })).toHaveProperty('disabled', true);

    fireEvent.click(button('发布变更'));
    await expectFieldError('变更说明', '请说明本次变更的内容');
    expect(put).not.toHaveBeenCalled();
  });

  it('sends the amendment with its note and goes back to the demand', async () => {
    const d = demand({}, { amend: true });
    serve(d);
    put.mockResolvedValueOnce({ ...d, revision: 2 });
    await open();
    await screen.findByLabelText('需求标题');
    type('最高预算', '350000');
    type('变更说明', '预算上限调整为 35 万');
    fireEvent.click(button('发布变更'));
    expect(await navigatedTo()).toBe(`${BASE}/${DEMAND_ID}/view`);
    expect(put).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({
        budgetMax: 350000,
        amendNote: '预算上限调整为 35 万',
        criteria: d.criteria,
        categoryId: 'it',
        deadline: d.deadline,
      }),
      { silent: true },
    );
  });

  it('shows a field the server refuses to amend under it', async () => {
    serve(demand({}, { amend: true }));
    put.mockRejectedValueOnce(apiError('VALIDATION', '提交的信息有误', { fields: ['/deadline'] }));
    await open();
    await screen.findByLabelText('需求标题');
    type('变更说明', '延后截止');
    fireEvent.click(button('发布变更'));
    await expectFieldError('响应截止时间', '此项不符合要求，或在已发布的需求中不能变更');
  });

  it('a rejected demand: the reason stands above the form; edit and resubmit saves then submits', async () => {
    serve(demand({ status: 'REJECTED', reason: '请补充验收标准' }, { edit: true, submit: true }));
    put.mockResolvedValueOnce({});
    post.mockResolvedValueOnce({});
    await open();
    expect(await screen.findByText('请补充验收标准')).toBeTruthy();
    expect(screen.queryByLabelText('变更说明')).toBeNull();
    expect(isDisabled(screen.getByLabelText('供应商类型'))).toBe(false);
    fireEvent.click(button('修改并重新提交'));
    expect(await navigatedTo()).toBe(`${BASE}/verify`);
    expect(put.mock.calls[0][1]).not.toHaveProperty('amendNote');
    await waitFor(() => expect(post).toHaveBeenCalledWith(DEMANDS_API.submit.replace(':id', DEMAND_ID)));
  });

  it('says so when the demand may not be changed', async () => {
    serve(demand({ status: 'PENDING' }));
    await open();
    expect(await screen.findByText('这个需求现在不能修改')).toBeTruthy();
    expect(screen.queryByLabelText('需求标题')).toBeNull();
  });
});
