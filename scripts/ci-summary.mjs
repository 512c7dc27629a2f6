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
  parts.push(`unit ${r.passed}/${r.passed + r.failed}`);
}
for (const name of ['server-pglite', 'server-postgres']) {
  const log = join(dir, `${name}.log`);
  if (!existsSync(log)) continue;
  const text = readFileSync(log, 'utf8');
  const pass = [...text.matchAll(/^ℹ pass (\d+)$/gm)].reduce((n, m) => n + Number(m[1]), 0);
  const fail = [...text.matchAll(/^ℹ fail (\d+)$/gm)].reduce((n, m) => n + Number(m[1]), 0);
  passed += pass;
  failed += fail;
  parts.push(`${name} ${pass}/${pass + fail}`);
}
const pw = join(dir, 'playwright.json');
if (existsSync(pw)) {
  const s = JSON.parse(readFileSync(pw, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  parts.push(`browser ${s.expected + s.flaky}/${s.expected + s.flaky + s.unexpected}`);
}


console.log(parts.join(', '));
console.log(`${passed} passed, ${failed} failed`);
