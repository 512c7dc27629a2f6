import resilientRemotesPlugin from './resilient-remotes-plugin';
import { expectConsole } from '@test/console';
import { isUnavailable } from './unavailable';

type Hook = NonNullable<ReturnType<typeof resilientRemotesPlugin>['errorLoadRemote']>;

function setup(results: Array<'fail' | object>) {
  const plugin = resilientRemotesPlugin({ retries: 2, delayMs: 100, sleep: async (ms) => void sleeps.push(ms) });
  const sleeps: number[] = [];
  const hook = plugin.errorLoadRemote as Hook;
  const origin: { loadRemote: jest.Mock<Promise<unknown>, [string]> } = {
    loadRemote: jest.fn(async (id: string): Promise<unknown> => {
      const next = results.shift();
      if (next === 'fail' || next === undefined) {
        // Like the runtime: a failed load reports to errorLoadRemote and resolves to its answer.
        return hook({ id, error: new Error('down'), from: 'runtime', lifecycle: 'onLoad', origin } as never);
      }
      return next;
    }),
  };
  const firstFailure = () => hook({ id: 'chat/routes', error: new Error('down'), from: 'runtime', lifecycle: 'onLoad', origin } as never);
  return { origin, sleeps, firstFailure, hook };
}

describe('resilient remotes runtime plugin', () => {
  it('retries a failed remote and returns the module when a retry succeeds', async () => {
    const mod = { routes: [] };
    const { origin, sleeps, firstFailure } = setup(['fail', mod]);
    await expect(firstFailure()).resolves.toBe(mod);
    expect(origin.loadRemote).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([100, 200]);
  });

  it('gives up after the retries with an unavailable marker instead of throwing', async () => {
    expectConsole('warn', /chat\/routes unavailable after 3 attempts/);
    const { origin, sleeps, firstFailure } = setup(['fail', 'fail', 'fail']);
    const result = await firstFailure();
    expect(isUnavailable(result)).toBe(true);
    expect(origin.loadRemote).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([100, 200]);
  });

  it('starts counting again for the next navigation', async () => {
    expectConsole('warn', /chat\/routes unavailable after 3 attempts/);
    const { origin, firstFailure } = setup(['fail', 'fail', 'fail', { ok: true }]);
    expect(isUnavailable(await firstFailure())).toBe(true);
    await expect(firstFailure()).resolves.toEqual({ ok: true });
    expect(origin.loadRemote).toHaveBeenCalledTimes(4);
  });

  it('leaves a failed manifest fetch to the load that reports it next', async () => {
    const { hook, origin } = setup([]);
    await expect(
      hook({ id: 'm', error: new Error('x'), from: 'runtime', lifecycle: 'afterResolve', origin } as never),
    ).resolves.toBeUndefined();
    expect(origin.loadRemote).not.toHaveBeenCalled();
  });
});
