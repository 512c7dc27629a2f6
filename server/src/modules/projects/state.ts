import { and, asc, eq } from 'drizzle-orm';
import {
  MILESTONE_TRANSITIONS,
  milestoneMayMove,
  PROJECT_TRANSITIONS,
  projectMayMove,
  type MilestoneMove,
  type ProjectMove,
} from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, MilestoneRow, ProjectRow } from '../../db/rows';
import { projectDisputes, projectMilestones, projects, type ProjectSide } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { authorize, can } from '../../policies';
import type { ProjectAction } from '../../policies/projects';

/** The side the caller's company is on; null for staff. */
export const sideOf = (caller: Caller, project: Pick<ProjectRow, 'companyId'>): ProjectSide | null =>
  caller.company.role === 'CUSTOMER' ? null : caller.company.id === project.companyId ? 'PARTY_A' : 'SUPPLIER';
export const otherSide = (side: ProjectSide): ProjectSide => (side === 'PARTY_A' ? 'SUPPLIER' : 'PARTY_A');
export const companyOfSide = (project: Pick<ProjectRow, 'companyId' | 'supplierId'>, side: ProjectSide) =>
  side === 'PARTY_A' ? project.companyId : project.supplierId;

async function projectRow(tx: Tx, id: string, lock: boolean): Promise<ProjectRow> {
  const query = acrossCompanies(tx, 'a project by id, for its two companies or staff; the policy check follows')
    .select()
    .from(projects)
    .where(eq(projects.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Whether the project ever had a dispute: staff may read it from then on. */
export async function hadDispute(tx: Tx, projectId: string): Promise<boolean> {
  const rows = await acrossCompanies(tx, 'whether staff may read a project: its disputes, whoever opened them')
    .select({ id: projectDisputes.id })
    .from(projectDisputes)
    .where(eq(projectDisputes.projectId, projectId))
    .limit(1);
  return rows.length > 0;
}

/**
 * The project, with the policy's answer: 404 to whoever may not read it, then 403 to a party (a REQ
 * account, say) that may not do `action`. With `lock` it is locked until the transaction ends: every
 * change of a project, its milestones, revisions, disputes and ratings runs under this lock.
 */
export async function loadProject(tx: Tx, caller: Caller, id: string, action: ProjectAction, lock = false): Promise<ProjectRow> {
  const row = await projectRow(tx, id, lock);
  const project = { ...row, disputed: row.status === 'DISPUTED' || (caller.company.role === 'CUSTOMER' && (await hadDispute(tx, row.id))) };
  authorize(caller, 'read', { project });
  if (action !== 'read' && !can(caller, action, { project })) throw new AppError('FORBIDDEN');
  return row;
}

/** The project locked for the platform's own work (jobs); null when it is gone. */
export async function lockForPlatform(tx: Tx, id: string): Promise<ProjectRow | null> {
  const [row] = await acrossCompanies(tx, 'the platform acts on a project of two companies, under its lock as every change')
    .select()
    .from(projects)
    .where(eq(projects.id, id))
    .for('update');
  return row ?? null;
}

/** 409 unless the project may make this move now. */
export function assertProjectMove<M extends ProjectMove>(project: ProjectRow, move: M) {
  if (!projectMayMove(project.status, move)) throw new AppError('STATE_CONFLICT');
  return { from: project.status, to: PROJECT_TRANSITIONS[move].to as (typeof PROJECT_TRANSITIONS)[M]['to'] };
}

/** 409 unless the milestone may make this move now (its project IN_PROGRESS). */
export function assertMilestoneMove(project: ProjectRow, milestone: MilestoneRow, move: MilestoneMove) {
  if (!milestoneMayMove(project.status, milestone.state, move)) throw new AppError('STATE_CONFLICT');
  return { from: milestone.state, to: MILESTONE_TRANSITIONS[move].to };
}

/** The project's milestones in plan order (read by whoever may read the project). */
export async function milestonesOf(tx: Tx, projectId: string): Promise<MilestoneRow[]> {
  return acrossCompanies(tx, 'the milestones of a project the caller may read (the policy ran)')
    .select()
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.position));
}

/** A milestone and its project, locked (project first), with the policy's answer for `action`. */
export async function loadMilestone(
  tx: Tx,
  caller: Caller,
  milestoneId: string,
  action: ProjectAction,
): Promise<{ project: ProjectRow; milestone: MilestoneRow }> {
  const head = acrossCompanies(tx, 'a milestone by id; its project and the policy decide next');
  const [found] = await head
    .select({ projectId: projectMilestones.projectId })
    .from(projectMilestones)
    .where(eq(projectMilestones.id, milestoneId));
  if (!found) throw new AppError('NOT_FOUND');
  const project = await loadProject(tx, caller, found.projectId, action, true);
  const [milestone] = await head
    .select()
    .from(projectMilestones)
    .where(and(eq(projectMilestones.id, milestoneId), eq(projectMilestones.projectId, project.id)))
    .for('update');
  if (!milestone) throw new AppError('NOT_FOUND');
  return { project, milestone };
}
