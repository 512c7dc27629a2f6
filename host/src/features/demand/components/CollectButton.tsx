import { App, Button } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useToggleCollect } from '../api/toggle-collect';

/** Saves the demand to My Collection, or removes it. */
export function CollectButton({ demandId, collected, title }: { demandId: string; collected: boolean; title: string }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const toggle = useToggleCollect();
  const label = collected ? t('demand.collect.remove', { title }) : t('demand.collect.add', { title });
  return (
    <Button
      type="text"
      size="small"
      aria-pressed={collected}
      aria-label={label}
      title={label}
      loading={toggle.isPending}
      icon={collected ? <StarFilled style={{ color: '#f59e0b' }} /> : <StarOutlined />}
      data-testid={`collect-${demandId}`}
      onClick={(e) => {
        e.stopPropagation();
        toggle.mutate(
          { demandId, collect: !collected },
          { onSuccess: () => void message.success(collected ? t('demand.collect.removed') : t('demand.collect.added')) },
        );
      }}
    >
      {collected ? t('demand.collect.saved') : t('demand.collect.save')}
    </Button>
  );
}
