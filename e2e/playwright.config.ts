import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/platform/chromium.mjs';

/** Browser suites against the built platform, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: './tests',
  // 120 s: on this slow machine kind, with two workers on two cores, short flows took past 60 s and failed twice in a CI.
  timeout: 120_000,
  // 20 s: on a slow or busy machine (two workers on two cores) a page that works can take more than 10 s to answer.
  expect: { timeout: 20_000 },
  // Two workers, each with its own platform and database (fixtures.ts): a worker's browser, API and servers keep
  // about half of a core busy, so on this machine's two cores two of them nearly halve the suite's time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  // CI retries a failed test once: a pass on retry still counts, and the CI summary names it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../reports/playwright-artifacts',
  use: {
    headless: true,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
