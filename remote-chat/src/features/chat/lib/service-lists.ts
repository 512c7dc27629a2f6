import type { Paged, ServiceSession, ServiceStaff } from '@b2b/shared/contract';

const byQueue = (a: ServiceSession, b: ServiceSession) => a.queuedAt - b.queuedAt || a.conversationId.localeCompare(b.conversationId);
const byAssignedDesc = (a: ServiceSession, b: ServiceSession) => (b.assignedAt ?? 0) - (a.assignedAt ?? 0);

/** The queue with `session` as it is now: in it, oldest first, while it waits; out of it otherwise. */
export function queueWith(queue: readonly ServiceSession[], session: ServiceSession): ServiceSession[] {
  const others = queue.filter((s) => s.conversationId !== session.conversationId);
  return session.status === 'WAITING' ? [...others, session].sort(byQueue) : others;
}

/**
 * Staff's own conversations with `session` as it is now: in them while assigned to `me` (newest
 * assignment first, keeping the unread count already known: a `service` frame carries none for staff),
 * out of them once passed on, back in the queue or ended.
 */
export function mineWith(mine: readonly ServiceSession[], session: ServiceSession, me: string): ServiceSession[] {
  const held = mine.find((s) => s.conversationId === session.conversationId);
  const others = mine.filter((s) => s.conversationId !== session.conversationId);
  if (session.status !== 'ASSIGNED' || session.staffId !== me) return others;
  return [...others, { ...session, unread: held?.unread ?? session.unread }].sort(byAssignedDesc);
}

/** A cached page with its list replaced (the total follows the change in length). */
export function withList<T>(page: Paged<T> | undefined, list: T[]): Paged<T> | undefined {
  return page && { ...page, list, total: Math.max(0, page.total + list.length - page.list.length) };
}

/** Whole minutes `since` (epoch ms) until `now`, never negative. */
export const minutesSince = (since: number, now: number) => Math.max(0, Math.floor((now - since) / 60_000));

/** Colleagues of `me` who can take one more conversation. */
export const transferTargets = (staff: readonly ServiceStaff[], me: string) =>
  staff.filter((member) => member.user.id !== me && member.load < member.capacity);
