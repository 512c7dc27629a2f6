import { createReporter, FLUSH_AFTER_MS } from './client-reports';

/** jsdom's Blob has no text(): read it as a browser's FileReader does. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const vital = (value: number) => ({ kind: 'web-vital' as const, name: 'LCP' as const, value });

function setUp(beaconAccepts = true) {
  const beacons: { url: string; body: Promise<string> }[] = [];
  const fetches: RequestInit[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const reporter = createReporter(
    {
      beacon: (url, data) => {
        beacons.push({ url, body: textOf(data) });
        return beaconAccepts;
      },
      fetch: (_url, init) => {
        fetches.push(init!);
        return Promise.resolve({} as Response);
      },
    },
    (run, ms) => timers.push({ run, ms }),
  );
  return { reporter, beacons, fetches, timers };
}

describe('the page reporter', () => {
  it('batches reports and sends them once, after a short wait, by beacon', async () => {
    const { reporter, beacons, timers } = setUp();
    reporter.report(vital(1200));
    reporter.report({ kind: 'remote-failure', remote: 'chat' });
    expect(timers).toHaveLength(1);
    expect(timers[0].ms).toBe(FLUSH_AFTER_MS);
    expect(beacons).toHaveLength(0);
    timers[0].run();
    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe('/api/client/reports');
    expect(JSON.parse(await beacons[0].body)).toEqual({ reports: [vital(1200), { kind: 'remote-failure', remote: 'chat' }] });
    expect(reporter.pending()).toBe(0);
  });

  it('splits a long queue into batches the API takes (20 each)', async () => {
    const { reporter, beacons } = setUp();
    for (let i = 0; i < 45; i++) reporter.report(vital(i));
    reporter.flush();
    const sizes = await Promise.all(beacons.map(async (b) => JSON.parse(await b.body).reports.length));
    expect(sizes).toEqual([20, 20, 5]);
  });

  it('falls back to a keepalive fetch when the beacon is refused, and never throws', () => {
    const { reporter, fetches } = setUp(false);
    reporter.report(vital(5));
    expect(() => reporter.flush()).not.toThrow();
    expect(fetches).toHaveLength(1);
    expect(fetches[0].keepalive).toBe(true);
    const quota = () => {
      throw new Error('quota');
    };
    const throwing = createReporter({ beacon: quota, fetch: () => Promise.reject(new Error('offline')) }, () => undefined);
    throwing.report(vital(1));
    expect(() => throwing.flush()).not.toThrow();
  });
});
