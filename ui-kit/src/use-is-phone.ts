import { useCallback, useSyncExternalStore } from 'react';
import { theme } from 'antd';

/**
 * Whether the viewport is antd's `xs` breakpoint (a phone), right from the first render and again on
 * every change. antd's `Grid.useBreakpoint()` answers `{}` on the first render and learns the screen in a
 * layout effect, so every page using it rendered twice before its first paint.
 */
export function useIsPhone(): boolean {
  const { token } = theme.useToken();
  const query = `(max-width: ${token.screenXSMax}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
