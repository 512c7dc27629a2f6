import { useTranslation } from 'react-i18next';
import { RESPONSE_DECISIONS, RESPONSE_STATUSES, type MarkHistoryEntry } from '@b2b/shared/contract';
import { NS } from '../i18n';

const DECISIONS: readonly string[] = RESPONSE_DECISIONS;
const STATUSES: readonly string[] = RESPONSE_STATUSES;

/**
 * A mark change's before or after value, in words: a score total as it is, a decision or a response state by
 * its label. Nothing stored as an enum value reaches the screen: an unknown one shows as a dash.
 */
export function useMarkValue(): (entry: Pick<MarkHistoryEntry, 'kind'>, value: string | null) => string {
  const { t } = useTranslation(NS);
  return (entry, value) => {
    if (value === null) return t('markValue.none');
    if (entry.kind === 'SCORE') return value;
    if (entry.kind === 'DECISION' && DECISIONS.includes(value)) return t(`decision.${value}`);
    if (STATUSES.includes(value)) return t(`responseStatus.${value}`);
    return '—';
  };
}
