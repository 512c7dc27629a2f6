import { routeLink } from '@b2b/shared/access';
import type { Text } from '../../lib/i18n';
import type { NoticeText } from '../notices/messages';

/** Settled when party A answers the question. */
export const questionTopic = (questionId: string) => `demand-question:${questionId}`;
/** Settled (by the responses module) when the supplier reconfirms, revises or withdraws its response. */
export const amendedTopic = (demandId: string) => `demand-amended:${demandId}`;

/** Party A's TODO to evaluate the responses once the deadline passed; settled by the award or a cancellation. */
export const evaluateTopic = (demandId: string) => `demand-evaluate:${demandId}`;

export const demandViewLink = (demandId: string) => routeLink('workstation/published/dev/:requirementId/view', { requirementId: demandId });
export const demandEditLink = (demandId: string) => routeLink('workstation/published/dev/:requirementId/edit', { requirementId: demandId });
export const demandZoneLink = (demandId: string) => routeLink('demand', {}, { open: demandId });

export const demandApproved = (demandId: string): NoticeText => ({
  area: 'MARKETPLACE',
  title: { 'zh-CN': '需求审核通过', 'en-US': 'Demand approved' },
  content: {
    'zh-CN': '您的需求「{title}」已通过平台审核并发布到需求大厅，供应商现在可以提问和响应。',
    'en-US': 'Your demand "{title}" was approved and published in the demand zone. Suppliers may now ask questions and respond.',
  },
  link: demandViewLink(demandId),
});

export const demandRejected = (demandId: string): NoticeText => ({
  area: 'MARKETPLACE',
  title: { 'zh-CN': '需求审核未通过', 'en-US': 'Demand not approved' },
  content: {
    'zh-CN': '您的需求「{title}」未通过平台审核，原因：{reason}。请修改后重新提交。',
    'en-US': 'Your demand "{title}" was not approved. Reason: {reason}. Please correct it and submit it again.',
  },
  link: demandEditLink(demandId),
});

export const questionAsked = (demandId: string, questionId: string): NoticeText => ({
  area: 'MARKETPLACE',
  topic: questionTopic(questionId),
  title: { 'zh-CN': '供应商提出了新问题', 'en-US': 'A supplier asked a question' },
  content: {
    'zh-CN': '有供应商就需求「{title}」提出了问题，请在截止时间前答复，答复将对所有供应商可见。',
    'en-US':
      'A supplier asked a question about your demand "{title}". Please answer it before the deadline; every supplier will see the answer.',
  },
  link: routeLink('workstation/published/dev/:requirementId/view', { requirementId: demandId }, { tab: 'questions' }),
});

export const questionAnswered = (demandId: string): NoticeText => ({
  area: 'MARKETPLACE',
  title: { 'zh-CN': '需求问题已答复', 'en-US': 'A question was answered' },
  content: {
    'zh-CN': '需求「{title}」的一个澄清问题已由需求方答复，请查看。',
    'en-US': 'Party A answered a clarification question on the demand "{title}".',
  },
  link: demandZoneLink(demandId),
});

export const demandAmended = (demandId: string): NoticeText => ({
  area: 'MARKETPLACE',
  topic: amendedTopic(demandId),
  title: { 'zh-CN': '需求已变更，请确认或修改响应', 'en-US': 'The demand changed: confirm or revise your response' },
  content: {
    'zh-CN': '您已响应的需求「{title}」发布了第 {revision} 版：{note}。请确认原响应仍然有效，或修改、撤回响应。',
    'en-US':
      'The demand "{title}" you responded to is now at revision {revision}: {note}. Please confirm your response, or revise or withdraw it.',
  },
  link: routeLink('workstation/published/sup/list'),
});

export const responsesReady = (demandId: string): NoticeText => ({
  area: 'MARKETPLACE',
  topic: evaluateTopic(demandId),
  title: { 'zh-CN': '响应已可评审', 'en-US': 'The responses are ready to evaluate' },
  content: {
    'zh-CN': '需求「{title}」已截止，共收到 {count} 份响应，现在可以评分并选定中标方。',
    'en-US': 'The deadline of your demand "{title}" has passed with {count} response(s). You may now score them and award one.',
  },
  link: demandViewLink(demandId),
});

export const closedWithoutResponses = (demandId: string): NoticeText => ({
  area: 'MARKETPLACE',
  topic: evaluateTopic(demandId),
  title: { 'zh-CN': '需求已截止，未收到响应', 'en-US': 'Your demand closed without responses' },
  content: {
    'zh-CN': '需求「{title}」已截止，没有供应商响应。您可以取消该需求，或重新发布一个新需求。',
    'en-US': 'The deadline of your demand "{title}" has passed and no supplier responded. You may cancel it or publish a new demand.',
  },
  link: demandViewLink(demandId),
});

export const demandCancelled: NoticeText = {
  area: 'MARKETPLACE',
  title: { 'zh-CN': '需求已取消', 'en-US': 'Demand cancelled' },
  content: {
    'zh-CN': '您响应的需求「{title}」已被需求方取消，原因：{reason}。',
    'en-US': 'The demand "{title}" you responded to was cancelled by party A. Reason: {reason}.',
  },
  link: null,
};

/** Actors of the audit trail as a party that may not know who it was. */
export const ACTORS = {
  staff: { 'zh-CN': '平台审核', 'en-US': 'Platform review' },
  supplier: { 'zh-CN': '一位供应商', 'en-US': 'A supplier' },
  partyA: { 'zh-CN': '需求方', 'en-US': 'Party A' },
} satisfies Record<string, Text>;
