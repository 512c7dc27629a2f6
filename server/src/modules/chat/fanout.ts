import type { ServerFrame } from '@b2b/shared/contract';
import type { AppContext } from '../../plugins/app/context';

/** Sends `frame` to every socket of `userIds` on every API instance (socket/hub.ts delivers it). */
export function fanOut(ctx: AppContext, userIds: readonly string[], frame: ServerFrame): Promise<void> {
  if (userIds.length === 0) return Promise.resolve();
  return ctx.events.publish({ type: 'chat.frame', userIds: [...new Set(userIds)], frame });
}
