/**
 * Answers a mocked `api.get`/`api.post`/`api.put` by URL, like a small fake server: a value
 * resolves, an Error rejects, a function is called with the call's other arguments.
 */
export function answer(method: unknown, table: Record<string, unknown>) {
  (method as jest.Mock).mockImplementation(async (url: string, ...args: unknown[]) => {
    if (!(url in table)) throw new Error(`unexpected call to ${url}`);
    const value = table[url];
    const result = typeof value === 'function' ? await value(...args) : value;
    if (result instanceof Error) throw result;
    return result;
  });
}
