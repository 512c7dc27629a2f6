/** Services read the time only through a clock, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward: the test clock of the server's tests and of the browser suite (`TEST_CLOCK`). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export const isMovable = (clock: Clock): clock is MovableClock => typeof (clock as Partial<MovableClock>).advance === 'function';

/** A clock that stands still until told to move. */
export class ManualClock implements MovableClock {
  private current: number;

  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(time: Date | number): void {
    this.current = typeof time === 'number' ? time : time.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * The system's time plus what it was moved forward by: time keeps passing (sessions, ordering), and `advance` jumps
 * ahead (the browser suite's test clock, `TEST_CLOCK=true`).
 */
export class OffsetClock implements MovableClock {
  private offset = 0;

  now(): Date {
    return new Date(Date.now() + this.offset);
  }

  advance(ms: number): void {
    this.offset += ms;
  }
}

/** The calendar day in China (Asia/Shanghai), YYYY-MM-DD. */
export function shanghaiDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}
