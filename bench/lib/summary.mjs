import { appendFileSync } from 'node:fs';

/**
 * Records one headline figure of a bench for the combined table of `bench/all.mjs` (a JSON line in the
 * file BENCH_SUMMARY names); run alone, a bench prints its own tables and records nothing.
 */
export function recordFigure(bench, measure, value, budget, within) {
  const file = process.env.BENCH_SUMMARY;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ bench, measure, value: String(value), budget: String(budget), within: Boolean(within) })}\n`);
}
