import { routeLink } from '@b2b/shared/access';
import type { Text } from '../../lib/i18n';
import type { NoticeText } from '../notices/messages';

export const markLink = (demandId: string) => routeLink('workstation/published/dev/mark/:requirementId', { requirementId: demandId });
export const supplierHistoryLink = (responseId: string) =>
  routeLink('workstation/published/sup/mark-history/:respondId', { respondId: responseId });

/** A supplier while a blind evaluation hides it, numbered by submission. */
/** A supplier's own action (a withdrawal) as party A sees it. */
export const SUPPLIER: Text = { 'zh-CN': '供应商', 'en-US': 'Supplier' };
/** Party A's evaluator as the supplier sees it in its mark history. */
export const EVALUATOR: Text = { 'zh-CN': '评审人', 'en-US': 'Evaluator' };

export const newResponse = (demandId: string): NoticeText => ({
  area: 'MARKETPLACE',
  title: { 'zh-CN': '收到新的响应', 'en-US': 'A new response' },
  content: {
    'zh-CN': '您的需求「{title}」收到了一份新的供应商响应。',
    'en-US': 'Your demand "{title}" received a new response from a supplier.',
  },
  link: markLink(demandId),
});

const DECISIONS: Record<string, Text> = {
  SHORTLISTED: { 'zh-CN': '入围', 'en-US': 'shortlisted' },
  REJECTED: { 'zh-CN': '未入选', 'en-US': 'not selected' },
  NONE: { 'zh-CN': '待定', 'en-US': 'undecided' },
};
export const decisionText = (decision: string | null): Text => DECISIONS[decision ?? 'NONE'];

export const decisionChanged = (responseId: string): NoticeText => ({
  area: 'MARKETPLACE',
  title: { 'zh-CN': '响应评审结果有变化', 'en-US': 'Your response was marked' },
  content: {
    'zh-CN': '您对需求「{title}」的响应现为「{decision}」。',
    'en-US': 'Your response to the demand "{title}" is now {decision}.',
  },
  link: supplierHistoryLink(responseId),
});

export const responseAwarded = (responseId: string): NoticeText => ({
  area: 'MARKETPLACE',
  title: { 'zh-CN': '恭喜，您的响应已中标', 'en-US': 'Your response was awarded' },
  content: {
    'zh-CN': '需求方已将需求「{title}」授予贵公司，请留意后续联系。',
    'en-US': 'Party A awarded the demand "{title}" to your company. Expect to be contacted.',
  },
  link: supplierHistoryLink(responseId),
});

export const responseDeclined = (responseId: string): NoticeText => ({
  area: 'MARKETPLACE',
  title: { 'zh-CN': '响应未中标', 'en-US': 'Your response was declined' },
  content: {
    'zh-CN': '需求「{title}」已授予其他供应商，感谢贵公司的参与。',
    'en-US': 'The demand "{title}" was awarded to another supplier. Thank you for responding.',
  },
  link: supplierHistoryLink(responseId),
});
