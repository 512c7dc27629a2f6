import type { UserInfo } from '@b2b/shared/contract';
import { AntdZone } from '../app/AntdZone';
import { MessageCenter } from '../features/message-center/MessageCenter';
import { UserMenu } from './UserMenu';

/** The header's antd widgets for a signed-in user, loaded after the shell has painted. */
export default function SignedInWidgets({ user }: { user: UserInfo }) {
  return (
    <AntdZone fallback={null}>
      <MessageCenter />
      <UserMenu user={user} />
    </AntdZone>
  );
}
