import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The header search's strings (`host:searchBox.*`), added when the search box's module loads on first use. */
addNamespace('host', { 'zh-CN': zhCN, 'en-US': enUS });
