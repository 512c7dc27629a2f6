import { act, render, screen } from '@testing-library/react';
import { useIsPhone } from './use-is-phone';

type Listener = () => void;

/** A viewport whose width the test sets; `matchMedia` answers antd's xs query (max-width: 575px) from it. */
function fakeViewport(width: number) {
  const listeners = new Set<Listener>();
  const original = window.matchMedia;
  let current = width;
  window.matchMedia = (query: string) => {
    const max = Number(/max-width: (\d+)px/.exec(query)?.[1]);
    return {
      matches: current <= max,
      media: query,
      addEventListener: (_: string, l: Listener) => listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((l) => l());
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

function Probe({ renders }: { renders: string[] }) {
  const phone = useIsPhone();
  renders.push(phone ? 'phone' : 'wide');
  return <span data-testid="probe">{phone ? 'phone' : 'wide'}</span>;
}

describe('useIsPhone', () => {
  it('knows a phone on the first render, without rendering again', () => {
    const viewport = fakeViewport(390);
    const renders: string[] = [];
    render(<Probe renders={renders} />);
    expect(renders).toEqual(['phone']);
    viewport.restore();
  });

  it('follows the viewport across the breakpoint and stops listening on unmount', () => {
    const viewport = fakeViewport(1366);
    const renders: string[] = [];
    const { unmount } = render(<Probe renders={renders} />);
    expect(screen.getByTestId('probe').textContent).toBe('wide');
    act(() => viewport.resize(575));
    expect(screen.getByTestId('probe').textContent).toBe('phone');
    act(() => viewport.resize(576));
    expect(screen.getByTestId('probe').textContent).toBe('wide');
    unmount();
    expect(viewport.listeners.size).toBe(0);
    viewport.restore();
  });
});
