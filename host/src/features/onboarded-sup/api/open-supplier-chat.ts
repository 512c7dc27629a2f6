import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@b2b/shared/router';
import { api } from '@b2b/shared/api';
import { apiPath, DIRECTORY_API, type ConversationRef } from '@b2b/shared/contract';

/** Opens the direct conversation with a listed supplier and goes to it in chat (`/chat?c=<id>`, as on a response). */
export function useOpenSupplierChat() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (companyId: string) => api.post<ConversationRef>(apiPath(DIRECTORY_API.chat, { id: companyId })),
    onSuccess: ({ conversationId }) => navigate(`/chat?c=${encodeURIComponent(conversationId)}`),
  });
}
