// A quiet test run: a console.error or console.warn fails its test unless the test declared it with
// `expectConsole` (`@test/console`). Fix the cause of a warning; declare only one a test provokes on purpose.
import { format } from 'node:util';
import { configure } from '@testing-library/react';
import { consoleState, type ConsoleLevel } from './helpers/console';

// antd renders slowly under jsdom (CSS-in-JS, motion): one time limit for every async query.
configure({ asyncUtilTimeout: 8000 });

// A plain function, not a jest spy: a test's own `jest.spyOn(console, 'error')` (asserting what a unit logs)
// wraps it, and `jest.restoreAllMocks()` gives it back.
for (const level of ['error', 'warn'] as ConsoleLevel[]) {
  console[level] = (...args: unknown[]) => {
    const message = format(...args);
    const expectation = consoleState.expected.find((e) => e.level === level && e.pattern.test(message));
    if (expectation) expectation.seen = true;
    else consoleState.unexpected.push(`console.${level}: ${message.split('\n').slice(0, 12).join('\n')}`);
  };
}

function check() {
  const missing = consoleState.expected.filter((e) => !e.seen).map((e) => `expected console.${e.level} ${e.pattern} was not logged`);
  const problems = [...consoleState.unexpected, ...missing];
  consoleState.expected = [];
  consoleState.unexpected = [];
  if (problems.length) throw new Error(`Unexpected console output:\n${problems.join('\n\n')}`);
}

afterEach(check);
afterAll(check);
