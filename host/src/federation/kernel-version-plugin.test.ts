import kernelVersionPlugin, { KernelVersionError } from './kernel-version-plugin';
import { shareResolution, type ResolveShareArgs as Args } from './share-resolution.test-kit';

type Hook = NonNullable<ReturnType<typeof kernelVersionPlugin>['resolveShare']>;

const entry = (version: string, from: string) => ({ version, from, loaded: from === 'host' ? true : undefined });

/** A kernel resolution: a strict singleton whose consumer `from` needs `requiredVersion`. */
const resolution = (pkgName: string, versions: Record<string, unknown>, picked: string, from: string, requiredVersion: string | false) =>
  shareResolution(pkgName, versions, picked, { from, shareConfig: { singleton: true, strictVersion: true, requiredVersion } });

function setup() {
  const report = jest.fn();
  const registerGlobal = jest.fn();
  const plugin = kernelVersionPlugin({ kernelVersion: '0.2.0', provider: 'host', report, registerGlobal });
  const hook = plugin.resolveShare as Hook;
  return { plugin, hook, report, registerGlobal };
}

describe('kernel version runtime plugin', () => {
  it('registers itself for every federation instance, so remotes resolve through it too', () => {
    const { plugin, registerGlobal } = setup();
    expect(registerGlobal).toHaveBeenCalledWith([plugin]);
  });

  it('leaves a compatible kernel resolution and every other package alone', () => {
    const { hook, report } = setup();
    const ok = resolution('@b2b/shared/session', { '0.2.0': entry('0.2.0', 'host') }, '0.2.0', 'account', '^0.2.0');
    const out = hook(ok.args) as Args;
    expect(out.resolver).toBe(ok.defaultResolver);

    const react = resolution('react', { '19.0.0': entry('19.0.0', 'host') }, '19.0.0', 'account', '^20.0.0');
    expect((hook(react.args) as Args).resolver).toBe(react.defaultResolver);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an incompatible remote by name, subpath and versions, and refuses to hand it the kernel', () => {
    const { hook, report } = setup();
    const { args, defaultResolver } = resolution('@b2b/shared/api', { '0.2.0': entry('0.2.0', 'host') }, '0.2.0', 'account', '^0.3.0');
    const out = hook(args) as Args;

    expect(report).toHaveBeenCalledTimes(1);
    const message: string = report.mock.calls[0][0];
    expect(message).toContain('remote "account"');
    expect(message).toContain('@b2b/shared/api ^0.3.0');
    expect(message).toContain('the host provides 0.2.0');
    expect(() => out.resolver()).toThrow(KernelVersionError);
    expect(() => out.resolver()).toThrow(message);
    expect(defaultResolver).not.toHaveBeenCalled();
  });

  it('refuses an older kernel requirement too (0.x: a minor is incompatible)', () => {
    const { hook, report } = setup();
    const { args } = resolution('@b2b/shared/i18n', { '0.2.0': entry('0.2.0', 'host') }, '0.2.0', 'chat', '^0.1.4');
    expect(() => (hook(args) as Args).resolver()).toThrow(/remote "chat" needs @b2b\/shared\/i18n \^0\.1\.4/);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('keeps the host kernel when a remote brought a newer one, and refuses that remote', () => {
    const { hook, report } = setup();
    // loaded-first picked the remote's own 0.3.0 (the host had not loaded upload yet).
    const versions = { '0.2.0': entry('0.2.0', 'host'), '0.3.0': entry('0.3.0', 'workstation') };
    const { args } = resolution('@b2b/shared/upload', versions, '0.3.0', 'workstation', '^0.3.0');
    expect(() => (hook(args) as Args).resolver()).toThrow(
      /remote "workstation" needs @b2b\/shared\/upload \^0\.3\.0, but the host provides 0\.2\.0/,
    );
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("hands the host's kernel to a compatible consumer even when a newer copy was registered", () => {
    const { hook, report } = setup();
    const versions = { '0.2.0': entry('0.2.0', 'host'), '0.2.1': entry('0.2.1', 'chat') };
    const { args } = resolution('@b2b/shared/upload', versions, '0.2.1', 'host', '^0.2.0');
    const out = hook(args) as Args;
    expect(out.version).toBe('0.2.0');
    expect(out.resolver()).toEqual({ shared: versions['0.2.0'], useTreesShaking: false });
    expect(report).not.toHaveBeenCalled();
  });

  it('reports the same refusal once, however often the runtime retries', () => {
    const { hook, report } = setup();
    for (let i = 0; i < 3; i++) {
      const { args } = resolution('@b2b/shared/session', { '0.2.0': entry('0.2.0', 'host') }, '0.2.0', 'account', '^9.0.0');
      expect(() => (hook(args) as Args).resolver()).toThrow(KernelVersionError);
    }
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('logs on console.error by default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = kernelVersionPlugin({ kernelVersion: '0.2.0', registerGlobal: () => undefined });
    const { args } = resolution('@b2b/shared/access', { '0.2.0': entry('0.2.0', 'host') }, '0.2.0', 'auth', '^1.0.0');
    (plugin.resolveShare as Hook)(args);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('remote "auth" needs @b2b/shared/access ^1.0.0'));
    spy.mockRestore();
  });
});
