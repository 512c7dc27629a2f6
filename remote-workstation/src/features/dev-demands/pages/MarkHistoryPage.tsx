import { Button, Card, Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import type { MarkHistoryEntry } from '@b2b/shared/contract';
import { EventTimeline, PageFrame } from '@b2b/ui-kit';
import { DemandStatusTag, Money, ResponseStatusTag, useMarkValue } from '../../../components';
import { useMarkHistory } from '../api/get-responses';
import { useResponse } from '../api/get-response';
import { Loaded } from '../components/Loaded';
import { DEV_PATHS } from '../lib/paths';
import { NS } from '../i18n';

const COLORS: Record<MarkHistoryEntry['kind'], string> = {
  SCORE: 'blue',
  DECISION: 'orange',
  AWARD: 'green',
  DECLINE: 'gray',
  WITHDRAW: 'gray',
};

/** Every change of a response's mark (scores, decisions, award), newest first, with who made it, under what it is about. */
export default function MarkHistoryPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useParams().respondId ?? '';
  const history = useMarkHistory(id);
  const response = useResponse(id);
  const value = useMarkValue();
  const r = response.data;
  return (
    <PageFrame
      title={t('history.title')}
      extra={
        r ? (
          <Button type="link" onClick={() => navigate(DEV_PATHS.mark(r.demandId))}>
            {t('history.back')}
          </Button>
        ) : (
          <Button type="link" onClick={() => navigate(-1)}>
            {t('nav.back')}
          </Button>
        )
      }
    >
      {r && (
        <Card size="small" type="inner" style={{ marginBottom: 16 }} data-testid="history-subject">
          <Flex vertical gap={6}>
            <Typography.Text type="secondary">{t('history.subject', { supplier: r.supplierName })}</Typography.Text>
            <Flex wrap gap={8} align="center">
              <Link to={DEV_PATHS.view(r.demandId)}>{r.demandTitle}</Link>
              <DemandStatusTag status={r.demandStatus} />
            </Flex>
            <Flex wrap gap={12} align="center">
              <ResponseStatusTag status={r.status} />
              <Money amount={r.price} currency={r.currency} />
              <Typography.Text type="secondary">{t('mark.days', { count: r.timelineDays })}</Typography.Text>
            </Flex>
          </Flex>
        </Card>
      )}
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
              change: entry.from !== null || entry.to !== null ? `${value(entry, entry.from)} → ${value(entry, entry.to)}` : undefined,
              detail: entry.comment,
            }))}
          />
        )}
      </Loaded>
    </PageFrame>
  );
}
