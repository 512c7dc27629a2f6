import { useEffect } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from '@b2b/shared/router';

interface FlashState {
  flash?: string;
}

/**
 * Goes to `to` and has that page say `text`. Each remote page brings its own antd App context, so a
 * message shown just before leaving a page would vanish with it.
 */
export function useNavigateWithFlash() {
  const navigate = useNavigate();
  return (to: string, text: string) => navigate(to, { state: { flash: text } satisfies FlashState });
}

/** Shows, once, the message the previous page left for this one. */
export function useArrivalFlash() {
  const { message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const flash = (location.state as FlashState | null)?.flash;
  useEffect(() => {
    if (!flash) return;
    void message.success(flash);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [flash, message, navigate, location.pathname, location.search]);
}
