import { useTranslation } from 'react-i18next';
import type { Milestone, ProjectEvent } from '@b2b/shared/contract';
import { EventTimeline } from '@b2b/ui-kit';
import { NS } from '../i18n';

/**
 * The project's audit trail, newest first: who did what, on which milestone, the change of state (a
 * milestone's states on a milestone's event, the project's otherwise) and the reason.
 */
export function ProjectTrail({ events, milestones }: { events: ProjectEvent[]; milestones: Milestone[] }) {
  const { t } = useTranslation(NS);
  const names = new Map(milestones.map((m) => [m.id, m.name]));
  const label = (event: ProjectEvent, state: string | null) =>
    !state ? '—' : event.milestoneId ? t(`milestoneState.${state}`) : t(`projectStatus.${state}`);
  return (
    <EventTimeline
      empty={t('events.empty')}
      events={events.map((event) => {
        const milestone = event.milestoneId && names.get(event.milestoneId);
        return {
          key: event.id,
          at: event.createdAt,
          what: milestone ? `${t(`projectEvents.${event.action}`)} · ${milestone}` : t(`projectEvents.${event.action}`),
          who: event.actor,
          change: event.fromStatus !== event.toStatus ? `${label(event, event.fromStatus)} → ${label(event, event.toStatus)}` : undefined,
          detail: event.detail,
        };
      })}
    />
  );
}
