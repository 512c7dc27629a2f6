import { useTranslation } from 'react-i18next';
import { MILESTONE_STATES, PROJECT_STATUSES, type Project, type ProjectEvent } from '@b2b/shared/contract';
import { EventTimeline, type TimelineEvent } from '@b2b/ui-kit';
import { NS } from '../i18n';

const isOneOf = (list: readonly string[], value: string | null): value is string => value !== null && list.includes(value);

/** The project's audit trail: who did what and when, from which state to which, and the reason given. */
export function ProjectTrail({ project }: { project: Project }) {
  const { t } = useTranslation(NS);
  const names = new Map(project.milestonesList.map((m) => [m.id, m.name]));
  const stateLabel = (event: ProjectEvent, value: string | null) => {
    if (event.milestoneId) return isOneOf(MILESTONE_STATES, value) ? t(`milestoneState.${value}`) : null;
    return isOneOf(PROJECT_STATUSES, value) ? t(`status.${value}`) : null;
  };
  const events: TimelineEvent[] = project.events.map((e) => {
    const from = stateLabel(e, e.fromStatus);
    const to = stateLabel(e, e.toStatus);
    const milestone = e.milestoneId ? names.get(e.milestoneId) : undefined;
    return {
      key: e.id,
      at: e.createdAt,
      what: milestone ? t('trail.onMilestone', { action: t(`event.${e.action}`), name: milestone }) : t(`event.${e.action}`),
      who: e.actor,
      change: from && to && from !== to ? `${from} → ${to}` : undefined,
      detail: e.detail ?? undefined,
    };
  });
  return <EventTimeline events={events} empty={t('trail.empty')} />;
}
