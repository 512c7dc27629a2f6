/** Unit tests of the kernel and the apps (the server has its own node:test suite). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/host/src',
    '<rootDir>/remote-auth/src',
    '<rootDir>/remote-workstation/src',
    '<rootDir>/remote-chat/src',
    '<rootDir>/remote-account/src',
    '<rootDir>/ui-kit/src',
    '<rootDir>/tools',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.m?(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(typebox|@ant-design\\+colors|@ant-design/colors)[@/+])'],
  // The test kit (tools/jest/helpers, `@test/*`) is in no workspace package: it finds packages where the host does.
  modulePaths: ['<rootDir>/host/node_modules'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@test/(.*)$': '<rootDir>/tools/jest/helpers/$1',
    '^@ant-design/icons$': '<rootDir>/tools/jest/antd-icons.js',
  },
  // jest's default is one worker fewer than the cores: a single worker on this 2-core machine.
  maxWorkers: '100%',
  setupFiles: ['<rootDir>/tools/jest/setup.js'],
  setupFilesAfterEnv: ['<rootDir>/tools/jest/quiet-console.ts'],
  // antd renders slowly under jsdom, and this machine is shared: one generous limit instead of one per file.
  testTimeout: 90_000,
  clearMocks: true,
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.js'],
};
