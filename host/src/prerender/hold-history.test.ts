import { holdHistoryWhileHydrating } from './hold-history';

describe('the back and forward buttons during hydration', () => {
  it('keeps popstate from the router until released, then hands it the location the browser moved to', () => {
    const hold = holdHistoryWhileHydrating();
    const router = jest.fn();
    window.addEventListener('popstate', router);
    try {
      history.pushState({}, '', '/vip?tab=svip');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(router).not.toHaveBeenCalled();
      const navigate = jest.fn();
      hold.release(navigate);
      expect(navigate).toHaveBeenCalledWith('/vip?tab=svip');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(router).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('popstate', router);
    }
  });

  it('tells the router nothing when the location did not move', () => {
    const navigate = jest.fn();
    holdHistoryWhileHydrating().release(navigate);
    expect(navigate).not.toHaveBeenCalled();
  });
});
