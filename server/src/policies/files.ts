import type { FileRow } from '../db/rows';
import { isStaff, type Policy } from './policy';

export type FileAction = 'read' | 'confirm';

/**
 * A file, with whether the staff console shows it now: the logo or a licence named by the details of
 * a company waiting for review. The download service sets it for staff callers; unset counts as no.
 */
export type FileEntity = FileRow & { underReview?: boolean };

/**
 * A file belongs to its company: every account of that company may read it and confirm its
 * direct upload. The platform's staff read only what their console shows of it (reviewing a
 * company means reading its licence); a demand's attachments they read through the demand, and a
 * response's never. To anyone else a company file does not exist (404, not 403). Public files
 * (logos, showcase) are served to anyone by the download route before any policy is asked.
 */
export const filePolicy: Policy<FileEntity, FileAction> = {
  refusal: 'NOT_FOUND',
  rules: {
    read: (caller, file) =>
      file.companyId === caller.company.id ||
      (isStaff(caller) && !!file.underReview) ||
      (file.visibility === 'public' && file.status === 'ready'),
    confirm: (caller, file) => file.companyId === caller.company.id,
  },
};
