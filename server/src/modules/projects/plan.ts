import { and, eq, inArray } from 'drizzle-orm';
import { PROJECT_LIMITS, type MilestoneInput } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, MilestoneRow, ProjectRow } from '../../db/rows';
import { projectMilestones } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { stripControl } from '../demands/clean';
import { milestonesOf } from './state';
import { writesOf } from './writes';

/** The plan as stored: texts cleaned, shares adding up to 100, each kept milestone named once (400 otherwise). */
export function cleanPlan(milestones: MilestoneInput[]): MilestoneInput[] {
  const plan = milestones.map((m) => ({
    ...m,
    name: stripControl(m.name).trim(),
    description: stripControl(m.description).trim(),
    deliverables: stripControl(m.deliverables).trim(),
  }));
  const fields = plan.flatMap((m, i) => (m.name ? [] : [`/milestones/${i}/name`]));
  if (plan.reduce((sum, m) => sum + m.share, 0) !== PROJECT_LIMITS.sharesTotal) fields.push('/milestones');
  const ids = plan.flatMap((m) => (m.id ? [m.id] : []));
  if (new Set(ids).size !== ids.length) fields.push('/milestones');
  if (fields.length) throw new AppError('VALIDATION', { fields: [...new Set(fields)] });
  return plan;
}

const same = (m: MilestoneRow, input: MilestoneInput) =>
  m.name === input.name &&
  m.description === input.description &&
  m.deliverables === input.deliverables &&
  m.share === input.share &&
  m.dueDate.getTime() === input.dueDate;

/**
 * Whether a revised plan fits the milestones as they stand (409 otherwise): every kept id is one of
 * the project's, a milestone left out is still PLANNED, an accepted one is kept unchanged.
 */
export function assertRevisable(current: MilestoneRow[], plan: MilestoneInput[]) {
  const byId = new Map(current.map((m) => [m.id, m]));
  const kept = new Set(plan.flatMap((m) => (m.id ? [m.id] : [])));
  if ([...kept].some((id) => !byId.has(id))) throw new AppError('STATE_CONFLICT');
  if (current.some((m) => !kept.has(m.id) && m.state !== 'PLANNED')) throw new AppError('STATE_CONFLICT');
  if (plan.some((m) => m.id && byId.get(m.id)!.state === 'ACCEPTED' && !same(byId.get(m.id)!, m))) throw new AppError('STATE_CONFLICT');
}

/**
 * Makes `plan` the project's milestones: kept ones are updated in place (their state stays), new
 * ones are PLANNED, the ones left out are deleted.
 */
export async function applyPlan(ctx: AppContext, tx: Tx, actor: Caller, project: ProjectRow, plan: MilestoneInput[]) {
  const current = await milestonesOf(tx, project.id);
  assertRevisable(current, plan);
  const writes = writesOf(tx, actor);
  const now = ctx.clock.now();
  const kept = new Set(plan.flatMap((m) => (m.id ? [m.id] : [])));
  const dropped = current.filter((m) => !kept.has(m.id)).map((m) => m.id);
  if (dropped.length)
    await writes.remove(projectMilestones, and(eq(projectMilestones.projectId, project.id), inArray(projectMilestones.id, dropped))!);
  for (const [position, m] of plan.entries()) {
    const values = {
      position,
      name: m.name,
      description: m.description,
      deliverables: m.deliverables,
      share: m.share,
      dueDate: new Date(m.dueDate),
      updatedAt: now,
    };
    if (m.id)
      await writes.set(projectMilestones, values, and(eq(projectMilestones.id, m.id), eq(projectMilestones.projectId, project.id))!);
    else await writes.add(projectMilestones, [{ ...values, projectId: project.id, state: 'PLANNED', createdAt: now }]);
  }
}
