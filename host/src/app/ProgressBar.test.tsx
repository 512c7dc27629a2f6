import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import * as navigationTarget from './navigation-target';
import { NavigationRouterContext } from './navigation-target';
import { ProgressBar } from './ProgressBar';

/** Longer than any page takes here: the bar's phase depends on what is on screen, not on time. */
const PROGRESS_MS = 500;

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ProgressBar />
      <Link to="/workstation">next</Link>
    </MemoryRouter>,
  );
}

// Counts the bar's renders: it reads the navigation target once in each.
jest.mock('./navigation-target', () => {
  const actual = jest.requireActual<typeof navigationTarget>('./navigation-target');
  return { ...actual, useNavigationTarget: jest.fn(actual.useNavigationTarget) };
});

const phase = () => screen.getByTestId('progress-bar').getAttribute('data-phase');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ProgressBar', () => {
  it('is done on the first page: nothing is on its way', () => {
    renderAt('/home');
    expect(phase()).toBe('done');
    act(() => jest.advanceTimersByTime(40));
    expect(phase()).toBe('done');
  });

  it('a new path mounts a new bar that starts again, and is done once that page is on screen', () => {
    renderAt('/home');
    const first = screen.getByTestId('progress-bar');
    fireEvent.click(screen.getByText('next'));
    expect(screen.getByTestId('progress-bar')).not.toBe(first);
    // A MemoryRouter shows the new path in the click's own render: no time to run.
    expect(phase()).toBe('done');
  });

  it('a click renders the bar once: its start needs no second render in the same task', () => {
    renderAt('/home');
    act(() => jest.advanceTimersByTime(PROGRESS_MS + 10));
    const renders = jest.mocked(navigationTarget.useNavigationTarget);
    renders.mockClear();
    fireEvent.click(screen.getByText('next'));
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('is not in the HTML of a page rendered ahead of time', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/intro']}>
        <ProgressBar />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });

  it('is decorative: hidden from assistive technology', () => {
    renderAt('/home');
    expect(screen.getByTestId('progress-bar').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('ProgressBar while the next page loads', () => {
  /**
   * A router navigating to `/chat` while React still shows `/home`: its loader waits for the page's code
   * (`navigation.location`), or it has moved on and React's transition is suspended (`location`).
   */
  function renderPending() {
    const listeners = new Set<() => void>();
    type Location = { pathname: string };
    const router: { state: { location: Location; navigation: { location?: Location } }; subscribe: (fn: () => void) => () => void } = {
      state: { location: { pathname: '/home' }, navigation: {} },
      subscribe: (fn: () => void) => {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    };
    let navigateShown: (path: string) => void = () => undefined;
    function Shown() {
      navigateShown = useNavigate();
      return null;
    }
    render(
      <NavigationRouterContext.Provider value={router as never}>
        <MemoryRouter initialEntries={['/home']}>
          <ProgressBar />
          <Shown />
        </MemoryRouter>
      </NavigationRouterContext.Provider>,
    );
    act(() => jest.advanceTimersByTime(PROGRESS_MS + 10));
    return {
      navigate(pathname: string) {
        router.state = { location: { pathname }, navigation: {} };
        act(() => listeners.forEach((fn) => fn()));
      },
      load(pathname: string) {
        router.state = { location: router.state.location, navigation: { location: { pathname } } };
        act(() => listeners.forEach((fn) => fn()));
      },
      arrive(pathname: string) {
        act(() => navigateShown(pathname));
      },
    };
  }

  it('starts at the click, keeps running while the page is on its way, and completes when it is on screen', () => {
    const nav = renderPending();
    expect(phase()).toBe('done');
    nav.navigate('/chat');
    expect(phase()).toBe('start');
    act(() => jest.advanceTimersByTime(PROGRESS_MS * 4));
    expect(phase()).toBe('running');
    nav.arrive('/chat');
    // Completed in the render that shows the page, with no least time to wait for.
    expect(phase()).toBe('done');
  });

  it('runs while a loader waits for the next page, before the router has moved on', () => {
    const nav = renderPending();
    nav.load('/chat');
    expect(phase()).toBe('start');
    act(() => jest.advanceTimersByTime(PROGRESS_MS * 4));
    expect(phase()).toBe('running');
    nav.navigate('/chat');
    nav.arrive('/chat');
    expect(phase()).toBe('done');
  });
});
