import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type CompanyInfo } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { useSession } from '@b2b/shared/session';
import { apiError, user } from '@test/fixtures';
import { company, companyDetails } from '../../test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { choose, expectFieldError, type } from '@test/form';
import { RegisterImproveInfoPage } from './RegisterImproveInfoPage';
import RejectImproveInfoRoute from './RejectImproveInfoPage';
import UpdateImproveInfoRoute from './UpdateImproveInfoPage';

const server = mockApi();
const { get, post, put } = server;

const CITIES: Record<string, { code: string; name: string }[]> = {
  '31': [{ code: '3101', name: '上海市辖区' }],
  '44': [
    { code: '4401', name: '广州市' },
    { code: '4403', name: '深圳市' },
  ],
};

/** The reference data every company form loads, plus the company and the signed-in user. */
function serve(companyInfo: CompanyInfo | (() => CompanyInfo | Error), me = user()) {
  server.answer('get', {
    [API.companyInfo]: companyInfo,
    [API.companyType]: [
      { id: 'it', name: '信息技术' },
      { id: 'mfg', name: '制造业' },
    ],
    [API.province]: [
      { code: '31', name: '上海市' },
      { code: '44', name: '广东省' },
    ],
    [API.city]: (params: { provinceCode: string }) => CITIES[params.provinceCode],
    [API.userInfo]: me,
  });
}

function signIn(me = user()) {
  useSession.getState().applySession({ token: 't1', expires: Date.now() + 3_600_000, user: me });
}

const newCompany = (role: 'DEV' | 'SUP') => company({ role, approvalStatus: 'AWAIT_APPROVAL', info: null });

const openRegister = () => renderPage(<RegisterImproveInfoPage />, { path: '/auth/register-improve-info' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function fillRequired() {
  type('统一社会信用代码', '91310000ma1fl4ab3c');
  await choose('企业类型', '信息技术');
  await choose('所在省份', '上海市');
  await choose('所在城市', '上海市辖区');
  type('详细地址', '浦东新区张江路 88 号 6 楼');
  type('联系人', '李雷');
  type('联系电话', '021-55556666');
}

beforeEach(() => {
  useSession.getState().clear();
  signIn(user({ refined: false, companyApprovalStatus: 'AWAIT_APPROVAL' }));
});

describe('register-improve-info', () => {
  it('prefills the company name and lists the missing required fields', async () => {
    serve(newCompany('DEV'));
    await openRegister();
    const name = (await screen.findByLabelText('公司名称')) as HTMLInputElement;
    expect(name.value).toBe('上海云启科技有限公司');
    fireEvent.click(button('提交'));
    for (const text of [
      '请输入统一社会信用代码',
      '请选择企业类型',
      '请选择所在省份',
      '请选择所在城市',
      '请输入详细地址',
      '请输入联系人姓名',
      '请输入联系电话',
    ]) {
      expect(await screen.findByText(text, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('explains the credit code, upper-cases it and rejects a wrong one', async () => {
    serve(newCompany('DEV'));
    await openRegister();
    expect(await screen.findByText(/营业执照上的 18 位代码/)).toBeTruthy();
    type('统一社会信用代码', '91310000io1fl4ab3c');
    expect((screen.getByLabelText('统一社会信用代码') as HTMLInputElement).value).toBe('91310000IO1FL4AB3C');
    await expectFieldError('统一社会信用代码', '统一社会信用代码格式不正确');
  });

  it('loads the cities of the chosen province and clears the city when the province changes', async () => {
    serve(newCompany('DEV'));
    await openRegister();
    await screen.findByLabelText('所在省份');
    await choose('所在省份', '广东省');
    await waitFor(() => expect(get).toHaveBeenCalledWith(API.city, { provinceCode: '44' }, expect.anything()));
    await choose('所在城市', '深圳市');
    await choose('所在省份', '上海市');
    await waitFor(() => expect(get).toHaveBeenCalledWith(API.city, { provinceCode: '31' }, expect.anything()));
    fireEvent.click(button('提交'));
    expect(await screen.findByText('请选择所在城市', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
  });

  it('posts the details, refreshes the session and takes a demand-side company home', async () => {
    serve(newCompany('DEV'), user({ refined: true, companyApprovalStatus: 'APPROVED' }));
    post.mockResolvedValueOnce(null);
    await openRegister();
    await screen.findByLabelText('公司名称');
    await fillRequired();
    fireEvent.click(button('提交'));
    expect(await navigatedTo()).toBe('/home');
    expect(post).toHaveBeenCalledWith(
      API.improveInfo,
      {
        companyName: '上海云启科技有限公司',
        creditCode: '91310000MA1FL4AB3C',
        companyTypeId: 'it',
        provinceCode: '31',
        cityCode: '3101',
        address: '浦东新区张江路 88 号 6 楼',
        contactName: '李雷',
        contactPhone: '021-55556666',
      },
      { silent: true },
    );
    expect(get).toHaveBeenCalledWith(API.userInfo, undefined, expect.anything());
    expect(useSession.getState().user?.refined).toBe(true);
  });

  it('tells a supplier that the details wait for review', async () => {
    serve(newCompany('SUP'), user({ role: 'SUP', refined: true, companyApprovalStatus: 'INFO_SUBMIT' }));
    post.mockResolvedValueOnce(null);
    await openRegister();
    await screen.findByLabelText('公司名称');
    await fillRequired();
    type('企业官网', 'https://yunqi.example.cn');
    fireEvent.click(button('提交'));
    expect(await screen.findByText('已提交，等待审核')).toBeTruthy();
    expect(post.mock.calls[0][1]).toMatchObject({ website: 'https://yunqi.example.cn' });
    fireEvent.click(button('返回首页'));
    expect(await navigatedTo()).toBe('/home');
  });

  it('shows a company name taken by another company under the name', async () => {
    serve(newCompany('DEV'));
    post.mockRejectedValueOnce(apiError('COMPANY_EXISTS', '该公司名称已被注册', {}, 409));
    await openRegister();
    await screen.findByLabelText('公司名称');
    await fillRequired();
    fireEvent.click(button('提交'));
    await expectFieldError('公司名称', '该公司名称已被注册');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('checks the optional website format', async () => {
    serve(newCompany('DEV'));
    await openRegister();
    await screen.findByLabelText('企业官网');
    type('企业官网', 'yunqi.example.cn');
    await expectFieldError('企业官网', '请输入以 http:// 或 https:// 开头');
  });

  it('goes to update-improve-info when the details were already submitted', async () => {
    serve(company());
    await openRegister();
    expect(await navigatedTo()).toBe('/auth/update-improve-info');
  });
});

describe('update-improve-info', () => {
  const openUpdate = () => renderPage(<UpdateImproveInfoRoute />, { path: '/auth/update-improve-info' });

  it('shows the review status and the submitted details, and saves changes with PUT', async () => {
    let current = company({ approvalStatus: 'APPROVED' });
    serve(() => current);
    put.mockImplementationOnce(async (_url, body) => {
      current = company({ approvalStatus: 'INFO_SUBMIT', info: body as typeof companyDetails, updatedAt: 2 });
      return null;
    });
    await openUpdate();
    expect(await screen.findByText('已认证')).toBeTruthy();
    expect((screen.getByLabelText('详细地址') as HTMLInputElement).value).toBe(companyDetails.address);
    expect((screen.getByLabelText('企业简介') as HTMLTextAreaElement).value).toBe(companyDetails.introduction);
    type('详细地址', '浦东新区科苑路 1 号');
    fireEvent.click(button('保存'));
    expect(await screen.findByText('企业信息已保存')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(API.improveInfo, { ...companyDetails, address: '浦东新区科苑路 1 号' }, { silent: true });
    expect(await screen.findByText('审核中')).toBeTruthy();
  });

  it("shows the company's logo and licence, keeps them on save, and shows a refused file under its uploader", async () => {
    const file = (id: string, name: string) => ({
      id,
      name,
      url: `/api/files/${id}`,
      size: 2048,
      contentType: 'application/pdf',
    });
    const logo = { ...file('11111111-1111-4111-8111-111111111111', 'logo.png'), contentType: 'image/png' };
    const licence = file('22222222-2222-4222-8222-222222222222', '营业执照.pdf');
    serve(
      company({
        approvalStatus: 'APPROVED',
        info: { ...companyDetails, logoFileId: logo.id, licenceFileIds: [licence.id] },
        logo,
        licences: [licence],
      }),
    );
    put.mockRejectedValueOnce(apiError('FILE_NOT_ATTACHABLE', '附件不存在或不能用在这里，请重新上传', { fields: ['/licenceFileIds'] }));
    await openUpdate();
    expect(await screen.findByText('营业执照.pdf')).toBeTruthy();
    expect(screen.getByText('logo.png')).toBeTruthy();
    fireEvent.click(button('保存'));
    await expectFieldError('营业执照', '附件不存在或不能用在这里，请重新上传');
    expect(put).toHaveBeenCalledWith(
      API.improveInfo,
      { ...companyDetails, logoFileId: logo.id, licenceFileIds: [licence.id] },
      { silent: true },
    );
  });

  it('goes to register-improve-info when nothing was submitted yet', async () => {
    serve(newCompany('DEV'));
    await openUpdate();
    expect(await navigatedTo()).toBe('/auth/register-improve-info');
  });

  it('offers a retry when the company cannot be loaded', async () => {
    let fail = true;
    serve(() => (fail ? apiError('INTERNAL', '服务器发生错误', {}, 500) : company()));
    await openUpdate();
    expect(await screen.findByText('企业信息加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(button('重试'));
    expect(await screen.findByLabelText('公司名称')).toBeTruthy();
  });
});

describe('update-improve-info/reject', () => {
  const openReject = () => renderPage(<RejectImproveInfoRoute />, { path: '/auth/update-improve-info/reject' });

  it('shows the reason prominently and resubmits for review', async () => {
    let current = company({ role: 'SUP', approvalStatus: 'INFO_REJECT', rejectReason: '营业执照与公司名称不一致' });
    serve(() => current);
    put.mockImplementationOnce(async (_url, body) => {
      current = company({ role: 'SUP', approvalStatus: 'INFO_SUBMIT', info: body as typeof companyDetails, updatedAt: 2 });
      return null;
    });
    await openReject();
    const reason = (await screen.findByText('营业执照与公司名称不一致')).closest('[role="alert"]') as HTMLElement;
    expect(reason.className).toContain('ant-alert-error');
    expect(within(reason).getByText('企业信息审核未通过')).toBeTruthy();
    expect(screen.getByText('审核未通过', { selector: '.ant-tag' })).toBeTruthy();

    type('公司名称', '上海云启信息科技有限公司');
    fireEvent.click(button('重新提交'));
    expect(await screen.findByText('已重新提交，等待审核')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(API.improveInfo, { ...companyDetails, companyName: '上海云启信息科技有限公司' }, { silent: true });
    expect(await screen.findByText('审核中', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByText('营业执照与公司名称不一致')).toBeNull();
  });

  it("puts the reviewer's note under each field to correct, and drops the notes once resubmitted", async () => {
    const rejectFields = { companyName: '请填写营业执照上的全称', licences: '扫描件不清晰' };
    let current = company({ role: 'SUP', approvalStatus: 'INFO_REJECT', rejectReason: '两处需要修改', rejectFields });
    serve(() => current);
    put.mockImplementationOnce(async (_url, body) => {
      current = company({ role: 'SUP', approvalStatus: 'INFO_SUBMIT', info: body as typeof companyDetails, updatedAt: 2 });
      return null;
    });
    await openReject();
    expect(await screen.findByText('需要修改的项目已在下方标出。')).toBeTruthy();
    const notes = screen.getAllByTestId('reviewer-note');
    expect(notes.map((n) => n.textContent?.trim())).toEqual(['审核意见：请填写营业执照上的全称', '审核意见：扫描件不清晰']);
    const nameItem = screen.getByLabelText('公司名称').closest('.ant-form-item') as HTMLElement;
    expect(within(nameItem).getByTestId('reviewer-note')).toBeTruthy();
    const licenceItem = notes[1].closest('.ant-form-item') as HTMLElement;
    expect(within(licenceItem).getByText(/仅本企业和平台审核人员可见/)).toBeTruthy();

    type('公司名称', '上海云启信息科技有限公司');
    fireEvent.click(button('重新提交'));
    expect(await screen.findByText('已重新提交，等待审核')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('reviewer-note')).toHaveLength(0));
  });
});

describe('a visitor on a company details page', () => {
  it.each([
    ['/auth/register-improve-info', <RegisterImproveInfoPage key="register" />],
    ['/auth/update-improve-info', <UpdateImproveInfoRoute key="update" />],
    ['/auth/update-improve-info/reject', <RejectImproveInfoRoute key="reject" />],
  ])('%s asks to sign in first, without asking the API', async (path, page) => {
    useSession.getState().clear();
    server.get.mockClear();
    await renderPage(page, { path, lang: 'en-US' });
    expect(await screen.findByText('Sign in to see your company details')).toBeTruthy();
    expect(server.get.mock.calls.map(([url]) => url)).not.toContain(API.companyInfo);
    expect(screen.queryByText('The company details could not be loaded')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await navigatedTo()).toBe('/auth/login');
  });
});
