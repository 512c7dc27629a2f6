import type { Currency } from '@b2b/shared/contract';
import { formatDateTimeMedium, formatMoney } from '@b2b/shared/i18n';

export { formatDateTimeMedium as formatDateTime };

export function formatBudget(min: number, max: number, currency: Currency, lang: string): string {
  return min === max ? formatMoney(min, currency, lang) : `${formatMoney(min, currency, lang)} – ${formatMoney(max, currency, lang)}`;
}

export interface TimeLeft {
  closed: boolean;
  days: number;
  hours: number;
  minutes: number;
}

/** How long until the deadline, in whole days, hours and minutes; `closed` once it has passed. */
export function timeLeft(deadline: number, now: number): TimeLeft {
  const ms = deadline - now;
  if (ms <= 0) return { closed: true, days: 0, hours: 0, minutes: 0 };
  const minutes = Math.floor(ms / 60_000);
  return { closed: false, days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
