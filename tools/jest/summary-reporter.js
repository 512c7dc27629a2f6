// Writes the totals of a jest run to $CI_REPORT_DIR/jest.json for the CI summary line.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.CI_REPORT_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'jest.json'),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests,
      }),
    );
  }
}
module.exports = SummaryReporter;
