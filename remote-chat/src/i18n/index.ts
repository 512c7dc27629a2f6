import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** Every text of remote-chat. */
export const NS = 'chat';

addNamespace(NS, { 'zh-CN': zhCN, 'en-US': enUS });
