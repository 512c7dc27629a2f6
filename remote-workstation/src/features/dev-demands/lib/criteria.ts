import { DEMAND_LIMITS, type Criterion } from '@b2b/shared/contract';

const PRESET = [
  { key: 'price', weight: 40 },
  { key: 'timeline', weight: 20 },
  { key: 'quality', weight: 40 },
] as const;

/** The default weighted criteria, named in the interface language. */
export const defaultCriteria = (name: (key: string) => string): Criterion[] => PRESET.map((c) => ({ ...c, name: name(c.key) }));

export const weightSum = (criteria: readonly Partial<Criterion>[] | undefined) =>
  (criteria ?? []).reduce((sum, c) => sum + (Number(c?.weight) || 0), 0);

/** A key for a criterion added in the editor, unique among `taken`. */
export function newCriterionKey(taken: readonly Partial<Criterion>[]): string {
  const keys = new Set(taken.map((c) => c?.key));
  let n = 1;
  while (keys.has(`custom-${n}`)) n += 1;
  return `custom-${n}`;
}

export const CRITERIA_MAX = DEMAND_LIMITS.criteriaMax;
