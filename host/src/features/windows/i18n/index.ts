import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The showcase pages' strings (`host:windows.*`), added to the host's namespace when a windows page loads. */
addNamespace('host', { 'zh-CN': zhCN, 'en-US': enUS });
