import { createElement } from 'react';
import type { ChatWidgetsModule } from '@b2b/shared/federation';
import { AppProviders } from '@b2b/ui-kit';
import { ChatUnreadBadge as Badge } from '../features/badge/ChatUnreadBadge';
import '../i18n';

/** The header's unread badge with this remote's antd theme, locale and the platform's QueryClient, like its pages. */
function ChatUnreadBadge() {
  return createElement(AppProviders, null, createElement(Badge));
}

const widgets: ChatWidgetsModule = { ChatUnreadBadge };
export default widgets;
