import { addNamespace } from '@b2b/shared/i18n';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The host's strings, in both languages, added to the platform's one i18n instance. */
export function addHostStrings(): void {
  addNamespace('host', { 'zh-CN': zhCN, 'en-US': enUS });
}
