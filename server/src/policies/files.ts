import type { FileRow } from '../db/rows';
import { isStaff, type Policy } from './policy';

export type FileAction = 'read' | 'confirm';

/**
 * A file belongs to its company: every account of that company may read it and confirm its
 * direct upload. The platform's staff read company files too: reviewing a company means reading
 * its licence. To anyone else a company file does not exist (404, not 403). Public files (logos,
 * showcase) are served to anyone by the download route before any policy is asked.
 */
export const filePolicy: Policy<FileRow, FileAction> = {
  refusal: 'NOT_FOUND',
  rules: {
    read: (caller, file) =>
      file.companyId === caller.company.id || isStaff(caller) || (file.visibility === 'public' && file.status === 'ready'),
    confirm: (caller, file) => file.companyId === caller.company.id,
  },
};
