import { localDate } from '../../lib/local-date';

export { localDate };
export const LAST_VISIT_KEY = 'b2b.lastVisit';
/** The day the server refused a report (rate limit): no more asking that day, nothing counted. */
export const VISIT_REFUSED_KEY = 'b2b.visitRefused';

/** An answer of the server that refuses the report (as opposed to a failure worth trying again on the next load). */
const isRefusal = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= 400 && code < 500;
};

/**
 * Reports a visit at most once per calendar day (docs/product.md, States): only when the stored date
 * differs from today, and the date is stored only after the report succeeded, so a failed report is tried
 * again on the next load. A report the server refuses (a 4xx, such as its rate limit) is silent and not
 * asked again that day; the visit date stays unstored. Resolves whether a report was sent and succeeded.
 */
export async function reportVisitOncePerDay(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  report: () => Promise<unknown>,
  now: Date = new Date(),
): Promise<boolean> {
  const today = localDate(now);
  if (storage.getItem(LAST_VISIT_KEY) === today || storage.getItem(VISIT_REFUSED_KEY) === today) return false;
  try {
    await report();
  } catch (error) {
    if (isRefusal(error)) storage.setItem(VISIT_REFUSED_KEY, today);
    return false;
  }
  storage.setItem(LAST_VISIT_KEY, today);
  return true;
}
