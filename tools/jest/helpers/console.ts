// Declared console output (`@test/console`): any other console.error or console.warn fails its test
// (tools/jest/quiet-console.ts).

export type ConsoleLevel = 'error' | 'warn';
interface Expectation {
  level: ConsoleLevel;
  pattern: RegExp;
  seen: boolean;
}

interface ConsoleState {
  expected: Expectation[];
  unexpected: string[];
}

// On globalThis, so the setup file and the test share it even across `jest.resetModules()`.
const KEY = Symbol.for('b2b.test-console');
const holder = globalThis as unknown as Record<symbol, ConsoleState>;
export const consoleState: ConsoleState = (holder[KEY] ??= { expected: [], unexpected: [] });

/** Declares that this test logs `level` messages matching `pattern` (one or more: at least one must appear). */
export function expectConsole(level: ConsoleLevel, pattern: RegExp): void {
  consoleState.expected.push({ level, pattern, seen: false });
}
