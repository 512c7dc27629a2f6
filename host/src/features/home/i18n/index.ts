import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/**
 * The home page's strings (`host:home.*`), added to the host's namespace when the page's module loads, so
 * other pages do not carry them (docs/architecture.md, "Start-up in short tasks").
 */
addNamespace('host', { 'zh-CN': zhCN, 'en-US': enUS });
