import { DEMAND_LIMITS } from '@b2b/shared/contract';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const earliestDeadline = (now = Date.now()) => now + DEMAND_LIMITS.deadlineMinHours * HOUR;
export const latestDeadline = (now = Date.now()) => now + DEMAND_LIMITS.deadlineMaxDays * DAY;

/** Why a deadline would be refused: at least 24 h (an amendment: any time) and at most 180 days ahead. */
export function deadlineProblem(deadline: number, { amendment = false, now = Date.now() } = {}): 'tooSoon' | 'tooLate' | null {
  if (deadline < (amendment ? now + 60_000 : earliestDeadline(now))) return 'tooSoon';
  if (deadline > latestDeadline(now)) return 'tooLate';
  return null;
}

/** An amendment this close to the deadline moves it out by a day. */
export const isLateAmendment = (deadline: number, now = Date.now()) => deadline - now < DEMAND_LIMITS.amendLateHours * HOUR;
