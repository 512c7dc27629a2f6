import type { ChatMessage } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import type { FileRow } from '../../../db/rows';
import type { chatMessages } from '../../../db/schema';
import { filesById } from '../../files/attach';

export type MessageRow = typeof chatMessages.$inferSelect;

/** A message as members see it: a recalled one keeps its place (seq) and loses its content. */
export function presentMessage(row: MessageRow, file?: FileRow): ChatMessage {
  const recalled = row.recalledAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    clientMsgId: row.clientMsgId,
    kind: row.kind,
    body: recalled ? '' : row.body,
    file: recalled || !file ? null : { id: file.id, name: file.name, size: file.size, contentType: file.contentType },
    createdAt: row.createdAt.getTime(),
    recalledAt: row.recalledAt?.getTime() ?? null,
  };
}

/**
 * Messages with their files. A message names only a file of its sender's company, checked when it
 * was sent (send.ts); members of other companies read it through the message (file.ts).
 */
export async function presentMessages(db: Tx, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const files = await filesById(
    db,
    rows.flatMap((row) => (row.fileId && !row.recalledAt ? [row.fileId] : [])),
  );
  return rows.map((row) => presentMessage(row, row.fileId ? files.get(row.fileId) : undefined));
}
