import type { FileRow } from '../../../db/rows';
import type { Caller } from '../../../db/rows';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { filesById } from '../../files/attach';
import { visibleMessage } from './one';

/** The file of a message the caller sees (not recalled): members of other companies read it this way only. */
export async function messageFile(ctx: AppContext, caller: Caller, messageId: string): Promise<FileRow> {
  const { message } = await visibleMessage(ctx.db, caller.user.id, messageId);
  if (!message.fileId || message.recalledAt) throw new AppError('NOT_FOUND');
  const file = (await filesById(ctx.db, [message.fileId])).get(message.fileId);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
