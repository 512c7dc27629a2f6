import { chatMessageDeletions } from '../../../db/schema';
import { userScope } from '../../../db/scoped';
import type { Caller } from '../../../db/rows';
import type { AppContext } from '../../../plugins/app/context';
import { visibleMessage } from './one';

/** Removes a message for the caller only (others keep it); deleting it again changes nothing. */
export async function deleteMessage(ctx: AppContext, caller: Caller, messageId: string): Promise<null> {
  const { message } = await visibleMessage(ctx.db, caller.user.id, messageId);
  await userScope(ctx.db, caller.user.id)
    .insert(chatMessageDeletions)
    .values({ messageId: message.id, deletedAt: ctx.clock.now() })
    .onConflictDoNothing();
  return null;
}
