import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Manpower, Paged } from '@b2b/shared/contract';
import { Money } from '../../../components';
import { useDeleteManpower } from '../api/delete-manpower';
import { NS } from '../i18n';
import { AvailabilityTag } from './AvailabilityTag';

interface Props {
  data: Paged<Manpower>;
  busy: boolean;
  readOnly: boolean;
  onPage: (page: number) => void;
  onEdit: (entry: Manpower) => void;
}

/** The entries as a table that scrolls sideways on a phone; edit and delete only for those who may write. */
export function ManpowerTable({ data, busy, readOnly, onPage, onEdit }: Props) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const remove = useDeleteManpower();
  const columns: ColumnsType<Manpower> = [
    {
      key: 'name',
      title: t('field.name'),
      fixed: 'left',
      render: (_, m) => (
        <div style={{ minWidth: 96 }}>
          <Typography.Text strong>{m.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{m.title}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'skills',
      title: t('field.skills'),
      render: (_, m) => (
        <Space wrap size={[0, 4]} style={{ maxWidth: 280 }}>
          {m.skills.map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'level', title: t('field.level'), render: (_, m) => t(`level.${m.level}`) },
    { key: 'dayRate', title: t('field.dayRate'), render: (_, m) => <Money amount={m.dayRate} currency="CNY" /> },
    { key: 'availability', title: t('field.availability'), render: (_, m) => <AvailabilityTag entry={m} /> },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      render: (_, m) => (
        <Space size={0}>
          <Button type="link" onClick={() => onEdit(m)} aria-label={t('editOf', { name: m.name })}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('deleteTitle', { name: m.name })}
            description={t('deleteHint')}
            okText={t('delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove
                .mutateAsync(m.id)
                .then(() => void message.success(t('deleted')))
                .catch(() => undefined)
            }
          >
            <Button type="link" danger aria-label={t('deleteOf', { name: m.name })}>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  }
  return (
    <Table<Manpower>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data.list}
      loading={busy}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: data.page,
        pageSize: data.pageSize,
        total: data.total,
        onChange: onPage,
        showSizeChanger: false,
        size: 'small',
      }}
    />
  );
}
