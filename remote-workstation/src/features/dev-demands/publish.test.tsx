import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { API, DEMANDS_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { useSession } from '@b2b/shared/session';
import { apiError, demand, FILE_ID, HOUR, REFERENCE, user } from './fixtures';
import { draftKey, writeDraft } from './lib/draft-storage';
import { newDemandValues } from './lib/defaults';
import { AUTOSAVE_MS } from './lib/use-draft-autosave';
import PublishPage from './pages/PublishPage';
import { navigatedTo, renderPage } from '@test/render';
import { button, choose, expectFieldError, type } from '@test/form';

const server = mockApi();
const { get, post } = server;
const PATH = '/workstation/published/dev/publish';
const KEY = draftKey('u1');

function serve() {
  server.answer('get', {
    [API.companyType]: REFERENCE.companyTypes,
    [API.province]: REFERENCE.provinces,
    [API.city]: (params: { provinceCode: string }) => REFERENCE.cities[params.provinceCode],
  });
}

const open = () => renderPage(<PublishPage />, { path: PATH });

/** A stored autosave draft, as if the user had left the page mid-way. */
function storeDraft(overrides: Record<string, unknown>, savedAt = Date.now() - HOUR) {
  writeDraft(KEY, { ...newDemandValues(), ...overrides }, savedAt);
}

const deadline = dayjs().add(10, 'day').startOf('minute');
const complete = {
  title: '企业官网改版与后台开发',
  categoryId: 'it',
  provinceCode: '31',
  cityCode: '3101',
  budgetMin: 100000,
  budgetMax: 300000,
  deadline,
  description: '我们需要改版企业官网，并开发内容管理后台，支持多语言。',
  attachmentIds: [{ id: FILE_ID, name: '需求说明书.pdf', url: `/api/files/${FILE_ID}`, size: 1024, contentType: 'application/pdf' }],
};

beforeEach(() => {
  localStorage.clear();
  useSession.getState().applySession({ token: 't1', expires: Date.now() + HOUR, user: user() });
  serve();
});

describe('publish: validation', () => {
  it('lists every missing required field and posts nothing', async () => {
    await open();
    await screen.findByLabelText('需求标题');
    fireEvent.click(button('提交审核'));
    for (const text of ['请输入需求标题', '请选择供应商类型', '请选择所在省份', '请输入预算', '请选择响应截止时间', '请输入需求描述']) {
      expect(await screen.findAllByText(text, { selector: '.ant-form-item-explain-error' })).not.toHaveLength(0);
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the running sum of the weights and refuses weights that do not add up to 100', async () => {
    storeDraft(complete);
    await open();
    expect(await screen.findByText('权重合计 100 / 100')).toBeTruthy();
    type('第 2 项权重', '30');
    expect(await screen.findByText('权重合计 110 / 100')).toBeTruthy();
    fireEvent.click(button('提交审核'));
    expect(await screen.findByText('权重合计须为 100，当前为 110')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(button('删除第 3 项标准'));
    expect(await screen.findByText('权重合计 70 / 100')).toBeTruthy();
  });

  it('refuses a lower budget above the upper one', async () => {
    storeDraft(complete);
    await open();
    await screen.findByLabelText('最低预算');
    type('最低预算', '500000');
    fireEvent.click(button('提交审核'));
    await expectFieldError('最高预算', '最高预算不能低于最低预算');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a deadline less than 24 hours away', async () => {
    storeDraft({ ...complete, deadline: dayjs().add(3, 'hour') });
    await open();
    await screen.findByLabelText('响应截止时间');
    fireEvent.click(button('提交审核'));
    await expectFieldError('响应截止时间', '截止时间太早：至少要在 24 小时之后');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('publish: sending', () => {
  it('posts the demand body with submit: true and goes to the verification list', async () => {
    post.mockResolvedValueOnce(demand({ status: 'PENDING' }));
    storeDraft({ deadline, attachmentIds: complete.attachmentIds });
    await open();
    await screen.findByLabelText('需求标题');
    type('需求标题', complete.title);
    await choose('供应商类型', '信息技术');
    await choose('所在省份', '上海市');
    await waitFor(() => expect(get).toHaveBeenCalledWith(API.city, { provinceCode: '31' }, expect.anything()));
    await choose('所在城市', '上海市辖区');
    type('最低预算', '100000');
    type('最高预算', '300000');
    type('需求描述', complete.description);
    fireEvent.click(screen.getByLabelText('密封报价'));
    fireEvent.click(button('提交审核'));
    expect(await navigatedTo()).toBe('/workstation/published/dev/verify');
    expect(post).toHaveBeenCalledWith(
      DEMANDS_API.create,
      {
        title: complete.title,
        categoryId: 'it',
        description: complete.description,
        budgetMin: 100000,
        budgetMax: 300000,
        currency: 'CNY',
        deadline: deadline.valueOf(),
        provinceCode: '31',
        cityCode: '3101',
        attachmentIds: [FILE_ID],
        contactVisibility: 'RESPONDERS',
        lang: 'zh-CN',
        sealed: true,
        blind: false,
        criteria: [
          { key: 'price', name: '价格', weight: 40 },
          { key: 'timeline', name: '工期', weight: 20 },
          { key: 'quality', name: '方案质量', weight: 40 },
        ],
        submit: true,
      },
      { silent: true },
    );
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('saves a draft without submit and goes to the list', async () => {
    post.mockResolvedValueOnce(demand({ status: 'DRAFT' }));
    storeDraft(complete);
    await open();
    await screen.findByLabelText('需求标题');
    fireEvent.click(button('保存草稿'));
    expect(await navigatedTo()).toBe('/workstation/published/dev/List');
    expect(post.mock.calls[0][1]).not.toHaveProperty('submit');
    expect(post.mock.calls[0][1]).toMatchObject({ title: complete.title, attachmentIds: [FILE_ID] });
  });

  it('shows VALIDATION fields and FILE_NOT_ATTACHABLE under their fields', async () => {
    storeDraft(complete);
    post.mockRejectedValueOnce(apiError('VALIDATION', '提交的信息有误', { fields: ['/title', '/budgetMax'] }));
    await open();
    await screen.findByLabelText('需求标题');
    fireEvent.click(button('提交审核'));
    await expectFieldError('需求标题', '此项填写有误，请检查');
    await expectFieldError('最高预算', '此项填写有误，请检查');
    post.mockRejectedValueOnce(apiError('FILE_NOT_ATTACHABLE', '附件不存在或不能用在这里，请重新上传', { fields: ['/attachmentIds'] }));
    fireEvent.click(button('提交审核'));
    expect(await screen.findByText('附件不存在或不能用在这里，请重新上传', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
  });
});

describe('publish: autosave', () => {
  it('restores the autosaved form with a notice, and discards it on request', async () => {
    storeDraft({ title: '恢复的标题', budgetMin: 1000 });
    await open();
    expect(((await screen.findByLabelText('需求标题')) as HTMLInputElement).value).toBe('恢复的标题');
    expect(screen.getByText(/已恢复 .* 自动保存的内容/)).toBeTruthy();
    fireEvent.click(button(/丢\s*弃/));
    await waitFor(() => expect((screen.getByLabelText('需求标题') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText(/自动保存的内容/)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('saves the form to localStorage every few seconds while it is edited', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await open();
      await act(async () => jest.advanceTimersByTimeAsync(100));
      type('需求标题', '边写边存的需求');
      expect(localStorage.getItem(KEY)).toBeNull();
      await act(async () => jest.advanceTimersByTimeAsync(AUTOSAVE_MS + 100));
      expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').values).toMatchObject({ title: '边写边存的需求', currency: 'CNY' });
      expect(screen.getByText(/已自动保存/)).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
