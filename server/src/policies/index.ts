import type { Caller, CertificateRow, CompanyRow, ManpowerRow, NoticeRow, UserRow } from '../db/rows';
import { AppError } from '../lib/errors';
import { certificatePolicy, type CertificateAction } from './certificates';
import { companyPolicy, type CompanyAction } from './companies';
import { demandPolicy, type DemandAction, type DemandEntity } from './demands';
import { filePolicy, type FileAction, type FileEntity } from './files';
import { manpowerPolicy, type ManpowerAction } from './manpower';
import { noticePolicy, type NoticeAction } from './notices';
import type { Policy } from './policy';
import { projectPolicy, type ProjectAction, type ProjectEntity } from './projects';
import { responsePolicy, type ResponseAction, type ResponseEntity } from './responses';
import { userPolicy, type UserAction } from './users';

export { isStaff } from './policy';

interface Entities {
  certificate: Pick<CertificateRow, 'companyId'>;
  company: CompanyRow;
  demand: DemandEntity;
  file: FileEntity;
  manpower: Pick<ManpowerRow, 'companyId'>;
  notice: NoticeRow;
  project: ProjectEntity;
  response: ResponseEntity;
  user: UserRow;
}
interface Actions {
  certificate: CertificateAction;
  company: CompanyAction;
  demand: DemandAction;
  file: FileAction;
  manpower: ManpowerAction;
  notice: NoticeAction;
  project: ProjectAction;
  response: ResponseAction;
  user: UserAction;
}
type Kind = keyof Entities;

const POLICIES: { [K in Kind]: Policy<Entities[K], Actions[K]> } = {
  certificate: certificatePolicy,
  company: companyPolicy,
  demand: demandPolicy,
  file: filePolicy,
  manpower: manpowerPolicy,
  notice: noticePolicy,
  project: projectPolicy,
  response: responsePolicy,
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
