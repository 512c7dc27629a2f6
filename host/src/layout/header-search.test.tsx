import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError } from '@test/fixtures';
import { mockApi } from '@test/api-mock';
import { navigatedTo, renderPage } from '@test/render';
import { SEARCH_API, type SearchResult } from '@b2b/shared/contract';
import { HeaderSearch } from './HeaderSearch';

const server = mockApi();

const RESULT: SearchResult = {
  q: 'cloud',
  groups: [
    {
      kind: 'demands',
      total: 7,
      items: [
        { id: 'd1', title: 'Cloud migration', detail: 'Software · Shanghai', at: Date.UTC(2026, 11, 1), to: '/demand?q=cloud&open=d1' },
        { id: 'd2', title: 'Private CLOUD audit', detail: null, at: Date.UTC(2026, 11, 2), to: '/demand?q=cloud&open=d2' },
      ],
      all: '/demand?q=cloud',
    },
    { kind: 'suppliers', total: 0, items: [], all: '/onboarded-sup?q=cloud' },
    {
      kind: 'bulletin',
      total: 1,
      items: [{ id: 'b1', title: 'Cloud week', detail: 'Talks on the cloud', at: Date.UTC(2026, 10, 1), to: '/bulletin/cloud-week' }],
      all: '/bulletin',
    },
  ],
};

async function show(lang: 'en-US' | 'zh-CN' = 'en-US') {
  await act(async () => {
    await renderPage(<HeaderSearch />, { path: '/home', lang });
  });
}

const input = () => screen.findByRole('combobox');
const type = async (text: string) => fireEvent.change(await input(), { target: { value: text } });
const key = async (name: string) => fireEvent.keyDown(await input(), { key: name });
const selected = () => screen.queryAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');

describe('the header search', () => {
  it('loads the search box only when asked: `/` outside a field opens it with the focus in it', async () => {
    server.answer('get', { [SEARCH_API.search]: RESULT });
    await show();
    const trigger = screen.getByRole('button', { name: 'Search demands, suppliers and announcements' });
    expect(trigger.getAttribute('aria-keyshortcuts')).toBe('/');
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.keyDown(document.body, { key: '/' });
    const field = await input();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(server.get).not.toHaveBeenCalled();
  });

  it('shows the results grouped by kind as one types, the matches marked, kinds without hits left out', async () => {
    server.answer('get', { [SEARCH_API.search]: RESULT });
    await show();
    fireEvent.click(screen.getByTestId('header-search'));
    await type('  cloud ');
    const demands = await screen.findByTestId('search-group-demands');
    expect(server.get).toHaveBeenCalledTimes(1);
    expect(server.get).toHaveBeenCalledWith(SEARCH_API.search, { q: 'cloud' }, expect.objectContaining({ silent: true }));
    expect(within(demands).getByText('Demands')).toBeTruthy();
    expect(within(demands).getByText('7')).toBeTruthy();
    expect(screen.queryByTestId('search-group-suppliers')).toBeNull();
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('href'))).toEqual([
      '/demand?q=cloud&open=d1',
      '/demand?q=cloud&open=d2',
      '/demand?q=cloud',
      '/bulletin/cloud-week',
      '/bulletin',
    ]);
    expect(screen.getAllByText((_, el) => el?.tagName === 'MARK').map((m) => m.textContent)).toEqual(['Cloud', 'CLOUD', 'Cloud', 'cloud']);
    expect(screen.getByText('All in the demand zone (7)')).toBeTruthy();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
  });

  it('walks the choices with the arrow keys (wrapping), opens the chosen one with Enter and closes', async () => {
    server.answer('get', { [SEARCH_API.search]: RESULT });
    await show();
    fireEvent.click(screen.getByTestId('header-search'));
    await type('cloud');
    await screen.findByTestId('search-group-bulletin');
    await key('ArrowDown');
    await key('ArrowDown');
    expect(selected().map((o) => o.getAttribute('href'))).toEqual(['/demand?q=cloud&open=d2']);
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(selected()[0].id);
    await key('ArrowUp');
    await key('ArrowUp');
    expect(selected().map((o) => o.getAttribute('href'))).toEqual(['/bulletin']);
    await key('ArrowDown');
    expect(selected().map((o) => o.getAttribute('href'))).toEqual(['/demand?q=cloud&open=d1']);
    await key('Enter');
    expect(await navigatedTo()).toBe('/demand?q=cloud&open=d1');
  });

  it('closes on a click outside it, not on its own button', async () => {
    server.answer('get', { [SEARCH_API.search]: RESULT });
    await show();
    fireEvent.click(screen.getByTestId('header-search'));
    await input();
    fireEvent.mouseDown(screen.getByTestId('header-search'));
    expect(screen.getByRole('combobox')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('closes on Escape and gives the focus back to the search button', async () => {
    server.answer('get', { [SEARCH_API.search]: RESULT });
    await show();
    const trigger = screen.getByTestId('header-search');
    fireEvent.click(trigger);
    await type('cloud');
    await key('Escape');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('asks nothing under two characters, says when nothing is found, and offers a retry after a failure', async () => {
    server.answer('get', { [SEARCH_API.search]: { q: 'zz', groups: [{ kind: 'bulletin', total: 0, items: [], all: '/bulletin' }] } });
    await show();
    fireEvent.click(screen.getByTestId('header-search'));
    await type('z');
    expect((await screen.findByTestId('search-status')).textContent).toBe('Type at least 2 characters.');
    await type('zz');
    await waitFor(() => expect(screen.getByTestId('search-status').textContent).toBe('Nothing found for “zz”.'));
    expect(server.get).toHaveBeenCalledTimes(1);
    server.answer('get', { [SEARCH_API.search]: apiError('RATE_LIMITED', 'Too many requests', {}, 429) });
    await type('zzz');
    expect(await screen.findByText('The search failed.')).toBeTruthy();
    server.answer('get', { [SEARCH_API.search]: RESULT });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('search-group-demands')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    server.answer('get', { [SEARCH_API.search]: RESULT });
    await show('zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '搜索需求、供应商和公告' }));
    await type('cloud');
    expect(await screen.findByText('在需求大厅查看全部（7）')).toBeTruthy();
    expect(screen.getByText('平台公告')).toBeTruthy();
    expect(screen.getByRole('listbox', { name: '搜索结果' })).toBeTruthy();
  });
});
