import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Demand, DemandResponses } from '@b2b/shared/contract';
import { Countdown } from '@b2b/ui-kit';
import { useRevealSuppliers } from '../../api/mark-actions';
import { NS } from '../../i18n';

/** The evaluation's state: how many responses, the deadline, and the reveal of a blind evaluation once allowed. */
export function MarkToolbar({ demand, data }: { demand: Demand; data: DemandResponses }) {
  const { t } = useTranslation(NS);
  const { modal } = App.useApp();
  const reveal = useRevealSuppliers();
  const active = data.list.filter((r) => r.status === 'ACTIVE').length;
  const declined = data.list.filter((r) => r.status === 'DECLINED').length;

  const confirmReveal = () =>
    modal.confirm({
      title: t('reveal.title'),
      content: t('reveal.content'),
      okText: t('reveal.ok'),
      cancelText: t('cancel.back'),
      onOk: () => reveal.mutateAsync(demand.id),
    });

  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Flex gap={16} wrap align="center">
        <Typography.Text>
          {demand.status === 'AWARDED'
            ? t('mark.awardedCount', { count: data.list.length, declined })
            : t('mark.activeCount', { count: active })}
        </Typography.Text>
        {demand.status === 'PUBLISHED' && <Countdown deadline={demand.deadline} />}
        {data.blind && <Typography.Text type="secondary">{t('mark.blindHint')}</Typography.Text>}
      </Flex>
      {data.blind &&
        (data.can.reveal ? (
          <Button loading={reveal.isPending} onClick={confirmReveal}>
            {t('reveal.button')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('reveal.notYet')}</Typography.Text>
        ))}
    </Flex>
  );
}
