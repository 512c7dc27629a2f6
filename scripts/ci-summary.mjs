#!/usr/bin/env node
// Adds up the test counts of a CI run: jest's JSON, node:test's spec lines in the logs, and
// Playwright's JSON report, then prints the closing line `N passed, N failed`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const parts = [];

const jest = join(dir, 'jest.json');
if (existsSync(jest)) {
  const r = JSON.parse(readFileSync(jest, 'utf8'));
  passed += r.passed;
  failed += r.failed;
  parts.push(`unit (jest) ${r.passed}/${r.passed + r.failed}`);
}
// The server suite's run (on PostgreSQL + Redis in CI; a local run may keep its PGlite one): a line per database.
const SERVER_RUNS = [
  ['server-pglite', 'server on PGlite'],
  ['server-postgres', 'server on PostgreSQL + Redis'],
];
if (!SERVER_RUNS.some(([name]) => existsSync(join(dir, `${name}.log`)))) parts.push('server suite: did not run');
for (const [name, label] of SERVER_RUNS) {
  const log = join(dir, `${name}.log`);
  if (!existsSync(log)) continue;
  const text = readFileSync(log, 'utf8');
  const last = (key) => Number([...text.matchAll(new RegExp(`^ℹ ${key} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  const pass = last('pass');
  const fail = last('fail');
  passed += pass;
  failed += fail;
  parts.push(`${label} ${pass}/${pass + fail}`);
}
const pw = join(dir, 'playwright.json');
if (existsSync(pw)) {
  const report = JSON.parse(readFileSync(pw, 'utf8'));
  const s = report.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  parts.push(`browser (Playwright) ${s.expected + s.flaky}/${s.expected + s.flaky + s.unexpected}`);
  // A test that failed and then passed on its retry counts as passed, but is named so it gets mended.
  for (const title of flakyTests(report)) parts.push(`FLAKY (failed once, passed on retry): ${title}`);
}

// `npm test` also runs steps that count no tests (lint, format, types): say which of them failed.
const npmTest = join(dir, 'unit-and-server.log');
if (existsSync(npmTest)) {
  const text = readFileSync(npmTest, 'utf8');
  const failedSteps = /^failed: (.+)$/m.exec(text)?.[1];
  parts.push(failedSteps ? `npm test steps FAILED: ${failedSteps}` : 'npm test steps (lint, format, types, walls): passed');
}
for (const part of parts) console.log(`  ${part}`);
console.log(`${passed} passed, ${failed} failed`);

function flakyTests(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push([...path, spec.title, test.projectName].filter(Boolean).join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return titles;
}
