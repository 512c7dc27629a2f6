import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` while the component is shown; `null`: no timer (the caller has a clock). */
export function useNow(everyMs: number | null = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (everyMs === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
