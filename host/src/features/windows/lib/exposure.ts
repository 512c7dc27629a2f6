import { localDate } from '../../../lib/local-date';

/** Per signed-in user: `{ [companyId]: 'YYYY-MM-DD' }`, the day its exposure was last reported. */
export const exposureKey = (userId: string) => `b2b.exposure.${userId}`;

type Reported = Record<string, string>;

function readReported(storage: Pick<Storage, 'getItem'>, key: string): Reported {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Reported) : {};
  } catch {
    return {};
  }
}

/** Reports already on their way, so a card and its window shown together send one call. */
const inFlight = new Set<string>();

/**
 * Reports that the viewer saw a company's card or window at most once per calendar day, like the visit
 * counter: only when the stored date for that company differs from today, and the date is stored once the
 * server answered (a refusal, 4xx, is not asked again that day either; a failure is tried on the next view).
 * Only today's dates are kept, so the stored map never grows past the day's companies.
 */
export async function reportExposureOncePerDay(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  userId: string,
  companyId: string,
  report: () => Promise<unknown>,
  now: Date = new Date(),
): Promise<boolean> {
  const key = exposureKey(userId);
  const today = localDate(now);
  const flight = `${key}:${companyId}`;
  if (readReported(storage, key)[companyId] === today || inFlight.has(flight)) return false;
  inFlight.add(flight);
  try {
    await report();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (!(typeof code === 'number' && code >= 400 && code < 500)) return false;
  } finally {
    inFlight.delete(flight);
  }
  const kept = Object.fromEntries(Object.entries(readReported(storage, key)).filter(([, day]) => day === today));
  storage.setItem(key, JSON.stringify({ ...kept, [companyId]: today }));
  return true;
}
