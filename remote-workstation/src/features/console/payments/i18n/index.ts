import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The console's payments section (refunds, invoice requests) has its own strings beside the review queues'. */
export const NS = 'ws-console-payments';

addNamespace(NS, { 'zh-CN': zhCN, 'en-US': enUS });
