import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

export const NS = 'ws-project-dashboard';

addNamespace(NS, { 'zh-CN': zhCN, 'en-US': enUS });
