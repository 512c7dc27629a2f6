import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** Texts shared by every workstation page (statuses, money, empty states); each feature adds its own namespace. */
export const NS = 'workstation';

addNamespace(NS, { 'zh-CN': zhCN, 'en-US': enUS });
