import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { DemandEvent } from '@b2b/shared/contract';
import { NS } from '../i18n';

/** The demand's audit trail, oldest first. */
export function EventTrail({ events }: { events: DemandEvent[] }) {
  const { t } = useTranslation(NS);
  if (events.length === 0) return <Typography.Text type="secondary">{t('events.empty')}</Typography.Text>;
  const status = (s: DemandEvent['fromStatus']) => (s ? t(`demandStatus.${s}`, { ns: 'workstation' }) : '—');
  return (
    <Timeline
      items={[...events]
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((event) => ({
          key: event.id,
          title: dayjs(event.createdAt).format('YYYY-MM-DD HH:mm'),
          content: (
            <>
              <div>
                <Typography.Text strong>{t(`events.action.${event.action}`)}</Typography.Text> · {event.actor}
              </div>
              {event.fromStatus !== event.toStatus && (
                <Typography.Text type="secondary">{`${status(event.fromStatus)} → ${status(event.toStatus)}`}</Typography.Text>
              )}
              {event.detail && <div style={{ whiteSpace: 'pre-wrap' }}>{event.detail}</div>}
            </>
          ),
        }))}
    />
  );
}
