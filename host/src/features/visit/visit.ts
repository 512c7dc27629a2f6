export const LAST_VISIT_KEY = 'b2b.lastVisit';

/** The local calendar date, YYYY-MM-DD. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Reports a visit at most once per calendar day: only when the stored date differs from today,
 * and the date is stored only after the report succeeded, so a failed report is tried again.
 * Resolves whether a report was sent and succeeded.
 */
export async function reportVisitOncePerDay(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  report: () => Promise<unknown>,
  now: Date = new Date(),
): Promise<boolean> {
  const today = localDate(now);
  if (storage.getItem(LAST_VISIT_KEY) === today) return false;
  try {
    await report();
  } catch {
    return false;
  }
  storage.setItem(LAST_VISIT_KEY, today);
  return true;
}
