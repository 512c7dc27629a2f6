import { satisfy } from '@module-federation/enhanced/runtime';
import singletonSharePlugin from './singleton-share-plugin';

import { shareResolution, type ResolveShareArgs as Args } from './share-resolution.test-kit';

type Hook = NonNullable<ReturnType<typeof singletonSharePlugin>['resolveShare']>;

const reactShare = { version: '19.3.1', from: 'host', loaded: true };

/** React 19.3.1 from the host, asked for by the workstation with `shareConfig` (and `extra` share info). */
const resolution = (shareConfig: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  shareResolution('react', { '19.3.1': reactShare }, '19.3.1', { from: 'workstation', shareConfig, ...extra });

function setup() {
  const registerGlobal = jest.fn();
  const satisfies = jest.fn(satisfy);
  const plugin = singletonSharePlugin({ registerGlobal, satisfies });
  return { plugin, hook: plugin.resolveShare as Hook, registerGlobal, satisfies };
}

describe('singleton share runtime plugin', () => {
  it('registers itself for every federation instance, so a remote resolves its singletons through it', () => {
    const { plugin, registerGlobal } = setup();
    expect(registerGlobal).toHaveBeenCalledWith([plugin]);
  });

  it('hands a singleton that satisfies the requirement the share in the scope, checked with the given semver', () => {
    const { hook, satisfies } = setup();
    const { args, defaultResolver } = resolution({ singleton: true, strictVersion: true, requiredVersion: '^19.3.1' });
    const out = hook(args) as Args;
    expect(out.resolver()).toEqual({ shared: reactShare, useTreesShaking: false });
    expect(defaultResolver).not.toHaveBeenCalled();
    expect(satisfies).toHaveBeenCalledWith('19.3.1', '^19.3.1');
  });

  it('leaves a version that does not satisfy the requirement to the runtime, which warns or refuses', () => {
    const { hook } = setup();
    const { args, defaultResolver } = resolution({ singleton: true, strictVersion: true, requiredVersion: '^20.0.0' });
    expect((hook(args) as Args).resolver).toBe(defaultResolver);
  });

  it.each([
    ['not a singleton', { requiredVersion: '^19.3.1' }, {}],
    ['no string requirement', { singleton: true, requiredVersion: false }, {}],
    ['a tree-shaken share', { singleton: true, requiredVersion: '^19.3.1' }, { treeShaking: { mode: 'runtime-infer' } }],
  ])('leaves %s to the runtime', (_what, shareConfig, extra) => {
    const { hook, satisfies } = setup();
    const { args, defaultResolver } = resolution(shareConfig, extra);
    expect((hook(args) as Args).resolver).toBe(defaultResolver);
    expect(satisfies).not.toHaveBeenCalled();
  });

  it('leaves a version missing from the share scope to the runtime', () => {
    const { hook } = setup();
    const { args, defaultResolver } = resolution({ singleton: true, requiredVersion: '^19.3.1' });
    (args as { version: string }).version = '19.4.0';
    expect((hook(args) as Args).resolver).toBe(defaultResolver);
  });
});
