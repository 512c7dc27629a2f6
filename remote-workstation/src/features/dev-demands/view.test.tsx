import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMANDS_API, type Demand } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, DEMAND_ID, demand } from './fixtures';
import ViewPage from './pages/ViewPage';
import { navigatedTo, renderPage } from '@test/render';
import { button } from '@test/form';

const server = mockApi();
const { post, put } = server;
const BASE = '/workstation/published/dev';
const ACTIONS = ['变更需求', '编辑', '修改并重新提交', '提交审核', '评审响应', '提前截止', '取消需求', '删除'];

function serve(d: Demand) {
  server.answer('get', {
    [`/api/demands/${DEMAND_ID}`]: d,
    [`/api/demands/${DEMAND_ID}/questions`]: [
      { id: 'q1', question: '是否需要支持移动端？', answer: null, askedAt: Date.now() - 3_600_000, answeredAt: null, mine: false },
      {
        id: 'q2',
        question: '现有系统用什么技术？',
        answer: 'Java 与 Vue',
        askedAt: Date.now() - 7_200_000,
        answeredAt: Date.now(),
        mine: false,
      },
    ],
    [`/api/demands/${DEMAND_ID}/revisions`]: [],
    [`/api/demands/${DEMAND_ID}/events`]: [
      {
        id: 'e1',
        action: 'APPROVED',
        actor: '平台审核',
        fromStatus: 'PENDING',
        toStatus: 'PUBLISHED',
        detail: null,
        createdAt: Date.now() - 86_400_000,
      },
    ],
  });
}

const open = () => renderPage(<ViewPage />, { path: `${BASE}/:requirementId/view`, route: `${BASE}/${DEMAND_ID}/view` });
const shownActions = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }));

describe('demand view', () => {
  it('shows the fields, the Markdown description and the attachment', async () => {
    serve(demand());
    await open();
    expect(await screen.findByText('背景', { selector: 'h4' })).toBeTruthy();
    expect(screen.getByText('改版', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载 需求说明书.pdf' })).toBeTruthy();
    expect(screen.getByText('价格')).toBeTruthy();
  });

  it.each([
    ['a published one', demand({}, { amend: true, close: true, cancel: true, answer: true }), ['变更需求', '提前截止', '取消需求']],
    ['a draft', demand({ status: 'DRAFT' }, { edit: true, submit: true, delete: true }), ['编辑', '提交审核', '删除']],
    ['a closed one', demand({ deadline: Date.now() - 1000 }, { evaluate: true, award: true, cancel: true }), ['评审响应', '取消需求']],
    ['a pending one', demand({ status: 'PENDING' }), []],
  ])('shows exactly the actions `can` allows for %s', async (_, d, expected) => {
    serve(d);
    await open();
    await screen.findByText('背景', { selector: 'h4' });
    expect(shownActions()).toEqual(expected);
  });

  it('shows the staff reason of a rejected demand and offers edit-and-resubmit', async () => {
    serve(demand({ status: 'REJECTED', reason: '请补充验收标准' }, { edit: true, submit: true }));
    await open();
    expect(await screen.findByText('请补充验收标准')).toBeTruthy();
    fireEvent.click(button('修改并重新提交'));
    expect(await navigatedTo()).toBe(`${BASE}/${DEMAND_ID}/edit`);
  });

  it('answers an unanswered question once', async () => {
    serve(demand({}, { answer: true }));
    put.mockResolvedValueOnce({});
    await open();
    fireEvent.click(await screen.findByRole('tab', { name: /问答澄清/ }));
    fireEvent.change(await screen.findByLabelText('回答第 1 个问题'), { target: { value: '需要，适配手机和平板' } });
    expect(screen.queryByLabelText('回答第 2 个问题')).toBeNull();
    fireEvent.click(button('回答（所有供应商可见）'));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/questions/q1/answer', { answer: '需要，适配手机和平板' }, { silent: true }));
  });

  it('cancels with a reason', async () => {
    serve(demand({}, { cancel: true }));
    post.mockResolvedValueOnce({});
    await open();
    fireEvent.click(await screen.findByRole('button', { name: '取消需求' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认取消需求' }));
    expect(await screen.findByText('请填写取消原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: '项目预算被冻结' } });
    fireEvent.click(screen.getByRole('button', { name: '确认取消需求' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(DEMANDS_API.cancel.replace(':id', DEMAND_ID), { reason: '项目预算被冻结' }, { silent: true }),
    );
  });

  it('shows the audit trail', async () => {
    serve(demand());
    await open();
    fireEvent.click(await screen.findByRole('tab', { name: '操作记录' }));
    expect(await screen.findByText('审核通过')).toBeTruthy();
    expect(screen.getByText('待审核 → 征集中')).toBeTruthy();
  });

  it('says when the demand does not exist', async () => {
    server.answer('get', {
      [`/api/demands/${DEMAND_ID}`]: apiError('NOT_FOUND', '不存在', {}, 404),
      [`/api/demands/${DEMAND_ID}/questions`]: [],
      [`/api/demands/${DEMAND_ID}/revisions`]: [],
      [`/api/demands/${DEMAND_ID}/events`]: [],
    });
    await open();
    expect(await screen.findByText('找不到这个需求')).toBeTruthy();
  });
});
