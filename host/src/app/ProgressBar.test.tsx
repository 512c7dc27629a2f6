import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { PROGRESS_MS, ProgressBar } from './ProgressBar';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ProgressBar />
      <Link to="/workstation">next</Link>
    </MemoryRouter>,
  );
}

const phase = () => screen.getByTestId('progress-bar').getAttribute('data-phase');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ProgressBar', () => {
  it('starts on a path, runs from the second frame, and completes after its time', () => {
    renderAt('/home');
    expect(phase()).toBe('start');
    act(() => jest.advanceTimersByTime(40));
    expect(phase()).toBe('running');
    act(() => jest.advanceTimersByTime(PROGRESS_MS));
    expect(phase()).toBe('done');
  });

  it('a new path mounts a new bar that starts again', () => {
    renderAt('/home');
    act(() => jest.advanceTimersByTime(PROGRESS_MS + 10));
    const first = screen.getByTestId('progress-bar');
    fireEvent.click(screen.getByText('next'));
    expect(screen.getByTestId('progress-bar')).not.toBe(first);
    expect(phase()).toBe('start');
    act(() => jest.advanceTimersByTime(PROGRESS_MS + 10));
    expect(phase()).toBe('done');
  });

  it('is decorative: hidden from assistive technology', () => {
    renderAt('/home');
    expect(screen.getByTestId('progress-bar').getAttribute('aria-hidden')).toBe('true');
  });
});
