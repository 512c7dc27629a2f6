import { Badge, Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@b2b/shared/router';
import { canAccess, findRoute } from '@b2b/shared/access';
import { chatUnreadQuery } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';
import { NS } from '../../i18n';

export const CHAT_PATH = '/chat';

/**
 * The header's chat entry with the unread count, refreshed every 4 s while the tab shows it. On the chat
 * screen the count resets (what is open there is being read); a user who may not chat sees nothing.
 */
export function ChatUnreadBadge() {
  const { t } = useTranslation(NS);
  const user = useSession((s) => s.user);
  const onChat = useLocation().pathname === CHAT_PATH;
  const allowed = canAccess(findRoute('chat')!, user).ok;
  const unread = useQuery({ ...chatUnreadQuery(), enabled: allowed && !onChat });
  if (!allowed) return null;
  const count = onChat ? 0 : (unread.data ?? 0);
  return (
    <Link
      to={CHAT_PATH}
      aria-label={count ? t('badge.labelUnread', { count }) : t('badge.label')}
      data-testid="chat-badge"
      data-count={count}
    >
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button type="text" tabIndex={-1} icon={<MessageOutlined />} />
      </Badge>
    </Link>
  );
}
