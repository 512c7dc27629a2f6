import { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What a fake endpoint answers: a response, or an error to throw (network failure, timeout). */
export type FakeReply = { status?: number; data?: unknown; headers?: Record<string, string> } | Error;
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Test double for an axios adapter: records each request and answers from a queue. */
export interface FakeServer {
  adapter: AxiosAdapter;
  calls: InternalAxiosRequestConfig[];
  /** Answers the next request (queued in order). */
  next(reply: FakeReply | FakeHandler): FakeServer;
  /** Answers every request once the queue is empty. */
  always(reply: FakeReply | FakeHandler): FakeServer;
}

export const envelope = (data: unknown, code = 200, msg = 'ok') => ({ status: 200, data: { code, msg, data } });

export function fakeServer(): FakeServer {
  const calls: InternalAxiosRequestConfig[] = [];
  const queue: FakeHandler[] = [];
  let fallback: FakeHandler = () => envelope(null);
  const asHandler = (reply: FakeReply | FakeHandler): FakeHandler => (typeof reply === 'function' ? reply : () => reply);

  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const handler = queue.shift() ?? fallback;
    const reply = await handler(config);
    if (reply instanceof Error) throw reply;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    return response;
  };

  const server: FakeServer = {
    adapter,
    calls,
    next(reply) {
      queue.push(asHandler(reply));
      return server;
    },
    always(reply) {
      fallback = asHandler(reply);
      return server;
    },
  };
  return server;
}

/** A request that never answers until its signal aborts, as a real adapter behaves. */
export const hangUntilAborted: FakeHandler = (config) =>
  new Promise<FakeReply>((_, reject) => {
    const signal = config.signal as AbortSignal | undefined;
    signal?.addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)));
  });

/** No response at all, as the browser reports a dropped connection. */
export const networkError: FakeHandler = (config) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);

export const timeoutError: FakeHandler = (config) =>
  new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
