import { criterionName, DEFAULT_CRITERIA, DEMAND_LIMITS, type Criterion, type Lang } from '@b2b/shared/contract';

/** The default weighted criteria (standard keys), named in `lang`; the server shows them to each reader in theirs. */
export const defaultCriteria = (lang: Lang): Criterion[] =>
  DEFAULT_CRITERIA.map((c) => ({ key: c.key, weight: c.weight, name: criterionName({ key: c.key, name: '' }, lang) }));

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
