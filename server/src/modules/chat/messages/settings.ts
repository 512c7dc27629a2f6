import type { ChatSettings, Lang } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { chatSettings } from '../../../db/schema';
import { userScope } from '../../../db/scoped';
import type { AppContext } from '../../../plugins/app/context';
import { translates } from '../translate/translator';

/**
 * Sets the caller's chat language and/or translate flag; a first call starts from the request's language,
 * translation off. Answers whether the platform translates at all.
 */
export async function updateChatSettings(
  ctx: AppContext,
  caller: Caller,
  lang: Lang,
  change: Partial<Pick<ChatSettings, 'language' | 'translate'>>,
): Promise<ChatSettings> {
  const own = userScope(ctx.db, caller.user.id);
  const now = ctx.clock.now();
  const [row] = await own
    .insert(chatSettings)
    .values({ language: change.language ?? lang, translate: change.translate ?? false, updatedAt: now })
    .onConflictDoUpdate({ target: chatSettings.userId, set: { ...change, updatedAt: now } })
    .returning();
  return { language: row.language, translate: row.translate, translationAvailable: translates(ctx.config) };
}
