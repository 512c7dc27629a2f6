import { desc, lt } from 'drizzle-orm';
import type { ChatMessage, HistoryQuery, Paged } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatMessages } from '../../../db/schema';
import { paginate } from '../../../lib/paging';
import type { AppContext } from '../../../plugins/app/context';
import { membershipOf } from '../conversations';
import { withTranslations } from '../translate/translate';
import { presentMessages, type MessageRow } from './present';
import { visibleTo } from './visible';

/** A conversation's messages, newest first (`beforeSeq`: older than the oldest shown); another's conversation is 404. */
export async function messageHistory(
  ctx: AppContext,
  caller: Caller,
  conversationId: string,
  query: HistoryQuery,
): Promise<Paged<ChatMessage>> {
  const member = await membershipOf(ctx.db, caller.user.id, conversationId);
  const rows = participantScope(ctx.db, { userId: caller.user.id })
    .select(chatMessages)
    .where(visibleTo(ctx.db, member, query.beforeSeq ? lt(chatMessages.seq, query.beforeSeq) : undefined));
  const page = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy: [desc(chatMessages.seq)] }, (row: MessageRow) => row);
  return { ...page, list: await withTranslations(ctx, caller.user.id, await presentMessages(ctx.db, page.list)) };
}
