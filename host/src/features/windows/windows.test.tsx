import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, SHOWCASE_API, type MyShowcase, type ShowcaseCard, type ShowcaseView } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { DEMO_USERS } from '@test/fixtures';
import { LocationProbe, renderPage } from '@test/render';
import EditWindowPage from './EditWindowPage';
import MyWindowPage from './MyWindowPage';
import ShowWindowsPage from './ShowWindowsPage';

const api = mockApi();
const image = { id: 'f1', url: '/api/files/f1', name: 'cover.png', size: 1000, contentType: 'image/png', thumbUrl: '/api/files/f1/thumb' };
const card = (companyId: string, companyName: string): ShowcaseCard => ({
  companyId,
  companyName,
  cover: image,
  excerpt: '十五年企业信息化经验',
  caseCount: 2,
  publishedAt: Date.UTC(2026, 0, 1),
  badges: [],
  rating: null,
  promoted: false,
});
const view: ShowcaseView = {
  companyId: 's1',
  companyName: '蓝鲸信息技术',
  cover: image,
  intro: '## 蓝鲸\n\n**ERP 实施**<script>alert(1)</script>',
  cases: [{ title: '零售 ERP', description: '300 家门店', images: [image] }],
  contacts: [{ name: '周经理', phone: '021-66660000', email: 'bd@example.com' }],
  publishedAt: Date.UTC(2026, 0, 1),
  updatedAt: Date.UTC(2026, 0, 1),
  badges: [{ kind: 'ISO27001', name: null }],
  rating: { average: 4.6, count: 3 },
};
const mine = (overrides: Partial<MyShowcase> = {}): MyShowcase => ({
  ...view,
  companyId: 'c1',
  companyName: '云帆软件',
  state: 'DRAFT',
  introZh: '云帆中文介绍',
  introEn: 'Sail in English',
  publishedAt: null,
  ...overrides,
});
const exposurePath = apiPath(SHOWCASE_API.addExposure, { type: 'partyB' });

beforeEach(() => window.localStorage.clear());

describe('showcase windows', () => {
  it('lists the other side’s windows, reports each card once a day and opens one window', async () => {
    const list = {
      list: [{ ...card('s1', '蓝鲸信息技术'), promoted: true, rating: { average: 4.6, count: 3 } }, card('s2', '北风数字工作室')],
      total: 2,
      page: 1,
      pageSize: 12,
    };
    api.answer('get', { [SHOWCASE_API.list]: list, [apiPath(SHOWCASE_API.window, { companyId: 's1' })]: view });
    api.answer('put', { [exposurePath]: { date: '2026-01-05', counted: true } });
    const { unmount } = await renderPage(
      <>
        <ShowWindowsPage />
        <LocationProbe />
      </>,
      { route: '/windows/partyBshow', user: DEMO_USERS.devMain },
    );
    expect(screen.getByRole('heading', { name: '乙方风采' })).toBeTruthy();
    expect(within(await screen.findByTestId('window-card-s1')).getByTestId('promoted').textContent).toBe('推广');
    expect(within(screen.getByTestId('window-card-s2')).queryByTestId('promoted')).toBeNull();
    // the company's rating where it has one; nothing (not "no ratings yet") where it has none
    expect(within(screen.getByTestId('window-card-s1')).getByTestId('rating').textContent).toContain('4.6（3 条评价）');
    expect(within(screen.getByTestId('window-card-s2')).queryByTestId('rating')).toBeNull();
    fireEvent.click(within(await screen.findByTestId('window-card-s1')).getByText('蓝鲸信息技术'));
    expect(await screen.findByTestId('window-detail')).toBeTruthy();
    expect(await screen.findByTestId('window-intro')).toBeTruthy();
    expect(screen.getByTestId('window-intro').innerHTML).not.toContain('<script');
    expect(screen.getByText('周经理')).toBeTruthy();
    expect(within(screen.getByTestId('window-detail')).getByText('ISO 27001 信息安全')).toBeTruthy();
    expect(within(screen.getByTestId('window-detail')).getByTestId('rating').textContent).toContain('4.6（3 条评价）');
    expect(screen.getByTestId('location').textContent).toContain('company=s1');
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(2));
    expect(api.put.mock.calls.map(([, body]) => body)).toEqual([{ visitCompanyId: 's1' }, { visitCompanyId: 's2' }]);
    unmount();

    await renderPage(<ShowWindowsPage />, { route: '/windows/partyBshow', user: DEMO_USERS.devMain });
    await screen.findByTestId('window-card-s1');
    expect(api.put).toHaveBeenCalledTimes(2);
  });

  it('shows the owner its draft, exposure and the publish action; a sub-account only reads', async () => {
    let state: MyShowcase['state'] = 'DRAFT';
    api.answer('get', {
      [SHOWCASE_API.mine]: () => mine({ state }),
      [SHOWCASE_API.exposure]: { today: 1, last7Days: 4, total: 9 },
    });
    api.answer('post', {
      [SHOWCASE_API.publish]: () => {
        state = 'PUBLISHED';
        return mine({ state });
      },
    });
    const { unmount } = await renderPage(<MyWindowPage />, { route: '/windows/partyB', user: DEMO_USERS.supMain, lang: 'en-US' });
    expect((await screen.findByTestId('window-state')).textContent).toBe('Draft');
    await waitFor(() => expect(screen.getByTestId('exposure-week').textContent).toContain('4'));
    expect(screen.getByTestId('exposure-total').textContent).toContain('9');
    expect(screen.getByText('Sail in English')).toBeTruthy();
    fireEvent.click(screen.getByTestId('window-publish'));
    await waitFor(() => expect(screen.getByTestId('window-state').textContent).toBe('Published'));
    expect(screen.getByTestId('window-unpublish')).toBeTruthy();
    unmount();

    api.answer('get', { [SHOWCASE_API.mine]: null });
    await renderPage(<MyWindowPage />, { route: '/windows/partyB', user: DEMO_USERS.supReq });
    expect(await screen.findByText('橱窗由企业主账号创建，请联系主账号。')).toBeTruthy();
    expect(screen.queryByTestId('window-create')).toBeNull();
  });

  it('saves the form as the window body and goes back to the own window', async () => {
    api.answer('get', { [SHOWCASE_API.mine]: null });
    const put = jest.fn((body: unknown) => mine({ introZh: (body as { introZh: string }).introZh }));
    api.answer('put', { [SHOWCASE_API.mine]: put });
    await renderPage(
      <>
        <EditWindowPage />
        <LocationProbe />
      </>,
      { route: '/windows/createPartyB', user: DEMO_USERS.supMain },
    );
    fireEvent.change(await screen.findByTestId('window-intro-zh'), { target: { value: '## 云帆\n\n工业软件' } });
    fireEvent.click(screen.getByTestId('case-add'));
    fireEvent.change(await screen.findByTestId('case-title-0'), { target: { value: '智慧工厂 MES' } });
    fireEvent.change(screen.getByTestId('contact-name-0'), { target: { value: '王经理' } });
    fireEvent.change(screen.getByTestId('contact-phone-0'), { target: { value: '021-55550000' } });
    fireEvent.click(screen.getByTestId('window-save'));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0][0]).toEqual({
      coverFileId: null,
      introZh: '## 云帆\n\n工业软件',
      introEn: '',
      cases: [{ title: '智慧工厂 MES', description: '', imageIds: [] }],
      contacts: [{ name: '王经理', phone: '021-55550000' }],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/windows/partyB'));
  });
});
