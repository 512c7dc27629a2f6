import { useTranslation } from 'react-i18next';
import type { DemandEvent } from '@b2b/shared/contract';
import { EventTimeline } from '@b2b/ui-kit';
import { NS } from '../i18n';

/**
 * A demand's audit trail, newest first. Each reader names its own wording: `ns` holds `events.empty` and
 * `events.action.<ACTION>` (the console and the demand's owner describe the same action differently).
 */
export function DemandEventTrail({ events, ns }: { events: DemandEvent[]; ns: string }) {
  const { t } = useTranslation(ns);
  const status = (s: DemandEvent['fromStatus']) => (s ? t(`demandStatus.${s}`, { ns: NS }) : '—');
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
