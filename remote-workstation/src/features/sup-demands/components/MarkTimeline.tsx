import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarkHistoryEntry } from '@b2b/shared/contract';
import { formatDateTime } from '../../../components';
import { NS } from '../i18n';

/** Every change of the response's mark, newest first. */
export function MarkTimeline({ entries }: { entries: MarkHistoryEntry[] }) {
  const { t, i18n } = useTranslation(NS);
  const value = (entry: MarkHistoryEntry, v: string | null) =>
    v === null ? t('history.none') : entry.kind === 'DECISION' && (v === 'SHORTLISTED' || v === 'REJECTED') ? t(`decision.${v}`) : v;
  return (
    <Timeline
      items={[...entries]
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((entry) => ({
          key: entry.id,
          title: formatDateTime(entry.createdAt, i18n.language),
          content: (
            <>
              <div>
                <Typography.Text strong>{t(`history.kind.${entry.kind}`)}</Typography.Text> · {entry.actor}
              </div>
              {(entry.kind === 'SCORE' || entry.kind === 'DECISION') && (
                <Typography.Text>{t('history.change', { from: value(entry, entry.from), to: value(entry, entry.to) })}</Typography.Text>
              )}
              {entry.comment && <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{entry.comment}</div>}
            </>
          ),
        }))}
    />
  );
}
