import { Suspense } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { RemoteRoutesModule } from '@b2b/shared/federation';
import { i18n } from '@b2b/shared/i18n';
import { expectConsole } from '@test/console';
import { loadExpose, RemoteUnavailableError } from './load-expose';
import { forgetRemotePages } from './remote-pages';
import { RemotePage } from './RemotePage';

jest.mock('./load-expose', () => ({ ...jest.requireActual('./load-expose'), loadExpose: jest.fn() }));
jest.mock('./page-chunks', () => ({ pageChunks: { preload: jest.fn(), preloadEntry: jest.fn() } }));

const load = jest.mocked(loadExpose as (remote: 'chat', expose: 'routes') => Promise<RemoteRoutesModule>);

const chat = (page: () => React.ReactNode, version = '1.2.3'): RemoteRoutesModule => ({
  owner: 'chat',
  version,
  routes: ['chat-customer', 'chat/:id', 'chat-system', 'chat-before', 'chat-after'].map((path) => ({
    path,
    load: async () => ({ default: page }),
  })),
});

// Each case opens a path no earlier case opened: a remote's page, once loaded, is kept.
const open = (path: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <RemotePage owner="chat" path={path} />
      </Suspense>
    </I18nextProvider>,
  );

describe("a remote's page", () => {
  it("renders the page the remote's routes expose supplies for the path, marked with the remote and its version", async () => {
    load.mockResolvedValue(chat(() => <p>chat page</p>));
    open('chat-customer');
    const page = await screen.findByText('chat page');
    expect(page.closest('[data-remote="chat"]')?.getAttribute('data-remote-version')).toBe('1.2.3');
    expect(load).toHaveBeenCalledWith('chat', 'routes');
  });

  it('shows the page-sized unavailable panel when the remote cannot be loaded, and loads again on retry', async () => {
    load.mockRejectedValueOnce(new RemoteUnavailableError('chat', 'offline'));
    // React reports the error the boundary caught, and the boundary logs it with the remote and the path.
    expectConsole('error', /remote chat/);
    const logged = jest.spyOn(console, 'error');
    open('chat/:id');
    const panel = await screen.findByTestId('remote-unavailable');
    expect(panel.getAttribute('data-size')).toBe('page');
    expect(panel.textContent).toContain(i18n.t('remote.unavailable', { ns: 'common' }));
    expect(logged).toHaveBeenCalledWith('[remote chat] chat/:id', expect.any(RemoteUnavailableError), expect.anything());
    logged.mockRestore();

    load.mockResolvedValue(chat(() => <p>chat page</p>));
    fireEvent.click(screen.getByTestId('remote-retry'));
    expect(await screen.findByText('chat page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the panel in place of a page that throws while rendering', async () => {
    load.mockResolvedValue(
      chat(() => {
        throw new Error('boom');
      }),
    );
    expectConsole('error', /boom/);
    open('chat-system');
    expect(await screen.findByTestId('remote-unavailable')).toBeTruthy();
  });

  it('keeps the page on screen through re-renders after a promotion of its remote; the next page comes from the new release', async () => {
    load.mockResolvedValue(chat(() => <p>old release</p>, '1.0.0'));
    const view = (path: string) => (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <RemotePage owner="chat" path={path} />
        </Suspense>
      </I18nextProvider>
    );
    const { rerender } = render(view('chat-before'));
    expect(await screen.findByText('old release')).toBeTruthy();

    // The promotion is taken (pointer-watch.ts): the remote's pages are forgotten, the new release is what loads.
    forgetRemotePages('chat');
    load.mockResolvedValue(chat(() => <p>new release</p>, '2.0.0'));
    rerender(view('chat-before'));
    expect(screen.getByText('old release')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();

    rerender(view('chat-after'));
    expect(await screen.findByText('new release')).toBeTruthy();
  });
});
