import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarkHistoryEntry } from '@b2b/shared/contract';
import { EventTimeline, PageFrame } from '@b2b/ui-kit';
import { useMarkHistory } from '../api/get-responses';
import { Loaded } from '../components/Loaded';
import { NS } from '../i18n';

const COLORS: Record<MarkHistoryEntry['kind'], string> = {
  SCORE: 'blue',
  DECISION: 'orange',
  AWARD: 'green',
  DECLINE: 'gray',
  WITHDRAW: 'gray',
};

/** Every change of a response's mark (scores, decisions, award), newest first, with who made it. */
export default function MarkHistoryPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useParams().respondId ?? '';
  const history = useMarkHistory(id);
  const show = (entry: MarkHistoryEntry, v: string | null) =>
    v === null ? '—' : entry.kind === 'DECISION' ? t(`decision.${v}`, { defaultValue: v }) : v;
  return (
    <PageFrame
      title={t('history.title')}
      extra={
        <Button type="link" onClick={() => navigate(-1)}>
          {t('nav.back')}
        </Button>
      }
    >
      <Loaded query={history} what={t('history.title')}>
        {(entries) => (
          <EventTimeline
            empty={t('history.empty')}
            events={entries.map((entry) => ({
              key: entry.id,
              at: entry.createdAt,
              color: COLORS[entry.kind],
              what: t(`history.kind.${entry.kind}`),
              who: entry.actor,
              change: entry.from !== null || entry.to !== null ? `${show(entry, entry.from)} → ${show(entry, entry.to)}` : undefined,
              detail: entry.comment,
            }))}
          />
        )}
      </Loaded>
    </PageFrame>
  );
}
