import { LAST_VISIT_KEY, localDate, reportVisitOncePerDay, VISIT_REFUSED_KEY } from './visit';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('visit counting once per calendar day', () => {
  const day1 = new Date(2026, 10, 23, 9, 30);
  const day1Late = new Date(2026, 10, 23, 23, 59);
  const day2 = new Date(2026, 10, 24, 0, 1);

  it('formats the local date as YYYY-MM-DD', () => {
    expect(localDate(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });

  it('reports the first visit of the day and stores the date after success', async () => {
    const storage = memoryStorage();
    const report = jest.fn().mockResolvedValue(undefined);
    await expect(reportVisitOncePerDay(storage, report, day1)).resolves.toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(storage.data.get(LAST_VISIT_KEY)).toBe('2026-11-23');
  });

  it('does not report again the same day', async () => {
    const storage = memoryStorage({ [LAST_VISIT_KEY]: '2026-11-23' });
    const report = jest.fn().mockResolvedValue(undefined);
    await expect(reportVisitOncePerDay(storage, report, day1Late)).resolves.toBe(false);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports again on the next calendar day', async () => {
    const storage = memoryStorage({ [LAST_VISIT_KEY]: '2026-11-23' });
    const report = jest.fn().mockResolvedValue(undefined);
    await expect(reportVisitOncePerDay(storage, report, day2)).resolves.toBe(true);
    expect(storage.data.get(LAST_VISIT_KEY)).toBe('2026-11-24');
  });

  it('keeps the old date when the report fails, so the next load tries again', async () => {
    const storage = memoryStorage({ [LAST_VISIT_KEY]: '2026-11-22' });
    const failing = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(reportVisitOncePerDay(storage, failing, day1)).resolves.toBe(false);
    expect(storage.data.get(LAST_VISIT_KEY)).toBe('2026-11-22');
    const working = jest.fn().mockResolvedValue(undefined);
    await expect(reportVisitOncePerDay(storage, working, day1)).resolves.toBe(true);
  });
});

describe('a refused visit report', () => {
  const day1 = new Date(2026, 10, 23, 9, 30);
  const day2 = new Date(2026, 10, 24, 8, 0);
  const tooMany = Object.assign(new Error('too many'), { code: 429 });

  it('is silent, leaves the visit date unstored and is not asked again that day', async () => {
    const storage = memoryStorage({ [LAST_VISIT_KEY]: '2026-11-22' });
    const refused = jest.fn().mockRejectedValue(tooMany);
    await expect(reportVisitOncePerDay(storage, refused, day1)).resolves.toBe(false);
    expect(storage.data.get(LAST_VISIT_KEY)).toBe('2026-11-22');
    await expect(reportVisitOncePerDay(storage, refused, day1)).resolves.toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('is asked again the next day, and a success then stores that day', async () => {
    const storage = memoryStorage({ [VISIT_REFUSED_KEY]: '2026-11-23' });
    const working = jest.fn().mockResolvedValue(undefined);
    await expect(reportVisitOncePerDay(storage, working, day2)).resolves.toBe(true);
    expect(storage.data.get(LAST_VISIT_KEY)).toBe('2026-11-24');
  });

  it('is told from a network or server failure, which is tried again on the next load', async () => {
    const storage = memoryStorage();
    const down = jest.fn().mockRejectedValue(Object.assign(new Error('bad gateway'), { code: 502 }));
    await reportVisitOncePerDay(storage, down, day1);
    await reportVisitOncePerDay(storage, down, day1);
    expect(down).toHaveBeenCalledTimes(2);
    expect(storage.data.has(VISIT_REFUSED_KEY)).toBe(false);
  });
});
