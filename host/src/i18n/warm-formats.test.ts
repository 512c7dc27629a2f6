import { useSession } from '@b2b/shared/session';
import * as kernelI18n from '@b2b/shared/i18n';
import { warmFormatsOnceSignedIn } from './warm-formats';

jest.mock('@b2b/shared/i18n', () => ({ ...jest.requireActual('@b2b/shared/i18n'), warmFormatters: jest.fn() }));

const warmed = kernelI18n.warmFormatters as jest.Mock;

function idleWindow() {
  const idle: Array<() => void> = [];
  const win = { requestIdleCallback: (run: () => void) => idle.push(run), setTimeout } as unknown as Window;
  return { win, runIdle: () => idle.splice(0).forEach((run) => run()) };
}

beforeEach(() => {
  warmed.mockClear();
  useSession.setState({ status: 'anonymous', user: null, token: null });
});

describe('warmFormatsOnceSignedIn', () => {
  it('warms the formatters at idle for a signed-in user', () => {
    useSession.setState({ status: 'authenticated' });
    const { win, runIdle } = idleWindow();
    warmFormatsOnceSignedIn(win);
    expect(warmed).not.toHaveBeenCalled();
    runIdle();
    expect(warmed).toHaveBeenCalledTimes(1);
    expect(warmed).toHaveBeenCalledWith(kernelI18n.currentLang());
  });

  it('leaves a signed-out visitor alone and warms once, after the sign-in', () => {
    const { win, runIdle } = idleWindow();
    warmFormatsOnceSignedIn(win);
    runIdle();
    expect(warmed).not.toHaveBeenCalled();
    useSession.setState({ status: 'loading' });
    runIdle();
    expect(warmed).not.toHaveBeenCalled();
    useSession.setState({ status: 'authenticated' });
    useSession.setState({ status: 'anonymous' });
    useSession.setState({ status: 'authenticated' });
    runIdle();
    expect(warmed).toHaveBeenCalledTimes(1);
  });
});
