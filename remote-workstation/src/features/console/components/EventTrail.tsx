import { useTranslation } from 'react-i18next';
import type { DemandEvent } from '@b2b/shared/contract';
import { EventTimeline } from '@b2b/ui-kit';
import { NS } from '../i18n';

/** The demand's audit trail, newest first. */
export function EventTrail({ events }: { events: DemandEvent[] }) {
  const { t } = useTranslation(NS);
  const status = (s: DemandEvent['fromStatus']) => (s ? t(`demandStatus.${s}`, { ns: 'workstation' }) : '—');
  return (
    <EventTimeline
      empty={t('events.empty')}
      events={events.map((event) => ({
        key: event.id,
        at: event.createdAt,
        what: t(`events.action.${event.action}`),
        who: event.actor,
        change: event.fromStatus !== event.toStatus ? `${status(event.fromStatus)} → ${status(event.toStatus)}` : undefined,
        detail: event.detail,
      }))}
    />
  );
}
