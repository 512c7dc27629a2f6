import { describeTranslations } from '@test/translations';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

describeTranslations('payments', zhCN, enUS);
