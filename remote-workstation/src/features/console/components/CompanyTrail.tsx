import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyEvent, ReviewField } from '@b2b/shared/contract';
import { EventTimeline, LoadState } from '@b2b/ui-kit';
import { useCompanyEvents } from '../api/get-company-events';
import { NS } from '../i18n';

/** The company's review history, newest first: who submitted or decided what, when, and a rejection's notes per field. */
export function CompanyTrail({ companyId }: { companyId: string }) {
  const { t } = useTranslation(NS);
  const events = useCompanyEvents(companyId);
  if (!events.data) return <LoadState error={events.isError && !events.isFetching} onRetry={() => void events.refetch()} />;
  const status = (s: CompanyEvent['fromStatus']) => (s ? t(`approvalStatus.${s}`, { ns: 'common' }) : '—');
  return (
    <EventTimeline
      empty={t('events.empty')}
      events={events.data.map((event) => ({
        key: event.id,
        at: event.createdAt,
        what: t(`companyEvents.${event.action}`),
        who: event.actor ?? t('companyEvents.platform'),
        change: event.fromStatus !== event.toStatus ? `${status(event.fromStatus)} → ${status(event.toStatus)}` : undefined,
        detail: (event.reason || event.rejectFields || event.changedFields) && (
          <>
            {event.changedFields && (
              <div>
                {t('companies.changedParts', { fields: event.changedFields.map((f) => t(`field.${f}`)).join(t('reason.separator')) })}
              </div>
            )}
            {event.reason && <div>{event.reason}</div>}
            {Object.entries(event.rejectFields ?? {}).map(([field, note]) => (
              <div key={field}>
                <Typography.Text type="secondary">{t(`field.${field as ReviewField}`)}</Typography.Text>
                {t('reason.colon')}
                {note}
              </div>
            ))}
          </>
        ),
      }))}
    />
  );
}
