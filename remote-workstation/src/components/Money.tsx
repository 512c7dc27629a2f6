import { useTranslation } from 'react-i18next';
import type { Currency } from '@b2b/shared/contract';
import { formatMoney } from '@b2b/shared/i18n';

export { formatMoney };

/** A whole amount, or a range up to `max`, in the reader's language. */
export function Money({ amount, max, currency }: { amount: number; max?: number; currency: Currency }) {
  const { i18n } = useTranslation();
  const text =
    max === undefined || max === amount
      ? formatMoney(amount, currency, i18n.language)
      : `${formatMoney(amount, currency, i18n.language)} – ${formatMoney(max, currency, i18n.language)}`;
  return <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{text}</span>;
}
