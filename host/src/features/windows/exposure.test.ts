import { exposureKey, reportExposureOncePerDay } from './lib/exposure';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
};
const at = (day: number) => new Date(2026, 0, day, 12);

describe('exposure reported once per company per day', () => {
  it('reports a company once a day, each company on its own, again the next day', async () => {
    const storage = memory();
    const report = jest.fn().mockResolvedValue({ counted: true });
    expect(await reportExposureOncePerDay(storage, 'u1', 'c1', report, at(5))).toBe(true);
    expect(await reportExposureOncePerDay(storage, 'u1', 'c1', report, at(5))).toBe(false);
    expect(await reportExposureOncePerDay(storage, 'u1', 'c2', report, at(5))).toBe(true);
    expect(report).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.items.get(exposureKey('u1'))!)).toEqual({ c1: '2026-01-05', c2: '2026-01-05' });

    expect(await reportExposureOncePerDay(storage, 'u1', 'c1', report, at(6))).toBe(true);
    expect(JSON.parse(storage.items.get(exposureKey('u1'))!)).toEqual({ c1: '2026-01-06' });
    expect(await reportExposureOncePerDay(storage, 'u2', 'c1', report, at(6))).toBe(true);
    expect(report).toHaveBeenCalledTimes(4);
  });

  it('tries a failed report again on the next view, but not one the server refused', async () => {
    const storage = memory();
    const failing = jest.fn().mockRejectedValue(new Error('network'));
    expect(await reportExposureOncePerDay(storage, 'u1', 'c1', failing, at(5))).toBe(false);
    expect(storage.items.size).toBe(0);
    const refused = jest.fn().mockRejectedValue({ code: 404 });
    expect(await reportExposureOncePerDay(storage, 'u1', 'c1', refused, at(5))).toBe(true);
    expect(await reportExposureOncePerDay(storage, 'u1', 'c1', refused, at(5))).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('sends one call when a card and its window report together', async () => {
    const storage = memory();
    let answer: (value: unknown) => void = () => undefined;
    const report = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const first = reportExposureOncePerDay(storage, 'u1', 'c1', report, at(5));
    expect(await reportExposureOncePerDay(storage, 'u1', 'c1', report, at(5))).toBe(false);
    answer({ counted: true });
    expect(await first).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('survives a broken stored value', async () => {
    const storage = memory();
    storage.setItem(exposureKey('u1'), '{not json');
    expect(await reportExposureOncePerDay(storage, 'u1', 'c1', jest.fn().mockResolvedValue(null), at(5))).toBe(true);
  });
});
