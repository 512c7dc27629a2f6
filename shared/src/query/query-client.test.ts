import { ApiError, configureApi } from '@b2b/shared/api';
import type { UserInfo } from '@b2b/shared/contract';
import { companyTypesQuery, createQueryClient, demandQuery, isTransient, queryClient, queryKeys, STALE_TIME_MS } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';

const signIn = (userId: string, token = `t-${userId}`) =>
  useSession.getState().applySession({ token, expires: Date.now() + 3_600_000, user: { userId } as UserInfo });

const cached = () => queryClient.getQueryData(queryKeys.company.info());
const cache = () => queryClient.setQueryData(queryKeys.company.info(), { companyId: 'c1' });

describe('the platform query client', () => {
  beforeEach(() => {
    useSession.getState().clear();
    queryClient.clear();
  });

  it('retries once what another try may fix, never a 4xx answer', () => {
    expect(isTransient(new ApiError(0, 'network'))).toBe(true);
    expect(isTransient(new ApiError(503, 'unavailable'))).toBe(true);
    expect(isTransient(new ApiError(404, 'not found'))).toBe(false);
    expect(isTransient(new ApiError(429, 'too many'))).toBe(false);
    expect(isTransient(new Error('bug'))).toBe(false);

    const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, err: unknown) => boolean;
    expect(retry(0, new ApiError(500, 'server'))).toBe(true);
    expect(retry(1, new ApiError(500, 'server'))).toBe(false);
    expect(retry(0, new ApiError(400, 'bad'))).toBe(false);
  });

  it('keeps answers fresh for a while and does not refetch on window focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(STALE_TIME_MS);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('is cleared when the user signs out', () => {
    signIn('u1');
    cache();
    useSession.getState().clear();
    expect(cached()).toBeUndefined();
  });

  it('is cleared when another user signs in, and kept when the same user gets a new token', () => {
    signIn('u1');
    cache();
    signIn('u1', 'renewed');
    expect(cached()).toEqual({ companyId: 'c1' });
    signIn('u2');
    expect(cached()).toBeUndefined();
  });

  it('marks every answer stale when the language changes, so the next read is in the new language', () => {
    cache();
    const lang = useSession.getState().lang;
    expect(queryClient.getQueryState(queryKeys.company.info())?.isInvalidated).toBe(false);
    useSession.setState({ lang: lang === 'en-US' ? 'zh-CN' : 'en-US' });
    expect(queryClient.getQueryState(queryKeys.company.info())?.isInvalidated).toBe(true);
    expect(cached()).toEqual({ companyId: 'c1' });
    useSession.setState({ lang });
  });

  it('keys notice lists under one prefix, so one invalidation reaches all of them', () => {
    expect(queryKeys.notices.list('ALL').slice(0, 1)).toEqual(queryKeys.notices.all());
    expect(queryKeys.notices.list('TODO', 2, 20)).toEqual(['notices', 'list', { type: 'TODO', page: 2, pageSize: 20 }]);
  });
});

describe('the query cache decides whether a failure is a toast', () => {
  const toasts: string[] = [];
  beforeAll(() => configureApi({ notify: (text) => toasts.push(text) }));
  beforeEach(() => {
    toasts.length = 0;
    queryClient.clear();
  });

  const fail = (error: unknown, meta?: { errorToast?: boolean }) =>
    queryClient
      .fetchQuery({ queryKey: ['toast-test', Math.random()], queryFn: () => Promise.reject(error), retry: false, meta })
      .catch(() => undefined);

  it('shows a silent call’s failure the catalogue would show, once, unless the meta says the page shows it', async () => {
    await fail(new ApiError(409, 'conflict', { silent: true, notifiable: true }));
    expect(toasts).toEqual(['conflict']);
    await fail(new ApiError(404, 'not found', { silent: true, notifiable: true }), { errorToast: false });
    expect(toasts).toEqual(['conflict']);
  });

  it('does not repeat a toast the call showed itself, nor show what the catalogue keeps quiet (500, 401)', async () => {
    await fail(new ApiError(400, 'shown already', { silent: false, notifiable: true }));
    await fail(new ApiError(500, 'server', { silent: true, notifiable: false }));
    await fail(new Error('bug'));
    expect(toasts).toEqual([]);
  });

  it('takes the decision from the key’s one options factory: demand details are shown inline, reference data toasts', () => {
    expect(demandQuery('d1').meta).toEqual({ errorToast: false });
    expect(companyTypesQuery().meta?.errorToast).toBeUndefined();
  });
});
