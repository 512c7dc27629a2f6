import type { ReactNode } from 'react';
import { Grid, Table, Tag, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResponseView } from '@b2b/shared/contract';
import { CertBadges, FileLinks, RatingLine } from '@b2b/ui-kit';
import { Money, ResponseStatusTag } from '../../../../components';
import { NS } from '../../i18n';
import { ResponseActions } from './ResponseActions';

interface Row {
  key: string;
  label: string;
  cell: (r: ResponseView) => ReactNode;
}

/** The responses side by side: one column per response, one row per thing compared; scrolls sideways on a phone. */
export function ComparisonTable({
  responses,
  demandId,
  onScore,
}: {
  responses: ResponseView[];
  demandId: string;
  onScore: (r: ResponseView) => void;
}) {
  const { t } = useTranslation(NS);
  const screens = Grid.useBreakpoint();
  const active = responses.filter((r) => r.status === 'ACTIVE').length;
  const best = Math.max(...responses.map((r) => r.score ?? -1));
  const rows: Row[] = [
    { key: 'status', label: t('mark.row.status'), cell: (r) => <ResponseStatusTag status={r.status} /> },
    { key: 'price', label: t('mark.row.price'), cell: (r) => <Money amount={r.price} currency={r.currency} /> },
    { key: 'timeline', label: t('mark.row.timeline'), cell: (r) => t('mark.days', { count: r.timelineDays }) },
    {
      key: 'score',
      label: t('mark.row.score'),
      cell: (r) =>
        r.score === null ? (
          <Typography.Text type="secondary">{t('mark.notScored')}</Typography.Text>
        ) : (
          <Typography.Text strong={r.score === best}>
            {r.score.toFixed(1)}{' '}
            <Typography.Text type="secondary">({t('mark.evaluators', { count: r.evaluations.length })})</Typography.Text>
          </Typography.Text>
        ),
    },
    {
      key: 'decision',
      label: t('mark.row.decision'),
      cell: (r) => (r.decision ? <Tag color={r.decision === 'SHORTLISTED' ? 'success' : 'error'}>{t(`decision.${r.decision}`)}</Tag> : '—'),
    },
    {
      key: 'disagreement',
      label: t('mark.row.disagreement'),
      cell: (r) => (r.disagreement ? <Tag color="orange">{t('mark.disagreement')}</Tag> : '—'),
    },
    {
      key: 'proposal',
      label: t('mark.row.proposal'),
      cell: (r) => (
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {r.proposal}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'manpower',
      label: t('mark.row.manpower'),
      cell: (r) => (r.manpower.length ? r.manpower.map((m) => `${m.name} · ${m.title}`).join('、') : '—'),
    },
    {
      key: 'attachments',
      label: t('mark.row.attachments'),
      cell: (r) => <FileLinks files={r.attachments} empty={t('detail.noAttachments')} />,
    },
    {
      key: 'revision',
      label: t('mark.row.revision'),
      cell: (r) => (r.outdated ? <Tag color="gold">{t('mark.outdated', { n: r.revision })}</Tag> : t('mark.current', { n: r.revision })),
    },
    {
      key: 'actions',
      label: t('mark.row.actions'),
      cell: (r) => <ResponseActions response={r} demandId={demandId} others={Math.max(0, active - 1)} onScore={() => onScore(r)} />,
    },
  ];
  // On a phone the columns run off the screen: say so, and show where the table continues.
  const narrow = !screens.md;
  return (
    <>
      {narrow && (
        <Typography.Text type="secondary" data-testid="scroll-hint" style={{ display: 'block', marginBottom: 8 }}>
          <SwapOutlined aria-hidden /> {t('mark.scrollHint')}
        </Typography.Text>
      )}
      <Table<Row>
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          {
            key: 'label',
            title: '',
            fixed: 'start',
            width: 110,
            render: (_, row) => <Typography.Text type="secondary">{row.label}</Typography.Text>,
          },
          ...responses.map((r) => ({
            key: r.id,
            title: (
              <>
                <span data-testid={`response-${r.id}`}>{r.supplierName}</span>
                {/* The supplier's rating: none yet, or while the evaluation is blind, shows nothing. */}
                {r.rating && (
                  <div>
                    <RatingLine rating={r.rating} />
                  </div>
                )}
                {r.badges.length > 0 && <CertBadges badges={r.badges} max={2} />}
              </>
            ),
            width: 220,
            render: (_: unknown, row: Row) => row.cell(r),
          })),
        ]}
      />
    </>
  );
}
