import { useTranslation } from 'react-i18next';
import type { DemandEvent } from '@b2b/shared/contract';
import { EventTimeline } from '@b2b/ui-kit';
import { NS } from '../i18n';

/**
 * A demand's audit trail, newest first. Each reader names its own wording: `ns` holds `events.empty` and
 * `events.action.<ACTION>` (the console and the demand's owner describe the same action differently).
 * A decision and an award are named here, in the workstation's words, never as the stored value; a mark names
 * the supplier it is about as the server names it to this reader.
 */
export function DemandEventTrail({ events, ns }: { events: DemandEvent[]; ns: string }) {
  const { t } = useTranslation(ns);
  const status = (s: DemandEvent['fromStatus']) => (s ? t(`demandStatus.${s}`, { ns: NS }) : '—');
  const detailOf = (event: DemandEvent): string | null => {
    if (event.action === 'DECIDED') {
      const decided = event.decision
        ? t('eventDetail.decided', { ns: NS, decision: t(`decision.${event.decision}`, { ns: NS }) })
        : t('eventDetail.undone', { ns: NS });
      return event.subject ? `${event.subject} · ${decided}` : decided;
    }
    if (event.action === 'SCORED') return event.subject;
    if (event.action === 'AWARDED') {
      const awarded = event.awardedTo
        ? t('eventDetail.awardedTo', { ns: NS, name: event.awardedTo })
        : t('eventDetail.awardedToOther', { ns: NS });
      return event.detail ? `${awarded} · ${event.detail}` : awarded;
    }
    return event.detail;
  };
  return (
    <EventTimeline
      empty={t('events.empty')}
      events={events.map((event) => ({
        key: event.id,
        at: event.createdAt,
        what: t(`events.action.${event.action}`),
        who: event.actor,
        change: event.fromStatus !== event.toStatus ? `${status(event.fromStatus)} → ${status(event.toStatus)}` : undefined,
        detail: detailOf(event),
      }))}
    />
  );
}
