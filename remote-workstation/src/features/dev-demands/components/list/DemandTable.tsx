import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandSummary, Paged } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { DemandStatusTag, Money } from '../../../../components';
import { NS } from '../../i18n';
import { RejectReason } from './RejectReason';
import { DemandDeadline, DemandTitle, RowActions } from './row-parts';

interface Props {
  data: Paged<DemandSummary>;
  loading: boolean;
  showReason: boolean;
  onPage: (page: number) => void;
}

export function DemandTable({ data, loading, showReason, onPage }: Props) {
  const { t, i18n } = useTranslation(NS);
  const columns: TableProps<DemandSummary>['columns'] = [
    {
      key: 'title',
      title: t('column.title'),
      width: 240,
      render: (_, d) => (
        <>
          <DemandTitle demand={d} />
          {showReason && d.status === 'REJECTED' && <RejectReason reason={d.reason} />}
        </>
      ),
    },
    { key: 'status', title: t('column.status'), width: 120, render: (_, d) => <DemandStatusTag status={d.status} deadline={d.deadline} /> },
    {
      key: 'budget',
      title: t('column.budget'),
      width: 190,
      render: (_, d) => <Money amount={d.budgetMin} max={d.budgetMax} currency={d.currency} />,
    },
    { key: 'deadline', title: t('column.deadline'), width: 140, render: (_, d) => <DemandDeadline demand={d} /> },
    { key: 'responses', title: t('column.responses'), width: 80, align: 'end', dataIndex: 'responseCount' },
    { key: 'updated', title: t('column.updated'), width: 150, render: (_, d) => formatDateTime(d.updatedAt, i18n.language) },
    { key: 'actions', title: t('column.actions'), width: 190, render: (_, d) => <RowActions demand={d} /> },
  ];
  return (
    <Table<DemandSummary>
      rowKey="id"
      columns={columns}
      dataSource={data.list}
      loading={loading}
      // Fixed widths (their sum the scroll width): a long title or rejection reason stays in its column, so the
      // actions are on screen on a desktop; a narrower window scrolls the table.
      tableLayout="fixed"
      scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width), 0) }}
      pagination={{ current: data.page, pageSize: data.pageSize, total: data.total, onChange: onPage, showSizeChanger: false }}
    />
  );
}
