import { AxiosError, CanceledError } from 'axios';
import { ApiError, isCancel } from './errors';

describe('ApiError', () => {
  it('carries code, reason, data and silent', () => {
    const data = { reason: 'BAD_CREDENTIALS' };
    const err = new ApiError(400, 'Wrong account or password', { reason: 'BAD_CREDENTIALS', data, silent: true });
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.name).toBe('ApiError');
    expect(err.message).toBe('Wrong account or password');
    expect(err.code).toBe(400);
    expect(err.reason).toBe('BAD_CREDENTIALS');
    expect(err.data).toBe(data);
    expect(err.silent).toBe(true);
  });

  it('is not silent unless said so, and keeps its cause', () => {
    const cause = new Error('socket hang up');
    const err = new ApiError(0, 'Network error', { cause });
    expect(err.silent).toBe(false);
    expect(err.reason).toBeUndefined();
    expect(err.data).toBeUndefined();
    expect(err.cause).toBe(cause);
  });
});

describe('isCancel', () => {
  it('recognizes axios cancellations', () => {
    expect(isCancel(new CanceledError())).toBe(true);
  });

  it('recognizes an AbortError', () => {
    const abort = new AbortController();
    abort.abort();
    expect(isCancel(abort.signal.reason)).toBe(true);
    expect(isCancel(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(true);
  });

  it.each([
    ['an ApiError', new ApiError(500, 'x')],
    ['a network error', new AxiosError('Network Error', AxiosError.ERR_NETWORK)],
    ['a timeout', new AxiosError('timeout', AxiosError.ECONNABORTED)],
    ['a plain error', new Error('x')],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'CanceledError'],
  ])('is false for %s', (_, value) => {
    expect(isCancel(value)).toBe(false);
  });
});
