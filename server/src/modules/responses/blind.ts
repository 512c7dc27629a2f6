import { createHash } from 'node:crypto';
import type { Manpower, UploadedFileResult } from '@b2b/shared/contract';
import type { Caller, DemandRow, ResponseRow } from '../../db/rows';
import { format, type Lang, type Text } from '../../lib/i18n';

/**
 * A blind evaluation (docs/marketplace.md, "Blind") hides from party A everything the platform
 * knows that would tell who the supplier is: its name, and the ids and names that the same
 * supplier's response to another demand would show again (a file or manpower entry offered twice).
 * What the supplier writes (the proposal, a file's content, a person's skills and bio) is its own.
 */
export const hidesSupplier = (demand: DemandRow, caller: Caller) =>
  demand.companyId === caller.company.id && demand.blind && !demand.revealed;

const ATTACHMENT: Text = { 'zh-CN': '附件 {n}', 'en-US': 'Attachment {n}' };
const MEMBER: Text = { 'zh-CN': '成员 {n}', 'en-US': 'Member {n}' };

/**
 * The id party A sees for the n-th attachment or manpower entry of a response while blind: stable,
 * shaped as a UUID, and made of the response id and the position only, so it links to nothing else.
 */
export function blindId(responseId: string, kind: 'file' | 'person', index: number): string {
  const hex = createHash('sha256').update(`${responseId}:${kind}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "附件 2.pdf" / "Attachment 2.pdf": the position and the extension of the detected type. */
export function blindFileName(name: string, index: number, lang: Lang): string {
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
  return `${format(ATTACHMENT[lang], { n: index + 1 })}${ext}`;
}

/** The file id of the response's attachment that `fileId` names as party A sees it while blind (only the alias works then). */
export function attachmentBehind(row: ResponseRow, fileId: string): { id: string; index: number } | null {
  const index = row.attachmentIds.findIndex((_, i) => blindId(row.id, 'file', i) === fileId);
  return index < 0 ? null : { id: row.attachmentIds[index], index };
}

export function blindAttachment(row: ResponseRow, file: UploadedFileResult, index: number, lang: Lang, url: string): UploadedFileResult {
  return { ...file, id: blindId(row.id, 'file', index), url, name: blindFileName(file.name, index, lang) };
}

export function blindPerson(row: ResponseRow, person: Manpower, index: number, lang: Lang): Manpower {
  return {
    ...person,
    id: blindId(row.id, 'person', index),
    name: format(MEMBER[lang], { n: index + 1 }),
    updatedAt: row.updatedAt.getTime(),
  };
}
