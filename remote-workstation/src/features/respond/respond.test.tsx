import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPath, DEMANDS_API, MANPOWER_API, RESPONSES_API, type Demand, type Manpower } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { queryClient, queryKeys } from '@b2b/shared/query';
import { apiError } from '@test/fixtures';
import { renderPage } from '@test/render';
import { expectFieldError, type } from '@test/form';
import { RespondDialog } from './RespondDialog';

const server = mockApi();
const { post } = server;
const RESPOND = apiPath(RESPONSES_API.ofDemand, { id: 'd1' });

const demand = { id: 'd1', title: '供应链管理系统升级', budgetMin: 100_000, budgetMax: 200_000, currency: 'CNY' } as Demand;
const staff = { id: '7b0c4a1e-0000-4000-8000-000000000001', name: '张伟', title: '前端工程师' } as Manpower;
const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 100 });

function serve(people: Manpower[] = [staff]) {
  server.answer('get', { [apiPath(DEMANDS_API.demand, { id: 'd1' })]: demand, [MANPOWER_API.list]: paged(people) });
}

async function open(props: { onResponded?: () => void; onClose?: () => void } = {}) {
  await renderPage(<RespondDialog demandId="d1" open onClose={props.onClose ?? jest.fn()} onResponded={props.onResponded} />);
  await screen.findByText('响应：供应链管理系统升级');
}

const PROPOSAL = '分三期交付：需求梳理、核心模块开发、数据迁移与上线支持。';
const INVALID = '此项填写有误，请检查';
const send = () => fireEvent.click(screen.getByRole('button', { name: '提交响应' }));

function fill() {
  type('报价（CNY）', '150000');
  type('工期（天）', '45');
  type('方案说明', `  ${PROPOSAL}  `);
}

describe('respond dialog', () => {
  it('checks the fields before sending', async () => {
    serve();
    await open();
    type('方案说明', '太短了');
    send();
    await expectFieldError('报价（CNY）', '请输入报价');
    await expectFieldError('工期（天）', '请输入工期');
    await expectFieldError('方案说明', '方案说明至少 20 个字');
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the response, refreshes demands and responses everywhere, and reports back', async () => {
    serve();
    server.answer('post', { [RESPOND]: { id: 'r1' } });
    const onResponded = jest.fn();
    const onClose = jest.fn();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await open({ onResponded, onClose });
    fill();
    fireEvent.mouseDown(screen.getByLabelText('投入人员'));
    fireEvent.click(await screen.findByTitle('张伟 · 前端工程师'));
    send();
    await waitFor(() => expect(onResponded).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      RESPOND,
      { price: 150000, timelineDays: 45, proposal: PROPOSAL, attachmentIds: [], manpowerIds: [staff.id] },
      { silent: true },
    );
    expect(onClose).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.demands.all() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.responses.all() });
  });

  it('says clearly that the company has already responded', async () => {
    serve();
    server.answer('post', { [RESPOND]: apiError('ALREADY_RESPONDED', '已响应', {}, 409) });
    const onResponded = jest.fn();
    await open({ onResponded });
    fill();
    send();
    expect(await screen.findByTestId('respond-blocked-ALREADY_RESPONDED')).toBeTruthy();
    expect(screen.getByText('您的企业已经响应过这条需求')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的响应' }).getAttribute('href')).toBe('/workstation/published/sup/list');
    expect(onResponded).not.toHaveBeenCalled();
  });

  it('says so when the company is not approved', async () => {
    serve();
    server.answer('post', { [RESPOND]: apiError('COMPANY_NOT_APPROVED', '未审核', {}, 403) });
    await open();
    fill();
    send();
    expect(await screen.findByText('企业信息尚未审核通过')).toBeTruthy();
    expect(screen.getByRole('link', { name: '完善企业信息' }).getAttribute('href')).toBe('/auth/update-improve-info');
  });

  it('puts a server validation error under its field', async () => {
    serve();
    server.answer('post', { [RESPOND]: apiError('VALIDATION', 'invalid', { fields: ['/timelineDays'] }) });
    await open();
    fill();
    send();
    await expectFieldError('工期（天）', INVALID);
  });

  it('points to manpower when the company has no people yet', async () => {
    serve([]);
    await open();
    expect((await screen.findByTestId('manpower-empty')).textContent).toContain('请先到 工作台 › 人力 添加人员');
    expect(screen.getByRole('link', { name: '请先到 工作台 › 人力 添加人员' }).getAttribute('href')).toBe('/workstation/manpower');
  });
});
