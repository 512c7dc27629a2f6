import { AxiosError, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_TEXT_BY_CODE, FALLBACK_TEXT, NETWORK_ERROR_TEXT } from '@b2b/shared/contract';
import { envelope, fakeServer, hangUntilAborted, networkError, timeoutError, type FakeServer } from '../internal/fake-adapter';
import { setLanguage } from '@b2b/shared/i18n';
import { api, ApiError, bindSession, cancellable, configureApi, http, isCancel } from './index';
import { isEnvelope, responseCode } from './response';

let server: FakeServer;
const notify = jest.fn();
const navigate = jest.fn();
let path: string;
const session = {
  getToken: jest.fn((): string | null => 'tok'),
  secondsLeft: jest.fn(() => 3600),
  clear: jest.fn(),
  setExpires: jest.fn(),
};

beforeEach(() => {
  path = '/workstation/published/dev/List?page=2';
  server = fakeServer();
  http.defaults.adapter = server.adapter;
  configureApi({ notify, navigate, currentPath: () => path });
  bindSession(session);
  session.secondsLeft.mockReturnValue(3600);
  setLanguage('zh-CN');
});
afterAll(() => bindSession(null));

/** The rejection of a call answered with `reply`. */
async function failWith(reply: Parameters<FakeServer['next']>[0], config?: object): Promise<ApiError> {
  server.next(reply);
  const err = await api.get('/api/x', undefined, config).then(
    () => {
      throw new Error('resolved');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('success', () => {
  it.each([200, 201, 202, 204])('resolves the envelope data for code %i', async (code) => {
    server.next(envelope({ id: 7 }, code));
    await expect(api.get('/api/x')).resolves.toEqual({ id: 7 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('resolves null and falsy data as they are', async () => {
    server.next(envelope(null)).next(envelope(0)).next(envelope(false));
    await expect(api.post('/api/x')).resolves.toBeNull();
    await expect(api.post('/api/x')).resolves.toBe(0);
    await expect(api.post('/api/x')).resolves.toBe(false);
  });

  it('resolves a body that is not an envelope as it is', async () => {
    server.next({ status: 200, data: [1, 2] }).next({ status: 200, data: 'plain' });
    await expect(api.get('/api/x')).resolves.toEqual([1, 2]);
    await expect(api.get('/api/x')).resolves.toBe('plain');
  });

  it('resolves undefined for an HTTP 204 with no body', async () => {
    server.next({ status: 204, data: '' });
    await expect(api.delete('/api/user/follow/1')).resolves.toBeUndefined();
  });

  it('takes the envelope code over the HTTP status', async () => {
    server.next({ status: 500, data: { code: 200, msg: 'ok', data: 'fine' } });
    await expect(api.get('/api/x')).resolves.toBe('fine');
    const err = await failWith({ status: 200, data: { code: 404, msg: '找不到', data: null } });
    expect(err.code).toBe(404);
    expect(notify).toHaveBeenCalledWith('找不到');
  });

  it('leaves http responses whole for callers that need them', async () => {
    server.next(envelope({ a: 1 }));
    const response = await http.get('/api/x');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
  });
});

describe.each([401, 402])('code %i', (code) => {
  it('clears the session and goes to login with the current path, without a toast', async () => {
    const err = await failWith({ status: code, data: { code, msg: '请先登录', data: { reason: 'UNAUTHENTICATED' } } });
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fworkstation%2Fpublished%2Fdev%2FList%3Fpage%3D2');
    expect(notify).not.toHaveBeenCalled();
    expect(err.code).toBe(code);
    expect(err.silent).toBe(true);
  });

  it('does the same for a bare HTTP status', async () => {
    await failWith({ status: code, data: '' });
    expect(session.clear).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it.each(['/auth/login', '/auth/login/', '/auth/login?redirect=%2Fhome', '/auth/login?type=remote'])(
    'does not navigate again when already on %s',
    async (onLogin) => {
      path = onLogin;
      await failWith({ status: 200, data: { code, msg: 'x', data: null } });
      expect(session.clear).toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('navigates from other auth pages', async () => {
    path = '/auth/login-help';
    await failWith({ status: code, data: '' });
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fauth%2Flogin-help');
  });

  it('only clears the session when the call asks to skip the redirect', async () => {
    await failWith({ status: code, data: '' }, { skipAuthRedirect: true });
    expect(session.clear).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('an answer about a session replaced meanwhile', () => {
  it.each([401, 402, 403])('leaves the new session alone on a %i', async (code) => {
    server.next(() => {
      session.getToken.mockReturnValue('signed-in-again');
      return { status: code, data: '' };
    });
    const err = await api.get('/api/x').catch((e: unknown) => e as ApiError);
    session.getToken.mockReturnValue('tok');
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(code);
    expect((err as ApiError).silent).toBe(true);
    expect(session.clear).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('still applies to a request sent without a token', async () => {
    session.getToken.mockReturnValueOnce(null);
    await failWith({ status: 401, data: '' });
    expect(session.clear).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalled();
  });
});

describe('code 403', () => {
  const forbidden = { status: 200, data: { code: 403, msg: '已在其他设备登录', data: null } };

  it('goes to login with type remote when the session has 60 s or more left', async () => {
    session.secondsLeft.mockReturnValue(60);
    const err = await failWith(forbidden);
    expect(navigate).toHaveBeenCalledWith('/auth/login?type=remote');
    expect(notify).not.toHaveBeenCalled();
    expect(err.code).toBe(403);
    expect(err.silent).toBe(true);
  });

  it('toasts a permission denial (reason FORBIDDEN) instead of sending the user to login', async () => {
    session.secondsLeft.mockReturnValue(3600);
    await failWith({ status: 403, data: { code: 403, msg: '没有权限执行此操作', data: { reason: 'FORBIDDEN' } } });
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('没有权限执行此操作');
  });

  it('does not clear the session itself', async () => {
    await failWith(forbidden);
    expect(session.clear).not.toHaveBeenCalled();
  });

  it('shows a toast when less than 60 s are left', async () => {
    session.secondsLeft.mockReturnValue(59);
    const err = await failWith(forbidden);
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('已在其他设备登录');
    expect(err.silent).toBe(false);
  });

  it('shows a toast with no session at all', async () => {
    session.secondsLeft.mockReturnValue(0);
    await failWith({ status: 403, data: '' });
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(DEFAULT_TEXT_BY_CODE[403]['zh-CN']);
  });

  it('shows a toast when already on login', async () => {
    path = '/auth/login?type=remote';
    await failWith(forbidden);
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('已在其他设备登录');
  });

  it('shows no toast for a silent call that stays', async () => {
    session.secondsLeft.mockReturnValue(10);
    const err = await failWith(forbidden, { silent: true });
    expect(notify).not.toHaveBeenCalled();
    expect(err.silent).toBe(true);
  });
});

describe.each([500, 502])('code %i', (code) => {
  it('rejects silently', async () => {
    const err = await failWith({ status: 200, data: { code, msg: '服务器开小差了', data: { reason: 'INTERNAL' } } });
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(session.clear).not.toHaveBeenCalled();
    expect(err.code).toBe(code);
    expect(err.silent).toBe(true);
    expect(err.message).toBe('服务器开小差了');
    expect(err.reason).toBe('INTERNAL');
  });

  it('rejects silently for a bare HTTP status with an HTML body', async () => {
    const err = await failWith({ status: code, data: '<html>Bad Gateway</html>' });
    expect(notify).not.toHaveBeenCalled();
    expect(err.code).toBe(code);
    expect(err.message).toBe(DEFAULT_TEXT_BY_CODE[code]['zh-CN']);
  });
});

describe('other codes', () => {
  it('toast the server msg', async () => {
    const err = await failWith({ status: 400, data: { code: 400, msg: '账号或密码错误', data: { reason: 'BAD_CREDENTIALS' } } });
    expect(notify).toHaveBeenCalledWith('账号或密码错误');
    expect(err.message).toBe('账号或密码错误');
    expect(err.reason).toBe('BAD_CREDENTIALS');
    expect(err.data).toEqual({ reason: 'BAD_CREDENTIALS' });
    expect(err.silent).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.clear).not.toHaveBeenCalled();
  });

  const toasted = Object.keys(DEFAULT_TEXT_BY_CODE)
    .map(Number)
    .filter((code) => ![200, 201, 202, 204, 401, 402, 403, 500, 502].includes(code));

  it('cover every remaining row of the catalogue', () => {
    expect(toasted).toEqual([400, 404, 406, 410, 503, 504, 600]);
  });

  describe.each(['zh-CN', 'en-US'] as const)('in %s', (lang) => {
    beforeEach(() => setLanguage(lang));

    it.each(toasted)('toast the default text of code %i when there is no msg', async (code) => {
      const err = await failWith({ status: 200, data: { code, msg: '', data: null } });
      expect(notify).toHaveBeenCalledWith(DEFAULT_TEXT_BY_CODE[code][lang]);
      expect(err.code).toBe(code);
      expect(err.message).toBe(DEFAULT_TEXT_BY_CODE[code][lang]);
    });

    it.each(toasted)('toast the default text of a bare HTTP %i', async (code) => {
      await failWith({ status: code, data: '<html></html>' });
      expect(notify).toHaveBeenCalledWith(DEFAULT_TEXT_BY_CODE[code][lang]);
    });

    it.each([409, 413, 418, 429, 999])('toast the fallback text for code %i outside the catalogue', async (code) => {
      await failWith({ status: 200, data: { code, msg: '', data: null } });
      expect(notify).toHaveBeenCalledWith(FALLBACK_TEXT[lang]);
    });
  });

  it('treat a blank msg as missing', async () => {
    await failWith({ status: 200, data: { code: 404, msg: '   ', data: null } });
    expect(notify).toHaveBeenCalledWith(DEFAULT_TEXT_BY_CODE[404]['zh-CN']);
  });

  it('keep the data of the error envelope, and the reason only when it is a known one', async () => {
    const err = await failWith({ status: 429, data: { code: 429, msg: '操作过于频繁', data: { reason: 'RATE_LIMITED', retryAfter: 30 } } });
    expect(err.reason).toBe('RATE_LIMITED');
    expect(err.data).toEqual({ reason: 'RATE_LIMITED', retryAfter: 30 });
    const unknown = await failWith({ status: 400, data: { code: 400, msg: 'x', data: { reason: 'SOMETHING_NEW' } } });
    expect(unknown.reason).toBeUndefined();
    expect(unknown.data).toEqual({ reason: 'SOMETHING_NEW' });
    const inherited = await failWith({ status: 400, data: { code: 400, msg: 'x', data: { reason: 'toString' } } });
    expect(inherited.reason).toBeUndefined();
  });

  it('show no toast for a silent call', async () => {
    const err = await failWith(
      { status: 400, data: { code: 400, msg: '提交的信息有误', data: { reason: 'VALIDATION', fields: ['/email'] } } },
      { silent: true },
    );
    expect(notify).not.toHaveBeenCalled();
    expect(err.silent).toBe(true);
    expect(err.message).toBe('提交的信息有误');
    expect(err.data).toEqual({ reason: 'VALIDATION', fields: ['/email'] });
  });

  it('apply to errors an adapter raises with a response (a caller’s own validateStatus)', async () => {
    server.next((config: InternalAxiosRequestConfig) => {
      const response = {
        status: 404,
        statusText: '',
        headers: {},
        config,
        data: { code: 404, msg: '需求不存在', data: { reason: 'NOT_FOUND' } },
      };
      return new AxiosError('Request failed with status code 404', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    });
    const err = await api.get('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).reason).toBe('NOT_FOUND');
    expect(notify).toHaveBeenCalledWith('需求不存在');
  });
});

describe('repeated toasts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('show the same text once for a burst of failures', async () => {
    const reply = { status: 200, data: { code: 400, msg: '同一个错误', data: null } };
    await Promise.all([failWith(reply), failWith(reply), failWith(reply)]);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('show different texts each', async () => {
    await failWith({ status: 200, data: { code: 400, msg: 'A', data: null } });
    await failWith({ status: 200, data: { code: 400, msg: 'B', data: null } });
    expect(notify.mock.calls).toEqual([['A'], ['B']]);
  });

  it('show the same text again after a moment', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const reply = { status: 200, data: { code: 400, msg: 'again', data: null } };
    await failWith(reply);
    now.mockReturnValue(1_001_000);
    await failWith(reply);
    now.mockReturnValue(1_002_600);
    await failWith(reply);
    expect(notify).toHaveBeenCalledTimes(2);
  });
});

describe('no response', () => {
  it('toasts the network error text for a network failure', async () => {
    const err = await failWith(networkError);
    expect(notify).toHaveBeenCalledWith(NETWORK_ERROR_TEXT['zh-CN']);
    expect(err.code).toBe(0);
    expect(err.message).toBe(NETWORK_ERROR_TEXT['zh-CN']);
    expect(err.cause).toBeInstanceOf(AxiosError);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.clear).not.toHaveBeenCalled();
  });

  it('toasts it in English too', async () => {
    setLanguage('en-US');
    await failWith(networkError);
    expect(notify).toHaveBeenCalledWith(NETWORK_ERROR_TEXT['en-US']);
  });

  it('toasts it for a timeout', async () => {
    const err = await failWith(timeoutError);
    expect(notify).toHaveBeenCalledWith(NETWORK_ERROR_TEXT['zh-CN']);
    expect(err.code).toBe(0);
  });

  it('stays quiet for a silent call', async () => {
    const err = await failWith(networkError, { silent: true });
    expect(notify).not.toHaveBeenCalled();
    expect(err.silent).toBe(true);
  });

  it('turns an unexpected error into an ApiError with the fallback text', async () => {
    const err = await failWith(new TypeError('boom'));
    expect(err.code).toBe(0);
    expect(err.message).toBe(FALLBACK_TEXT['zh-CN']);
    expect(notify).toHaveBeenCalledWith(FALLBACK_TEXT['zh-CN']);
  });
});

describe('cancellation', () => {
  it('rejects with the cancel error, no toast, no ApiError', async () => {
    server.next(hangUntilAborted);
    const { signal, cancel } = cancellable();
    const pending = api.get('/api/x', undefined, { signal });
    cancel();
    const err = await pending.catch((e: unknown) => e);
    expect(isCancel(err)).toBe(true);
    expect(err).not.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('cancels a call whose signal was aborted before it started', async () => {
    const { signal, cancel } = cancellable();
    cancel();
    const err = await api.post('/api/x', {}, { signal }).catch((e: unknown) => e);
    expect(isCancel(err)).toBe(true);
    expect(server.calls).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('lets one signal cancel several calls', async () => {
    server.next(hangUntilAborted).next(hangUntilAborted);
    const { signal, cancel } = cancellable();
    const calls = [api.get('/api/a', undefined, { signal }), api.get('/api/b', undefined, { signal })];
    cancel();
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status === 'rejected' && isCancel(r.reason))).toEqual([true, true]);
  });

  it('passes an adapter CanceledError through untouched', async () => {
    const cancelled = new CanceledError();
    server.next(cancelled);
    await expect(api.get('/api/x')).rejects.toBe(cancelled);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('isEnvelope and responseCode', () => {
  it.each([
    [{ code: 200, msg: 'ok', data: 1 }, true],
    [{ code: 400, msg: 'bad' }, true],
    [{ code: 200, data: null }, true],
    [{ code: '200', msg: 'ok', data: 1 }, false],
    [{ code: 200 }, false],
    [{ msg: 'ok', data: 1 }, false],
    [[{ code: 200, msg: 'ok' }], false],
    ['text', false],
    [null, false],
    [undefined, false],
  ])('isEnvelope(%p) is %p', (body, expected) => {
    expect(isEnvelope(body)).toBe(expected);
  });

  it('takes the body code, else the status', () => {
    expect(responseCode({ status: 200, data: { code: 402, msg: '', data: null } })).toBe(402);
    expect(responseCode({ status: 503, data: 'down' })).toBe(503);
  });
});

describe('X-Session-Expires', () => {
  beforeEach(() => session.setExpires.mockClear());

  it('moves the countdown of the current token, on success and on failure', async () => {
    server.next({ ...envelope(1), headers: { 'x-session-expires': '1750000000000' } });
    await api.get('/api/x');
    expect(session.setExpires).toHaveBeenCalledWith(1750000000000);
    server.next({ status: 404, data: { code: 404, msg: 'nope', data: null }, headers: { 'x-session-expires': '1750000060000' } });
    await api.get('/api/x', undefined, { silent: true }).catch(() => undefined);
    expect(session.setExpires).toHaveBeenLastCalledWith(1750000060000);
  });

  it('ignores an answer about another token, a missing or a malformed header', async () => {
    server.next({ ...envelope(1), headers: { 'x-session-expires': '1750000000000' } });
    await api.get('/api/x', undefined, { headers: { Authorization: 'Bearer old-token' } });
    server.next(envelope(1));
    await api.get('/api/x');
    server.next({ ...envelope(1), headers: { 'x-session-expires': 'soon' } });
    await api.get('/api/x');
    expect(session.setExpires).not.toHaveBeenCalled();
  });
});
