import type { Currency } from '@b2b/shared/contract';
import { formatMoney } from '@b2b/shared/i18n';

export function formatBudget(min: number, max: number, currency: Currency, lang: string): string {
  return min === max ? formatMoney(min, currency, lang) : `${formatMoney(min, currency, lang)} – ${formatMoney(max, currency, lang)}`;
}
