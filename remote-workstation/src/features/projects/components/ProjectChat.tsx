import { useQuery } from '@tanstack/react-query';
import { canAccess, findRoute } from '@b2b/shared/access';
import type { Project } from '@b2b/shared/contract';
import { responseQuery } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';
import { ChatWithCompany } from '../../../components';

/**
 * "Chat with the other party": the response the project came from names the other company to chat with.
 * Read only when the account may chat at all; nothing shows while it loads or when it cannot be read.
 */
export function ProjectChat({ project }: { project: Project }) {
  const user = useSession((s) => s.user);
  const chat = findRoute('chat');
  const mayChat = !!chat && canAccess(chat, user).ok;
  const response = useQuery({ ...responseQuery(project.responseId), enabled: mayChat });
  if (!mayChat || !response.data) return null;
  return <ChatWithCompany response={response.data} />;
}
