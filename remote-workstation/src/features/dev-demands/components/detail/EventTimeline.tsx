import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandEvent } from '@b2b/shared/contract';
import { formatDateTime } from '../../../../components';
import { NS } from '../../i18n';

/** The demand's audit trail, newest first. */
export function EventTimeline({ events }: { events: DemandEvent[] }) {
  const { t, i18n } = useTranslation(NS);
  if (events.length === 0) return <Typography.Text type="secondary">{t('events.empty')}</Typography.Text>;
  const status = (s: DemandEvent['fromStatus']) => (s ? t(`demandStatus.${s}`, { ns: 'workstation' }) : '—');
  return (
    <Timeline
      items={[...events]
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((event) => ({
          key: event.id,
          title: formatDateTime(event.createdAt, i18n.language),
          content: (
            <>
              <div>
                <Typography.Text strong>{t(`events.action.${event.action}`)}</Typography.Text> · {event.actor}
              </div>
              {event.fromStatus !== event.toStatus && (
                <Typography.Text type="secondary">{`${status(event.fromStatus)} → ${status(event.toStatus)}`}</Typography.Text>
              )}
              {event.detail && <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{event.detail}</div>}
            </>
          ),
        }))}
    />
  );
}
