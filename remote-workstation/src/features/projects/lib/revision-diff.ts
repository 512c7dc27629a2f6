import type { Milestone, MilestoneInput } from '@b2b/shared/contract';

export type RevisionChange = 'added' | 'changed' | 'same' | 'dropped';

export interface RevisionLine {
  key: string;
  change: RevisionChange;
  name: string;
  dueDate: number;
  share: number;
}

const FIELDS = ['name', 'description', 'dueDate', 'deliverables', 'share'] as const;

/** A proposed plan against the plan in force: each milestone added, changed or kept, then those it drops. */
export function revisionLines(proposed: readonly MilestoneInput[], current: readonly Milestone[]): RevisionLine[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  const lines: RevisionLine[] = proposed.map((m, i) => {
    const before = m.id ? byId.get(m.id) : undefined;
    const change: RevisionChange = !before ? 'added' : FIELDS.some((f) => before[f] !== m[f]) ? 'changed' : 'same';
    return { key: m.id ?? `new-${i}`, change, name: m.name, dueDate: m.dueDate, share: m.share };
  });
  const kept = new Set(proposed.map((m) => m.id).filter(Boolean));
  for (const m of current)
    if (!kept.has(m.id)) lines.push({ key: m.id, change: 'dropped', name: m.name, dueDate: m.dueDate, share: m.share });
  return lines;
}
