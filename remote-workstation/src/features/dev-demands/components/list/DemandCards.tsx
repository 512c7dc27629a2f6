import { Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandSummary, Paged } from '@b2b/shared/contract';
import { DemandStatusTag, Money } from '../../../../components';
import { NS } from '../../i18n';
import { RejectReason } from './RejectReason';
import { DemandDeadline, DemandTitle, RowActions } from './row-parts';

/** The demand list at phone width: one card per demand. */
export function DemandCards({
  data,
  loading,
  showReason,
  onPage,
}: {
  data: Paged<DemandSummary>;
  loading: boolean;
  showReason: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <List<DemandSummary>
      loading={loading}
      dataSource={data.list}
      rowKey="id"
      pagination={{ current: data.page, pageSize: data.pageSize, total: data.total, onChange: onPage, size: 'small', simple: true }}
      renderItem={(d) => (
        <Card size="small" style={{ marginBottom: 12 }}>
          <Flex justify="space-between" gap={8} align="start">
            <DemandTitle demand={d} />
            <DemandStatusTag status={d.status} deadline={d.deadline} />
          </Flex>
          {showReason && d.status === 'REJECTED' && <RejectReason reason={d.reason} />}
          <Flex wrap gap={12} style={{ margin: '8px 0' }}>
            <Money amount={d.budgetMin} max={d.budgetMax} currency={d.currency} />
            <DemandDeadline demand={d} />
            <Typography.Text type="secondary">{t('list.responsesCount', { count: d.responseCount })}</Typography.Text>
          </Flex>
          <RowActions demand={d} />
        </Card>
      )}
    />
  );
}
