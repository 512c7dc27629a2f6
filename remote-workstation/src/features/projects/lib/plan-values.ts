import dayjs, { type Dayjs } from 'dayjs';
import { PROJECT_LIMITS, type Milestone, type PlanBody } from '@b2b/shared/contract';

/** One milestone row of the plan form; `id` keeps an existing milestone (a revision changes it in place). */
export interface MilestoneValues {
  id?: string;
  name: string;
  description?: string;
  dueDate?: Dayjs | null;
  deliverables?: string;
  share?: number | null;
}

export interface PlanValues {
  milestones: MilestoneValues[];
  note?: string;
}

const DAY = 24 * 3_600_000;

/** A new row: due two weeks after the row before it (or from today), with the share that is left. */
export function newMilestone(rows: readonly MilestoneValues[]): MilestoneValues {
  const last = rows[rows.length - 1]?.dueDate;
  const from = last ? last.valueOf() : Date.now();
  const left = PROJECT_LIMITS.sharesTotal - sharesOf(rows);
  return { name: '', description: '', deliverables: '', dueDate: dayjs(from + 14 * DAY).endOf('day'), share: left > 0 ? left : undefined };
}

export const sharesOf = (rows: readonly MilestoneValues[]): number => rows.reduce((sum, m) => sum + (Number(m?.share) || 0), 0);

export function planFormValues(milestones: readonly Milestone[]): PlanValues {
  return {
    milestones: milestones.length
      ? milestones.map((m) => ({
          id: m.id,
          name: m.name,
          description: m.description,
          dueDate: dayjs(m.dueDate),
          deliverables: m.deliverables,
          share: m.share,
        }))
      : [newMilestone([])],
  };
}

/**
 * The form as the plan's body. A due date left on its day keeps its exact time, and an accepted milestone
 * goes back exactly as it is: the server takes any difference for a change.
 */
export function planBody(values: PlanValues, current: readonly Milestone[]): PlanBody {
  const byId = new Map(current.map((m) => [m.id, m]));
  const milestones = values.milestones.map((row) => {
    const before = row.id ? byId.get(row.id) : undefined;
    if (before?.state === 'ACCEPTED') {
      const { id, name, description, dueDate, deliverables, share } = before;
      return { id, name, description, dueDate, deliverables, share };
    }
    const due = row.dueDate ?? dayjs();
    const dueDate = before && due.isSame(dayjs(before.dueDate), 'day') ? before.dueDate : due.endOf('day').valueOf();
    return {
      ...(row.id && { id: row.id }),
      name: row.name.trim(),
      description: (row.description ?? '').trim(),
      dueDate,
      deliverables: (row.deliverables ?? '').trim(),
      share: Number(row.share),
    };
  });
  const note = values.note?.trim();
  return { milestones, ...(note && { note }) };
}
