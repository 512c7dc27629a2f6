// The walls of ../shared/architecture-board.json as lint rules: who may import whom.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
export const REMOTES = ['remote-auth', 'remote-workstation', 'remote-chat', 'remote-account'];
export const APPS = ['host', ...REMOTES];
const at = (dir) => `./${dir}`;

/** The files that put the host together: its entry, the start-up, the router, the route tree and the App around it. */
export const HOST_COMPOSITION_ROOT = [
  './host/src/index.ts',
  './host/src/bootstrap.tsx',
  './host/src/app/router.ts',
  './host/src/app/routes.tsx',
  './host/src/app/App.tsx',
  './host/src/prerender/render.tsx',
];
/** What the composition root assembles. */
const HOST_BELOW_ROOT = ['features', 'layout', 'guard', 'federation', 'components'].map((dir) => `./host/src/${dir}`);

/** The feature folders of an app (`<app>/src/features/<feature>`). */
function featuresOf(app) {
  const dir = join(ROOT, app, 'src', 'features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Zones for `import-x/no-restricted-paths`: files under `target` may not import files under `from`. */
export function pathWalls() {
  const zones = [
    {
      target: './shared',
      from: [...APPS.map(at), './ui-kit', './server', './tools'],
      message: 'The kernel (@b2b/shared) imports no app, no ui-kit and no server code.',
    },
    {
      target: './ui-kit',
      from: [...APPS.map(at), './server'],
      message: 'ui-kit imports no app: apps import it.',
    },
    {
      target: './server',
      from: [...APPS.map(at), './ui-kit'],
      message: 'The server imports no UI code.',
    },
    {
      target: './host',
      from: REMOTES.map(at),
      message: "The host loads remotes at run time through Module Federation; it never imports a remote's source.",
    },
    {
      target: HOST_BELOW_ROOT,
      from: HOST_COMPOSITION_ROOT,
      message:
        "The host's composition root (bootstrap, the router, the route tree, App) imports the features, layout and guard, never the reverse: what they need of the router comes through app/navigation-target.",
    },
    ...REMOTES.map((remote) => ({
      target: at(remote),
      from: APPS.filter((app) => app !== remote).map(at),
      message: 'A remote never imports another remote or the host: shared code goes to @b2b/shared or @b2b/ui-kit.',
    })),
  ];
  for (const app of APPS) {
    const features = featuresOf(app);
    for (const feature of features) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: `Features do not reach into each other: move what "${feature}" needs to ${app}/src/components or ${app}/src/lib.`,
      });
    }
    zones.push({
      target: [`./${app}/src/components`, `./${app}/src/lib`],
      from: `./${app}/src/features`,
      message: 'components/ and lib/ are below the features: they import none.',
    });
  }
  return zones;
}

const UI_PACKAGES = ['antd', '@ant-design/*', '@b2b/ui-kit', '@b2b/ui-kit/*'];

/** Package imports the kernel may not make. */
export const kernelRestrictedImports = {
  patterns: [
    { group: UI_PACKAGES, message: 'The kernel carries no antd: antd code lives in @b2b/ui-kit and the apps.' },
    {
      group: ['../*', '!../internal', '!../internal/*'],
      message:
        'Kernel subpaths import each other by package name (@b2b/shared/api, never ../api), so Module Federation hands every app one instance.',
    },
  ],
};

/** Package imports the server may not make. */
export const serverRestrictedImports = {
  patterns: [
    {
      group: ['react', 'react-*', '@tanstack/*', 'axios', ...UI_PACKAGES, '@b2b/shared/*', '!@b2b/shared/contract', '!@b2b/shared/access'],
      message: 'The server uses only the pure kernel subpaths (@b2b/shared/contract and @b2b/shared/access), never UI code.',
    },
  ],
};

/**
 * React Router reaches the browser through the kernel's `@b2b/shared/router` alone: another import of
 * the package would bundle a second router (whose contexts the first never sees) or make the whole
 * package a share again (docs/decisions/0014-intro-size.md).
 */
export const routerRestrictedImports = {
  patterns: [
    {
      group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
      message: 'Import the router from @b2b/shared/router: the one React Router of the page, cut to the parts the apps use.',
    },
  ],
};

/**
 * The files that may import React Router itself: the kernel's router module, tests (jest has one copy
 * of the package) and the Node prerender entries (Node has one too).
 */
export const ROUTER_PACKAGE_IMPORTERS = ['shared/src/router/**', '**/*.test.ts', '**/*.test.tsx', '*/src/prerender/render.tsx'];

/** The kernel's walls and the router's, for the kernel's files other than its router module. */
export const kernelAndRouterRestrictedImports = {
  patterns: [...kernelRestrictedImports.patterns, ...routerRestrictedImports.patterns],
};
