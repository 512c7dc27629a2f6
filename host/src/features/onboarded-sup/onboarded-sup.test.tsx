import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, apiPath, DIRECTORY_API, FOLLOW_API, type CompanyCard, type Paged } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { DEMO_USERS } from '@test/fixtures';
import { LocationProbe, renderPage } from '@test/render';
import OnboardedSupPage from './OnboardedSupPage';

const mock = mockApi();

const card = (overrides: Partial<CompanyCard> = {}): CompanyCard => ({
  id: '11111111-1111-4111-8111-111111111111',
  role: 'SUP',
  name: '极光移动科技',
  nameEn: 'Aurora Mobile',
  logoUrl: null,
  companyTypeId: 'software',
  companyTypeName: '软件开发',
  provinceCode: '11',
  provinceName: '北京市',
  cityCode: '1101',
  cityName: '北京市',
  size: '101-500',
  headcount: 12,
  memberLevel: 'SVIP',
  promoted: true,
  followed: false,
  badges: [],
  rating: { average: 4.6, count: 12 },
  hasWindow: true,
  ...overrides,
});
const plain = card({
  id: '22222222-2222-4222-8222-222222222222',
  name: '青禾设计工作室',
  nameEn: null,
  memberLevel: 'ORDINARY',
  promoted: false,
  headcount: 0,
  size: null,
  provinceName: '浙江省',
  cityName: '杭州市',
  rating: null,
  hasWindow: false,
});
const paged = (list: CompanyCard[], total = list.length): Paged<CompanyCard> => ({ list, total, page: 1, pageSize: 12 });
const directoryCalls = () => mock.get.mock.calls.filter(([url]) => url === DIRECTORY_API.suppliers).map(([, query]) => query);

function serve(list: CompanyCard[] | ((query: Record<string, unknown>) => Paged<CompanyCard>) = [card(), plain]) {
  mock.answer('get', {
    [DIRECTORY_API.suppliers]: typeof list === 'function' ? list : paged(list),
    [API.companyType]: [{ id: 'design', name: '设计与创意' }],
    [API.province]: [{ code: '44', name: '广东省' }],
    [API.city]: [{ code: '4403', name: '深圳市' }],
  });
}

const renderDirectory = (lang: 'zh-CN' | 'en-US' = 'zh-CN', route = '/onboarded-sup') =>
  renderPage(
    <>
      <OnboardedSupPage />
      <LocationProbe />
    </>,
    { route, lang, user: DEMO_USERS.devMain },
  );

describe('onboarded suppliers page', () => {
  it('shows each supplier as a card: promoted mark, member level, type, region once, capacity', async () => {
    serve();
    await renderDirectory();
    const first = await screen.findByTestId(`supplier-card-${card().id}`);
    for (const text of ['极光移动科技', '推广', 'SVIP 会员', '软件开发', '北京市', '团队 12 人 · 规模 101–500 人']) {
      expect(within(first).getByText(text, { exact: false })).toBeTruthy();
    }
    const second = screen.getByTestId(`supplier-card-${plain.id}`);
    expect(within(second).queryByText('推广')).toBeNull();
    expect(within(second).getByText('浙江省 · 杭州市')).toBeTruthy();
    expect(within(second).getByText('暂未登记团队', { exact: false })).toBeTruthy();
    // Without a membership the supplier cannot chat: the button is there, disabled.
    expect((within(second).getByRole('button', { name: '与「青禾设计工作室」沟通' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(first).getByRole('button', { name: '与「极光移动科技」沟通' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('supplier-total').textContent).toBe('共 2 家供应商');
    expect(directoryCalls().at(-1)).toEqual({ page: 1, pageSize: 12 });
  });

  it('names the companies and labels in English', async () => {
    serve([card({ companyTypeName: 'Software development', provinceName: 'Beijing', cityName: 'Beijing' })]);
    await renderDirectory('en-US');
    const first = await screen.findByTestId(`supplier-card-${card().id}`);
    for (const text of ['Aurora Mobile', 'Promoted', 'Software development', '12 people on the team · 101–500 employees']) {
      expect(within(first).getByText(text, { exact: false })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Follow Aurora Mobile' })).toBeTruthy();
    expect(screen.getByTestId('supplier-total').textContent).toBe('1 supplier');
  });

  it('sends the filters as the directory query and keeps them in the URL', async () => {
    serve();
    await renderDirectory();
    await screen.findByTestId(`supplier-card-${card().id}`);
    const search = screen.getByRole('searchbox', { name: '搜索公司名称' });
    fireEvent.change(search, { target: { value: ' 极光 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(directoryCalls().at(-1)).toEqual({ page: 1, pageSize: 12, keyword: '极光' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '只看已关注' }));
    await waitFor(() => expect(directoryCalls().at(-1)).toMatchObject({ keyword: '极光', followed: true }));
    expect(screen.getByTestId('location').textContent).toBe('/onboarded-sup?q=%E6%9E%81%E5%85%89&followed=1');
  });

  it('shows the certificates as badges in the reader’s language and filters by certification', async () => {
    serve([
      card({
        badges: [
          { kind: 'ISO9001', name: null },
          { kind: 'OTHER', name: '软件企业证书' },
        ],
      }),
    ]);
    await renderDirectory('en-US', '/onboarded-sup?cert=CMMI');
    const first = await screen.findByTestId(`supplier-card-${card().id}`);
    expect(within(first).getByText('ISO 9001 quality')).toBeTruthy();
    expect(within(first).getByText('软件企业证书')).toBeTruthy();
    expect(directoryCalls().at(-1)).toEqual({ page: 1, pageSize: 12, certKind: 'CMMI' });
    const { filtersFromParams, toDirectoryQuery } = await import('./lib/directory-query');
    const any = filtersFromParams(new URLSearchParams('cert=ANY')).filters;
    expect(toDirectoryQuery(any, 1)).toEqual({ page: 1, pageSize: 12, certified: true });
    expect(filtersFromParams(new URLSearchParams('cert=ISO1')).filters.cert).toBeUndefined();
  });

  it('shows the published rating or "no ratings yet", and links a published window, in both languages', async () => {
    serve([card(), plain, card({ id: '33333333-3333-4333-8333-333333333333', rating: { average: 5, count: 1 }, hasWindow: false })]);
    await renderDirectory();
    const first = await screen.findByTestId(`supplier-card-${card().id}`);
    expect(within(first).getByTestId('rating').textContent).toContain('4.6（12 条评价）');
    expect(within(first).getByLabelText('评分 4.6（满分 5），共 12 条评价')).toBeTruthy();
    const link = within(first).getByRole('link', { name: '查看橱窗：极光移动科技' });
    expect(link.getAttribute('href')).toBe(`/windows/partyBshow?company=${card().id}`);
    const second = screen.getByTestId(`supplier-card-${plain.id}`);
    expect(within(second).getByTestId('rating').textContent).toBe('暂无评价');
    expect(within(second).queryByTestId('window-link')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/windows/partyBshow?company=${card().id}`));
  });

  it('says the rating in English, one rating in the singular', async () => {
    serve([card({ rating: { average: 5, count: 1 } }), plain]);
    await renderDirectory('en-US');
    const first = await screen.findByTestId(`supplier-card-${card().id}`);
    expect(within(first).getByTestId('rating').textContent).toContain('5.0 (1 rating)');
    expect(within(first).getByRole('link', { name: 'View window: Aurora Mobile' }).textContent).toContain('View window');
    expect(within(screen.getByTestId(`supplier-card-${plain.id}`)).getByTestId('rating').textContent).toBe('No ratings yet');
  });

  it('filters by rating and by window, from a link and from the filter bar', async () => {
    serve();
    await renderDirectory('zh-CN', '/onboarded-sup?rating=4.5');
    await screen.findByTestId(`supplier-card-${card().id}`);
    expect(directoryCalls().at(-1)).toEqual({ page: 1, pageSize: 12, minRating: 4.5 });
    fireEvent.click(screen.getByRole('checkbox', { name: '有企业橱窗' }));
    await waitFor(() => expect(directoryCalls().at(-1)).toEqual({ page: 1, pageSize: 12, minRating: 4.5, withWindow: true }));
    expect(screen.getByTestId('location').textContent).toBe('/onboarded-sup?rating=4.5&window=1');
  });

  it('reads the filters of a link', async () => {
    serve();
    await renderDirectory('zh-CN', '/onboarded-sup?province=44&city=4403&people=10&type=design&page=2');
    await screen.findByTestId(`supplier-card-${card().id}`);
    expect(directoryCalls().at(-1)).toEqual({
      page: 2,
      pageSize: 12,
      companyTypeId: 'design',
      provinceCode: '44',
      cityCode: '4403',
      minHeadcount: 10,
    });
  });

  it('follows and unfollows from a card, then fetches the page again', async () => {
    let followed = false;
    serve(() => paged([card({ followed })]));
    mock.answer('post', { [FOLLOW_API.list]: () => ((followed = true), { ...card(), followed: true, followedAt: 1 }) });
    mock.answer('delete', { [apiPath(FOLLOW_API.item, { id: card().id })]: () => ((followed = false), null) });
    await renderDirectory();
    fireEvent.click(await screen.findByRole('button', { name: '关注「极光移动科技」' }));
    await waitFor(() => expect(mock.post).toHaveBeenCalledWith(FOLLOW_API.list, { companyId: card().id }));
    const following = await screen.findByRole('button', { name: '已关注「极光移动科技」' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(following.textContent).toContain('已关注');
    fireEvent.click(following);
    await screen.findByRole('button', { name: '关注「极光移动科技」' });
    expect(mock.delete).toHaveBeenCalledWith(apiPath(FOLLOW_API.item, { id: card().id }));
  });

  it('opens the chat with a supplier from its card', async () => {
    serve();
    mock.answer('post', { [apiPath(DIRECTORY_API.chat, { id: card().id })]: { conversationId: 'c-1' } });
    await renderDirectory();
    fireEvent.click(await screen.findByRole('button', { name: '与「极光移动科技」沟通' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chat?c=c-1'));
  });

  it('says why the list is empty', async () => {
    serve([]);
    await renderDirectory();
    expect((await screen.findByTestId('supplier-empty')).textContent).toContain('暂时还没有已审核的供应商');
  });

  it('says when nothing matches the filters', async () => {
    serve([]);
    await renderDirectory('zh-CN', '/onboarded-sup?q=none');
    expect((await screen.findByTestId('supplier-empty')).textContent).toContain('没有符合条件的供应商');
  });
});
