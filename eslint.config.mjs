// ESLint for the whole workspace (`pnpm lint`). The walls between the parts live in tools/lint/walls.mjs.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {
  kernelAndRouterRestrictedImports,
  kernelRestrictedImports,
  pathWalls,
  ROUTER_PACKAGE_IMPORTERS,
  routerRestrictedImports,
  serverRestrictedImports,
} from './tools/lint/walls.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      'data/',
      'server/data/',
      '**/.cache/',
      'reports/',
      '**/test-results/',
      '**/playwright-report/',
      'server/drizzle/',
      'tools/lint/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', 'server/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: pathWalls() }],
      // The rule follows no `import type`, so tools/lint/import-cycles.test.mjs checks the browser code's
      // cycles with type-only and dynamic imports as well.
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['host/src/**', 'ui-kit/src/**', 'remote-*/src/**'],
    ignores: ROUTER_PACKAGE_IMPORTERS,
    rules: { 'no-restricted-imports': ['error', routerRestrictedImports] },
  },
  {
    files: ['shared/src/**'],
    rules: { 'no-restricted-imports': ['error', kernelRestrictedImports] },
  },
  {
    files: ['shared/src/**'],
    ignores: ROUTER_PACKAGE_IMPORTERS,
    rules: { 'no-restricted-imports': ['error', kernelAndRouterRestrictedImports] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', serverRestrictedImports] },
  },
  {
    // CommonJS tooling files, and tests that load a module afresh inside jest.isolateModules.
    files: ['**/*.js', '**/*.cjs', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures: `use` is its fixture callback and `{}` its way to ask for no fixtures.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'tools/**', '**/*.test.ts', '**/*.test.tsx', 'server/src/main.ts', 'server/src/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
