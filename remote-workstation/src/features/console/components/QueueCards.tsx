import { Card, Statistic, Typography } from 'antd';
import { AlertOutlined, AuditOutlined, FileSearchOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { gridStyle } from '@b2b/shared/ui';
import { useQueues } from '../api/get-queues';
import { NS } from '../i18n';

export const QUEUES = ['companies', 'demands', 'certifications', 'disputes'] as const;
export type Queue = (typeof QUEUES)[number];

const ICONS = {
  companies: <AuditOutlined />,
  demands: <FileSearchOutlined />,
  certifications: <SafetyCertificateOutlined />,
  disputes: <AlertOutlined />,
};

/** A card per queue with how many items wait in it; a card opens its queue. */
export function QueueCards({ active, onOpen }: { active: Queue | null; onOpen: (queue: Queue) => void }) {
  const { t } = useTranslation(NS);
  const queues = useQueues();
  const failed = queues.isError && !queues.isFetching;
  return (
    <div style={{ ...gridStyle(180), marginBottom: 16 }}>
      {QUEUES.map((queue) => (
        <Card
          key={queue}
          size="small"
          hoverable
          role="button"
          aria-pressed={active === queue}
          data-testid={`queue-${queue}`}
          onClick={() => onOpen(queue)}
          style={active === queue ? { borderColor: 'var(--ant-color-primary, #1677ff)' } : undefined}
        >
          <Statistic
            title={t(`queue.${queue}`)}
            prefix={ICONS[queue]}
            loading={queues.isPending && !failed}
            value={failed ? '—' : (queues.data?.[queue] ?? 0)}
            suffix={t('queue.waiting')}
          />
          {failed && (
            <Typography.Link
              onClick={(e) => {
                e.stopPropagation();
                void queues.refetch();
              }}
            >
              {t('queue.countFailed')}
            </Typography.Link>
          )}
        </Card>
      ))}
    </div>
  );
}
