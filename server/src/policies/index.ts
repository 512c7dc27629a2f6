import type { Caller, CompanyRow, DemandRow, FileRow, NoticeRow, UserRow } from '../db/rows';
import { AppError } from '../lib/errors';
import { companyPolicy, type CompanyAction } from './companies';
import { demandPolicy, type DemandAction } from './demands';
import { filePolicy, type FileAction } from './files';
import { noticePolicy, type NoticeAction } from './notices';
import type { Policy } from './policy';
import { userPolicy, type UserAction } from './users';

export { isStaff } from './policy';

interface Entities {
  company: CompanyRow;
  demand: DemandRow;
  file: FileRow;
  notice: NoticeRow;
  user: UserRow;
}
interface Actions {
  company: CompanyAction;
  demand: DemandAction;
  file: FileAction;
  notice: NoticeAction;
  user: UserAction;
}
type Kind = keyof Entities;

const POLICIES: { [K in Kind]: Policy<Entities[K], Actions[K]> } = {
  company: companyPolicy,
  demand: demandPolicy,
  file: filePolicy,
  notice: noticePolicy,
  user: userPolicy,
};

/** The entity, named by its kind: `{ company }`, `{ notice: row }`. */
type Subject<K extends Kind> = { [P in K]: Entities[P] };

function policyOf<K extends Kind>(subject: Subject<K>): { policy: Policy<Entities[K], Actions[K]>; entity: Entities[K] } {
  const entries = Object.entries(subject);
  if (entries.length !== 1) throw new Error('a subject names exactly one entity');
  const [kind, entity] = entries[0] as [K, Entities[K]];
  return { policy: POLICIES[kind] as Policy<Entities[K], Actions[K]>, entity };
}

/** Whether the caller may do `action` on the entity. */
export function can<K extends Kind>(caller: Caller, action: Actions[K], subject: Subject<K>): boolean {
  const { policy, entity } = policyOf(subject);
  return policy.rules[action](caller, entity);
}

/** `can`, or the policy's refusal (403 FORBIDDEN, or 404 NOT_FOUND where existence is private). */
export function authorize<K extends Kind>(caller: Caller, action: Actions[K], subject: Subject<K>): void {
  if (!can(caller, action, subject)) throw new AppError(policyOf(subject).policy.refusal);
}
