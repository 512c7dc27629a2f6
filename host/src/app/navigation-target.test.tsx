import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { NavigationRouterContext, useRouterNavigate } from './navigation-target';

describe('useRouterNavigate', () => {
  it("navigates with the host's router", () => {
    const router = { navigate: jest.fn(() => Promise.resolve()), subscribe: () => () => undefined, state: {} };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <NavigationRouterContext.Provider value={router as never}>{children}</NavigationRouterContext.Provider>
    );
    const { result } = renderHook(() => useRouterNavigate(), { wrapper });
    result.current('/account/password');
    expect(router.navigate).toHaveBeenCalledWith('/account/password');
  });

  it('says what is missing outside the host router', () => {
    expect(() => renderHook(() => useRouterNavigate())).toThrow('NavigationRouterContext');
  });
});
