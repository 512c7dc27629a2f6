/** The local calendar date, YYYY-MM-DD: the day the once-a-day counters (visit, exposure) compare. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
