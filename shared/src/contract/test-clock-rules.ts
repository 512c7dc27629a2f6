/**
 * The browser suite's test clock (`TEST_CLOCK=true` with `DEMO=true`, never in production): staff move the API's time
 * forward and the jobs that became due run at once, as the review period passing. Without the setting the path does
 * not exist (404).
 */
export const TEST_CLOCK_API = {
  /** POST (staff): `{ ms }` forward (0 only reads the time), then the due jobs run. */
  advance: '/api/test-clock/advance',
} as const;

/** At most a year forward in one call. */
export const TEST_CLOCK_MAX_MS = 366 * 86_400_000;
