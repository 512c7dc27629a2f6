import { menuState } from '@b2b/shared/access';
import type { UserInfo } from '@b2b/shared/contract';
import { AntdZone } from '../app/AntdZone';
import { MessageCenter } from '../features/message-center/MessageCenter';
import { remoteWidget } from '../federation/remote-widget';
import { UserMenu } from './UserMenu';

/** remote-chat's unread badge; with remote-chat down the header shows nothing in its place. */
const ChatUnreadBadge = remoteWidget('chat', 'widgets', 'ChatUnreadBadge');
const hidden = () => null;
const CHAT = { to: '/chat' };

/** The header's antd widgets for a signed-in user, loaded after the shell has painted. */
export default function SignedInWidgets({ user }: { user: UserInfo }) {
  return (
    <AntdZone fallback={null}>
      {menuState(CHAT, user) === 'open' && <ChatUnreadBadge frame={hidden} />}
      <MessageCenter />
      <UserMenu user={user} />
    </AntdZone>
  );
}
