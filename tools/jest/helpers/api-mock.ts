// The one mock of the kernel's API client for every app's tests (`@test/api-mock`).
import { api } from '@b2b/shared/api';

type Method = 'get' | 'post' | 'put' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'delete'];

/**
 * What a path answers: the envelope's `data` resolves as the client would resolve it, an Error rejects
 * (`apiError` of `@test/fixtures` is the ApiError an error envelope gives), and a function is called
 * with the call's other arguments (the body or params, then the config) and answers in its turn.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a handler takes whatever the call passed
export type Answer = unknown | ((...args: any[]) => unknown);
/** Answers by API path: `apiPath(DEMANDS_API.demand, { id: 'd1' })` for a path with parameters. */
export type Routes = Record<string, Answer>;

export type ApiMock = { [M in Method]: jest.MockedFunction<(typeof api)[M]> } & {
  /** Answers the method's calls by path; a path missing from the table rejects as an unexpected call. */
  answer(method: Method, routes: Routes): void;
};

function unexpected(method: Method) {
  return async (url: string) => {
    throw new Error(`unexpected ${method.toUpperCase()} ${url}`);
  };
}

function byPath(method: Method, routes: Routes) {
  return async (url: string, ...args: unknown[]) => {
    if (!(url in routes)) throw new Error(`unexpected ${method.toUpperCase()} ${url}`);
    const value = routes[url];
    const result = typeof value === 'function' ? await value(...args) : value;
    if (result instanceof Error) throw result;
    return result;
  };
}

/**
 * Replaces the client's calls with mocks for every test of the file (call it at the file's top level):
 * each test starts with no answer, so any call it did not set up rejects as unexpected. Set answers
 * with `answer('get', { [API.province]: [...] })` or a mock's own `mockResolvedValueOnce`.
 */
export function mockApi(tables: Partial<Record<Method, Routes>> = {}): ApiMock {
  const mocks = Object.fromEntries(METHODS.map((method) => [method, jest.fn()])) as unknown as ApiMock;
  const answer = (method: Method, routes: Routes) => void mocks[method].mockImplementation(byPath(method, routes) as never);
  const originals = { ...api };
  beforeEach(() => {
    for (const method of METHODS) {
      mocks[method].mockReset().mockImplementation(unexpected(method) as never);
      api[method] = mocks[method] as never;
    }
    for (const [method, routes] of Object.entries(tables) as [Method, Routes][]) answer(method, routes);
  });
  afterEach(() => Object.assign(api, originals));
  return Object.assign(mocks, { answer });
}
