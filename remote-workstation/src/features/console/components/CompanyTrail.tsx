import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { CompanyEvent, ReviewField } from '@b2b/shared/contract';
import { useCompanyEvents } from '../api/get-company-events';
import { NS } from '../i18n';
import { LoadState } from './LoadState';

/** The company's review history: who submitted or decided what, when, and a rejection's notes per field. */
export function CompanyTrail({ companyId }: { companyId: string }) {
  const { t } = useTranslation(NS);
  const events = useCompanyEvents(companyId);
  if (!events.data) return <LoadState failed={events.isError && !events.isFetching} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <Typography.Text type="secondary">{t('events.empty')}</Typography.Text>;
  const status = (s: CompanyEvent['fromStatus']) => (s ? t(`approvalStatus.${s}`, { ns: 'common' }) : '—');
  return (
    <Timeline
      items={events.data.map((event) => ({
        key: event.id,
        title: dayjs(event.createdAt).format('YYYY-MM-DD HH:mm'),
        content: (
          <div data-testid="company-event">
            <div>
              <Typography.Text strong>{t(`companyEvents.${event.action}`)}</Typography.Text> · {event.actor ?? t('companyEvents.platform')}
            </div>
            {event.fromStatus !== event.toStatus && (
              <Typography.Text type="secondary">{`${status(event.fromStatus)} → ${status(event.toStatus)}`}</Typography.Text>
            )}
            {event.reason && <div style={{ whiteSpace: 'pre-wrap' }}>{event.reason}</div>}
            {Object.entries(event.rejectFields ?? {}).map(([field, note]) => (
              <div key={field}>
                <Typography.Text type="secondary">{t(`field.${field as ReviewField}`)}</Typography.Text>
                {t('reason.colon')}
                {note}
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}
