import { useTranslation } from 'react-i18next';
import type { MarkHistoryEntry } from '@b2b/shared/contract';
import { EventTimeline } from '@b2b/ui-kit';
import { useMarkValue } from '../../../components';
import { NS } from '../i18n';

/** Every change of the response's mark, newest first. */
export function MarkTimeline({ entries }: { entries: MarkHistoryEntry[] }) {
  const { t } = useTranslation(NS);
  const value = useMarkValue();
  return (
    <EventTimeline
      events={entries.map((entry) => ({
        key: entry.id,
        at: entry.createdAt,
        what: t(`history.kind.${entry.kind}`),
        who: entry.actor,
        change:
          entry.from !== null || entry.to !== null
            ? t('history.change', { from: value(entry, entry.from), to: value(entry, entry.to) })
            : undefined,
        detail: entry.comment,
      }))}
    />
  );
}
