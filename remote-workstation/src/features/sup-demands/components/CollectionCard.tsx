import { App, Button, Flex, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@b2b/shared/router';
import type { DemandSummary } from '@b2b/shared/contract';
import { Countdown } from '@b2b/ui-kit';
import { DemandStatusTag, Money } from '../../../components';
import { useRemoveCollection } from '../api/remove-collection';
import { NS } from '../i18n';
import { DemandLink } from './DemandLink';

/** A saved demand with its current state; cancelled ones stay, marked as such. */
export function CollectionCard({ demand }: { demand: DemandSummary }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const remove = useRemoveCollection();
  const open = demand.status === 'PUBLISHED' && demand.deadline > Date.now();
  return (
    <Flex wrap gap={12} align="center" justify="space-between">
      <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Space wrap size={8}>
          <DemandLink id={demand.id} title={demand.title} />
          <DemandStatusTag status={demand.status} deadline={demand.deadline} />
        </Space>
        <Space wrap size={[12, 4]}>
          <Money amount={demand.budgetMin} max={demand.budgetMax} currency={demand.currency} />
          {open && <Countdown deadline={demand.deadline} />}
          <Typography.Text type="secondary">{demand.categoryName}</Typography.Text>
          <Typography.Text type="secondary">{[demand.provinceName, demand.cityName].filter(Boolean).join(' · ')}</Typography.Text>
        </Space>
      </Flex>
      <Space wrap>
        <Button onClick={() => navigate(`/demand?open=${encodeURIComponent(demand.id)}`)}>{t('action.openDemand')}</Button>
        <Popconfirm
          title={t('collection.removeTitle')}
          okText={t('action.remove')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove
              .mutateAsync(demand.id)
              .then(() => void message.success(t('collection.removed')))
              .catch(() => undefined)
          }
        >
          <Button danger type="text" loading={remove.isPending}>
            {t('action.remove')}
          </Button>
        </Popconfirm>
      </Space>
    </Flex>
  );
}
