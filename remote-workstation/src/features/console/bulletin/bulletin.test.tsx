import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError } from '@test/fixtures';
import { mockApi } from '@test/api-mock';
import { renderPage } from '@test/render';
import { apiPath, BULLETIN_API, type BulletinStaffPost } from '@b2b/shared/contract';
import { BulletinSection } from './components/BulletinSection';

const server = mockApi();
const ID = '00000000-0000-4000-8000-000000000001';

const post = (extra: Partial<BulletinStaffPost> = {}): BulletinStaffPost => ({
  id: ID,
  slug: null,
  titleZh: '会员秋季优惠',
  titleEn: 'Autumn membership offer',
  bodyZh: '即日起 **VIP** 年费 8 折。',
  bodyEn: 'A VIP year costs **20% less** until December.',
  state: 'DRAFT',
  pinned: false,
  publishAt: null,
  publishedAt: null,
  createdAt: Date.UTC(2026, 10, 20),
  updatedAt: Date.UTC(2026, 10, 20),
  ...extra,
});
const paged = (list: BulletinStaffPost[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

function serve(current: BulletinStaffPost) {
  server.answer('get', {
    [BULLETIN_API.staffList]: paged([current]),
    [apiPath(BULLETIN_API.staffPost, { id: ID })]: current,
  });
}

async function openEditor() {
  await renderPage(<BulletinSection />, { lang: 'en-US' });
  fireEvent.click(await screen.findByTestId(`bulletin-edit-${ID}`));
  return screen.findByTestId('bulletin-editor');
}

describe('console: bulletin', () => {
  it('lists posts with their state and pinned mark', async () => {
    server.answer('get', {
      [BULLETIN_API.staffList]: paged([
        post({ state: 'SCHEDULED', publishAt: Date.UTC(2026, 11, 1, 2) }),
        post({ id: 'p2', pinned: true, state: 'PUBLISHED', publishedAt: Date.UTC(2026, 10, 1) }),
      ]),
    });
    await renderPage(<BulletinSection />, { lang: 'en-US' });
    const list = await screen.findByRole('list', { name: 'Bulletin' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Scheduled')).toBeTruthy();
    expect(within(rows[0]).getByText(/^Goes out /)).toBeTruthy();
    expect(within(rows[1]).getByText('Published')).toBeTruthy();
    expect(within(rows[1]).getByText('Pinned')).toBeTruthy();
  });

  it('edits both languages with a live Markdown preview and saves them', async () => {
    serve(post());
    server.answer('put', { [apiPath(BULLETIN_API.staffPost, { id: ID })]: post({ titleEn: 'Autumn offer' }) });
    const editor = await openEditor();
    expect(within(screen.getByTestId('bulletin-preview-Zh')).getByText('VIP').tagName).toBe('STRONG');
    fireEvent.click(within(editor).getByRole('tab', { name: 'English' }));
    const title = within(editor).getAllByLabelText('Title')[1];
    fireEvent.change(title, { target: { value: 'Autumn offer' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.put).toHaveBeenCalledWith(
        apiPath(BULLETIN_API.staffPost, { id: ID }),
        expect.objectContaining({ titleEn: 'Autumn offer', titleZh: '会员秋季优惠', slug: null }),
        { silent: true },
      ),
    );
  });

  it('shows a taken address name under its field', async () => {
    serve(post());
    server.answer('put', {
      [apiPath(BULLETIN_API.staffPost, { id: ID })]: apiError(
        'BULLETIN_SLUG_TAKEN',
        'Another post already uses this address name',
        {},
        409,
      ),
    });
    const editor = await openEditor();
    fireEvent.change(within(editor).getByLabelText('Address name (optional)'), { target: { value: 'autumn-offer' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Another post already uses this address name')).toBeTruthy();
  });

  it('publishes a draft now, and pins it', async () => {
    serve(post());
    server.answer('post', { [apiPath(BULLETIN_API.publish, { id: ID })]: post({ state: 'PUBLISHED', publishedAt: Date.now() }) });
    server.answer('put', { [apiPath(BULLETIN_API.pin, { id: ID })]: post({ pinned: true }) });
    await openEditor();
    const actions = screen.getByTestId('bulletin-actions');
    expect(within(actions).queryByTestId('bulletin-unpublish')).toBeNull();
    fireEvent.click(within(actions).getByTestId('bulletin-publish'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.post).toHaveBeenCalledWith(apiPath(BULLETIN_API.publish, { id: ID }), undefined, { silent: true }));
    fireEvent.click(within(actions).getByTestId('bulletin-pin'));
    await waitFor(() => expect(server.put).toHaveBeenCalledWith(apiPath(BULLETIN_API.pin, { id: ID }), { pinned: true }, { silent: true }));
  });

  it('offers withdrawal, not publication, for a published post', async () => {
    serve(post({ state: 'PUBLISHED', publishedAt: Date.UTC(2026, 10, 21) }));
    await openEditor();
    const actions = screen.getByTestId('bulletin-actions');
    expect(within(actions).queryByTestId('bulletin-publish')).toBeNull();
    expect(within(actions).getByTestId('bulletin-unpublish')).toBeTruthy();
  });
});
