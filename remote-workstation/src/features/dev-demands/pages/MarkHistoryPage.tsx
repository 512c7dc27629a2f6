import { Button, Timeline, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarkHistoryEntry } from '@b2b/shared/contract';
import { PageFrame } from '@b2b/ui-kit';
import { formatDateTime } from '../../../components';
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

function Change({ entry }: { entry: MarkHistoryEntry }) {
  const { t } = useTranslation(NS);
  const show = (v: string | null) => (v === null ? '—' : entry.kind === 'DECISION' ? t(`decision.${v}`, { defaultValue: v }) : v);
  return (
    <>
      <div>
        <Typography.Text strong>{t(`history.kind.${entry.kind}`)}</Typography.Text> · {entry.actor}
      </div>
      {(entry.from !== null || entry.to !== null) && (
        <Typography.Text type="secondary">{`${show(entry.from)} → ${show(entry.to)}`}</Typography.Text>
      )}
      {entry.comment && <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{entry.comment}</div>}
    </>
  );
}

/** Every change of a response's mark (scores, decisions, award), newest first, with who made it. */
export default function MarkHistoryPage() {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useParams().respondId ?? '';
  const history = useMarkHistory(id);
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
        {(entries) =>
          entries.length === 0 ? (
            <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>
          ) : (
            <Timeline
              items={[...entries]
                .sort((a, b) => b.createdAt - a.createdAt)
                .map((entry) => ({
                  key: entry.id,
                  color: COLORS[entry.kind],
                  title: formatDateTime(entry.createdAt, i18n.language),
                  content: <Change entry={entry} />,
                }))}
            />
          )
        }
      </Loaded>
    </PageFrame>
  );
}
