import { and, eq, inArray } from 'drizzle-orm';
import { CHAT_LIMITS, type ChatLanguage, type ChatMessage } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import { chatSettings, chatTranslations } from '../../../db/schema';
import { acrossCompanies, userScope } from '../../../db/scoped';
import type { AppContext } from '../../../plugins/app/context';
import { fanOut } from '../fanout';
import { translatorOf } from './translator';

/** The readers of a message (its members but the sender) who want it translated, by their chat language. */
async function readersByLanguage(ctx: AppContext, message: ChatMessage, memberIds: readonly string[]) {
  const readers = memberIds.filter((id) => id !== message.senderId);
  if (readers.length === 0) return new Map<ChatLanguage, string[]>();
  const rows = await acrossCompanies(ctx.db, "a message's readers' chat languages decide what it is translated into")
    .select({ userId: chatSettings.userId, language: chatSettings.language })
    .from(chatSettings)
    .where(and(inArray(chatSettings.userId, readers), eq(chatSettings.translate, true)));
  const byLanguage = new Map<ChatLanguage, string[]>();
  for (const row of rows) byLanguage.set(row.language, [...(byLanguage.get(row.language) ?? []), row.userId]);
  return byLanguage;
}

/** The stored translation of a message into `language`, read as `reader` (a member of its conversation). */
async function storedTranslation(ctx: AppContext, reader: string, messageId: string, language: ChatLanguage) {
  const [row] = await participantScope(ctx.db, { userId: reader })
    .pick(chatTranslations, { text: chatTranslations.text })
    .where(and(eq(chatTranslations.messageId, messageId), eq(chatTranslations.language, language)));
  return row?.text;
}

/**
 * Translates a delivered message for each language its readers want, stores each translation once
 * and sends it to those readers as a `translation` frame: a stored one is sent again (a run cut off
 * after storing it), one stored meanwhile by another run is left to that run's frame. Throws when a
 * language failed (slower than `translateTimeoutMs`, or refused) after trying every one: the job
 * (translate/job.ts) tries again later.
 */
export async function translateMessage(ctx: AppContext, message: ChatMessage, memberIds: readonly string[]): Promise<void> {
  const translator = translatorOf(ctx.config);
  if (!translator || message.recalledAt !== null || !message.body.trim()) return;
  const failures: unknown[] = [];
  for (const [language, readers] of await readersByLanguage(ctx, message, memberIds)) {
    let text = await storedTranslation(ctx, readers[0], message.id, language);
    if (text === undefined) {
      try {
        const translated = await translator.translate(message.body, language, AbortSignal.timeout(CHAT_LIMITS.translateTimeoutMs));
        const stored = await participantScope(ctx.db, { userId: readers[0] })
          .insert(chatTranslations)
          .values({ messageId: message.id, conversationId: message.conversationId, language, text: translated, createdAt: ctx.clock.now() })
          .onConflictDoNothing()
          .returning({ text: chatTranslations.text });
        if (stored.length === 0) continue;
        text = translated;
      } catch (err) {
        ctx.log.warn({ err, messageId: message.id, language }, 'chat translation failed; its job will try again');
        failures.push(err);
        continue;
      }
    }
    const frame = {
      type: 'translation',
      conversationId: message.conversationId,
      messageId: message.id,
      seq: message.seq,
      language,
      text,
    } as const;
    await fanOut(ctx, readers, frame);
  }
  if (failures.length > 0) throw new AggregateError(failures, `translation of message ${message.id} failed`);
}

/**
 * Messages as `reader` reads them (history, replay): with the stored translation into its chat
 * language when its translate flag is on, for others' messages that are not recalled.
 */
export async function withTranslations(ctx: AppContext, reader: string, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const incoming = messages.filter((m) => m.senderId !== reader && m.recalledAt === null);
  if (incoming.length === 0) return messages;
  const [settings] = await userScope(ctx.db, reader).select(chatSettings).where();
  if (!settings?.translate) return messages;
  const rows = await participantScope(ctx.db, { userId: reader })
    .pick(chatTranslations, { messageId: chatTranslations.messageId, text: chatTranslations.text })
    .where(
      and(
        inArray(
          chatTranslations.messageId,
          incoming.map((m) => m.id),
        ),
        eq(chatTranslations.language, settings.language),
      ),
    );
  const texts = new Map(rows.map((row) => [row.messageId, row.text]));
  return messages.map((m) => {
    const text = m.senderId !== reader && m.recalledAt === null ? texts.get(m.id) : undefined;
    return text === undefined ? m : { ...m, translation: { language: settings.language, text } };
  });
}
