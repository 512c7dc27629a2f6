/** Services read the time only through a clock, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export class ManualClock implements Clock {
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

/** The calendar day in China (Asia/Shanghai), YYYY-MM-DD. */
export function shanghaiDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}
