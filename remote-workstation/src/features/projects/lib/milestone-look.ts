import { PROJECT_LIMITS, type Milestone } from '@b2b/shared/contract';

const DAY = 24 * 3_600_000;

/**
 * How a milestone reads at a glance: done; in review (with the days of the review period left); sent back;
 * overdue (days late); due soon (within `dueSoonDays`); or simply planned / in progress (days to its due date).
 */
export type MilestoneLook = 'done' | 'inReview' | 'sentBack' | 'overdue' | 'dueSoon' | 'onTrack';

export interface MilestoneGlance {
  look: MilestoneLook;
  /** Whole days: left in review, late, or to the due date (none when done). */
  days?: number;
}

/** Days from `now` to `at`, rounded up so "due later today" is one day, and "a minute ago" is one day late. */
const daysUntil = (at: number, now: number) => Math.ceil((at - now) / DAY);

export function milestoneGlance(milestone: Milestone, now: number): MilestoneGlance {
  if (milestone.state === 'ACCEPTED') return { look: 'done' };
  if (milestone.state === 'SUBMITTED')
    return { look: 'inReview', days: milestone.reviewEndsAt === null ? undefined : Math.max(0, daysUntil(milestone.reviewEndsAt, now)) };
  if (milestone.dueDate < now) return { look: 'overdue', days: Math.max(1, -daysUntil(milestone.dueDate, now)) };
  if (milestone.state === 'SENT_BACK') return { look: 'sentBack', days: daysUntil(milestone.dueDate, now) };
  const days = daysUntil(milestone.dueDate, now);
  return { look: days <= PROJECT_LIMITS.dueSoonDays ? 'dueSoon' : 'onTrack', days };
}

/** antd colours of each look: green done, blue in review, red late or sent back, orange due soon. */
export const LOOK_COLORS: Record<MilestoneLook, string> = {
  done: 'green',
  inReview: 'blue',
  sentBack: 'red',
  overdue: 'red',
  dueSoon: 'orange',
  onTrack: 'gray',
};
