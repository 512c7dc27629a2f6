import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, apiPath, DEMANDS_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { renderPage } from '@test/render';
import { ConsolePage } from './ConsolePage';
import { companyHistory, demand, demandSummary, paged, pendingCompany, submittedEvent } from './fixtures';

const server = mockApi();
const { get, put } = server;

function serve({ companies = [pendingCompany()], demands = [demandSummary()] } = {}) {
  server.answer('get', {
    [DEMANDS_API.queues]: { companies: companies.length, demands: demands.length, disputes: 0, certifications: 2 },
    [API.pendingCompanies]: paged(companies),
    [DEMANDS_API.pending]: paged(demands),
    [API.companyType]: [{ id: 'it', name: '信息技术' }],
    [API.province]: [{ code: '33', name: '浙江省' }],
    [API.city]: [{ code: '3301', name: '杭州市' }],
    [apiPath(DEMANDS_API.demand, { id: 'd1' })]: demand(),
    [apiPath(DEMANDS_API.events, { id: 'd1' })]: [submittedEvent],
    [apiPath(API.companyEvents, { companyId: 'c-sup-1' })]: companyHistory,
  });
  server.answer('put', {
    [apiPath(API.reviewCompany, { companyId: 'c-sup-1' })]: null,
    [apiPath(DEMANDS_API.verify, { id: 'd1' })]: demand({ status: 'PUBLISHED' }),
  });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function openFirstCompany() {
  await renderPage(<ConsolePage />);
  fireEvent.click(await screen.findByRole('button', { name: /^审\s?核$/ }));
  return screen.findByRole('dialog');
}

describe('staff console', () => {
  it('shows how many companies and demands wait in each queue', async () => {
    serve({ companies: [pendingCompany(), pendingCompany({ companyId: 'c2' })], demands: [demandSummary()] });
    await renderPage(<ConsolePage />);
    await waitFor(() => expect(within(screen.getByTestId('queue-companies')).getByText('2')).toBeTruthy());
    expect(within(screen.getByTestId('queue-demands')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('queue-certifications')).getByText('2')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(API.pendingCompanies, { page: 1, pageSize: 10 }, expect.anything());
  });

  it('says so when no company waits', async () => {
    serve({ companies: [] });
    await renderPage(<ConsolePage />);
    expect(await screen.findByText('暂无待审核的企业')).toBeTruthy();
    expect(screen.getByText(/所有提交都已处理/)).toBeTruthy();
  });

  it('shows every field of a company and approves it', async () => {
    serve();
    const drawer = await openFirstCompany();
    expect(within(drawer).getByText('91330100MA2H1234XY')).toBeTruthy();
    expect(await within(drawer).findByText('浙江省 · 杭州市')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /下载 营业执照\.pdf/ })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '审核通过' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/company/c-sup-1/review', { decision: 'APPROVE' }, { silent: true }));
  });

  it("shows the company's review history, newest first, with a rejection's notes per field", async () => {
    serve();
    const drawer = await openFirstCompany();
    const entries = await within(drawer).findAllByTestId('timeline-event');
    expect(entries.map((e) => within(e).getByText(/提交|驳回/, { selector: 'strong' }).textContent)).toEqual([
      '修改后重新提交',
      '驳回',
      '提交企业信息',
    ]);
    expect(within(entries[1]).getByText(/客服小美/)).toBeTruthy();
    expect(within(entries[1]).getByText('审核中 → 审核未通过')).toBeTruthy();
    expect(within(entries[1]).getByText('统一社会信用代码')).toBeTruthy();
  });

  it('rejects a company with a note per ticked field, sent per field and composed into the reason', async () => {
    serve();
    const drawer = await openFirstCompany();
    fireEvent.click(within(drawer).getByRole('button', { name: '驳回' }));
    fireEvent.click(button('确认驳回'));
    expect(await screen.findByText('请至少勾选一个有误的字段')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '公司名称' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '统一社会信用代码' }));
    fireEvent.change(await screen.findByLabelText('公司名称：问题说明'), { target: { value: '与营业执照不符' } });
    fireEvent.change(screen.getByLabelText('统一社会信用代码：问题说明'), { target: { value: '少' } });
    fireEvent.click(button('确认驳回'));
    expect(await screen.findByText('请用 2–200 个字写明问题')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('统一社会信用代码：问题说明'), { target: { value: ' 少一位 ' } });
    await waitFor(() =>
      expect(screen.getByTestId('reason-preview').textContent).toBe('公司名称：与营业执照不符；统一社会信用代码：少一位'),
    );
    fireEvent.click(button('确认驳回'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/company/c-sup-1/review',
        {
          decision: 'REJECT',
          reason: '公司名称：与营业执照不符；统一社会信用代码：少一位',
          fields: { companyName: '与营业执照不符', creditCode: '少一位' },
        },
        { silent: true },
      ),
    );
  });

  it('verifies a demand: a rejection needs a reason', async () => {
    serve({ companies: [] });
    await renderPage(<ConsolePage />);
    fireEvent.click(await screen.findByTestId('queue-demands'));
    fireEvent.click(await screen.findByRole('button', { name: /^审\s?核$/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/现有系统需要升级/)).toBeTruthy();
    expect(await within(drawer).findByText('提交审核')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '驳回' }));
    fireEvent.click(button('确认驳回'));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '预算区间与描述不一致' } });
    fireEvent.click(button('确认驳回'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/console/demands/d1/verify',
        { decision: 'REJECT', reason: '预算区间与描述不一致' },
        { silent: true },
      ),
    );
  });

  it('publishes a demand, in English too', async () => {
    serve({ companies: [] });
    await renderPage(<ConsolePage />, { lang: 'en-US' });
    expect(await screen.findByText('No companies waiting for review')).toBeTruthy();
    fireEvent.click(screen.getByTestId('queue-demands'));
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and publish' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/console/demands/d1/verify', { decision: 'APPROVE' }, { silent: true }));
  });
});
