import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The directory's strings (`host:onboardedSup.*`), added to the host's namespace when the page's module loads. */
addNamespace('host', { 'zh-CN': zhCN, 'en-US': enUS });
