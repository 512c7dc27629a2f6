import { progressTracker } from './progress';

function clock(start = 1000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('progressTracker', () => {
  it('reports whole percents, rounded down until done', () => {
    const c = clock();
    const track = progressTracker(c.now);
    expect(track(0, 1000).percent).toBe(0);
    expect(track(1, 1000).percent).toBe(0);
    expect(track(333, 1000).percent).toBe(33);
    expect(track(999, 1000).percent).toBe(99);
    expect(track(1000, 1000).percent).toBe(100);
  });

  it('keeps the percent within 0 to 100', () => {
    const track = progressTracker(clock().now);
    expect(track(1200, 1000).percent).toBe(100);
    expect(track(-5, 1000).percent).toBe(0);
  });

  it('reports 0 percent when the total is unknown', () => {
    const track = progressTracker(clock().now);
    expect(track(500, 0).percent).toBe(0);
    expect(track(500, Number.NaN).percent).toBe(0);
  });

  it('passes the byte counts through', () => {
    const track = progressTracker(clock().now);
    expect(track(10, 20)).toMatchObject({ loaded: 10, total: 20 });
  });

  it('measures the average speed in KB/s since it was created', () => {
    const c = clock();
    const track = progressTracker(c.now);
    c.advance(1000);
    expect(track(512 * 1024, 4 * 1024 * 1024)).toEqual({ percent: 12, loaded: 524288, total: 4194304, speedKBs: 512 });
    c.advance(1000);
    expect(track(3 * 1024 * 1024, 4 * 1024 * 1024).speedKBs).toBe(1536);
  });

  it('rounds the speed to one decimal', () => {
    const c = clock();
    const track = progressTracker(c.now);
    c.advance(3000);
    expect(track(1000, 2000).speedKBs).toBe(0.3);
  });

  it('reports speed 0 before any time has passed', () => {
    const track = progressTracker(clock().now);
    expect(track(1024, 2048).speedKBs).toBe(0);
  });

  it('uses the real clock by default', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(5000);
    const track = progressTracker();
    now.mockReturnValue(7000);
    expect(track(2048, 4096)).toEqual({ percent: 50, loaded: 2048, total: 4096, speedKBs: 1 });
    now.mockRestore();
  });
});
