import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** Party A's demand pages: publish, lists, detail, amendment, evaluation. */
export const NS = 'ws-dev-demands';

addNamespace(NS, { 'zh-CN': zhCN, 'en-US': enUS });
