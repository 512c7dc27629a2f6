import { useEffect } from 'react';
import type { Paged, ServiceSession } from '@b2b/shared/contract';
import { queryClient, queryKeys } from '@b2b/shared/query';
import { chatClient } from './chat-instance';
import { mineWith, queueWith, withList } from './service-lists';

type Page = Paged<ServiceSession>;

/**
 * Keeps the customer-service screens current from the socket, without polling: a `service` frame
 * updates the customer's own conversation, or staff's queue and their own conversations (and their
 * colleagues' loads); a message in one of staff's conversations, or their own read, refreshes the unread
 * counts. When the socket is (again) ready, everything is fetched anew: frames sent while it was down are
 * not replayed. A frame's change shows at once and is then fetched anew: a fetch already on its way may
 * have read the rows before the change and would put it back (the refetch cancels it).
 */
export function useServiceFrames(side: 'member' | 'staff', me: string): void {
  useEffect(
    () =>
      chatClient().onServerFrame((frame) => {
        if (frame.type === 'ready') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.chat.service() });
        } else if (frame.type === 'service' && side === 'member') {
          queryClient.setQueryData<ServiceSession | null>(queryKeys.chat.serviceCurrent(), (held) =>
            !held || held.conversationId === frame.session.conversationId ? frame.session : held,
          );
          void queryClient.invalidateQueries({ queryKey: queryKeys.chat.serviceCurrent() });
        } else if (frame.type === 'service') {
          const { session } = frame;
          queryClient.setQueryData<Page>(queryKeys.chat.serviceQueue(), (page) => withList(page, queueWith(page?.list ?? [], session)));
          queryClient.setQueryData<Page>(queryKeys.chat.serviceMine(), (page) => withList(page, mineWith(page?.list ?? [], session, me)));
          void queryClient.invalidateQueries({ queryKey: queryKeys.chat.service() });
        } else if (side === 'staff' && (frame.type === 'message' || (frame.type === 'receipt' && frame.userId === me))) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.chat.serviceMine() });
        }
      }),
    [side, me],
  );
}
