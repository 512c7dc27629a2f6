import { routeLink } from '@b2b/shared/access';
import type { ProjectSide } from '../../db/schema';
import type { Text } from '../../lib/i18n';
import type { NoticeText } from '../notices/messages';

/** The platform as the actor of its own lines (the review period, the ratings' reveal). */
export const PLATFORM: Text = { 'zh-CN': '平台', 'en-US': 'Platform' };

/** Where each side opens the project: party A its plan view, the supplier its work page. */
export function projectLink(side: ProjectSide, projectId: string): string {
  return side === 'PARTY_A'
    ? routeLink('workstation/project/published/:requirementProgressId/view', { requirementProgressId: projectId })
    : routeLink('workstation/project/work/process/:requirementProgressId', { requirementProgressId: projectId });
}
const evaluateLink = (projectId: string) => routeLink('workstation/project/evaluate', {}, { project: projectId });

/** TODO topics, each settled when its action is done. */
export const TOPICS = {
  review: (milestoneId: string) => `project-review:${milestoneId}`,
  resubmit: (milestoneId: string) => `project-resubmit:${milestoneId}`,
  revision: (projectId: string) => `project-revision:${projectId}`,
  cancel: (projectId: string) => `project-cancel:${projectId}`,
  rating: (projectId: string) => `project-rating:${projectId}`,
  /** Staff's TODO for one dispute, settled when it is resolved. */
  dispute: (disputeId: string) => `project-dispute:${disputeId}`,
  /** Not a TODO: marks the reminder of one delivery's review period as sent, so a job run twice sends one. */
  reminder: (submissionId: string) => `project-review-reminder:${submissionId}`,
};

type Notice = (side: ProjectSide, projectId: string, topicId?: string) => NoticeText;

const notice =
  (title: Text, content: Text, topic?: (id: string) => string, link: (side: ProjectSide, id: string) => string = projectLink): Notice =>
  (side, projectId, topicId) => ({ area: 'DELIVERY', title, content, link: link(side, projectId), topic: topic?.(topicId ?? projectId) });

export const projectStarted = notice(
  { 'zh-CN': '项目已创建', 'en-US': 'A project has started' },
  {
    'zh-CN': '需求方已为「{title}」创建交付项目，里程碑计划确定后即可开始工作。',
    'en-US': 'Party A started a delivery project for "{title}". Work begins once the milestone plan is set.',
  },
);
export const workStarted = notice(
  { 'zh-CN': '项目开始执行', 'en-US': 'Work can begin' },
  { 'zh-CN': '项目「{title}」的里程碑计划已确定，请按计划开展工作。', 'en-US': 'The milestone plan of "{title}" is set: work can begin.' },
);
export const revisionProposed = notice(
  { 'zh-CN': '需求方提议修改计划', 'en-US': 'A plan change is proposed' },
  {
    'zh-CN': '需求方提议修改项目「{title}」的里程碑计划，请查看并接受或拒绝。',
    'en-US': 'Party A proposes a change to the milestone plan of "{title}". Review it, then accept or refuse it.',
  },
  TOPICS.revision,
);
export const revisionAnswered = notice(
  { 'zh-CN': '计划修改已有答复', 'en-US': 'Your plan change was answered' },
  { 'zh-CN': '供应商已{answer}项目「{title}」的计划修改。', 'en-US': 'The supplier {answer} the plan change of "{title}".' },
);
export const REVISION_ANSWERS: Record<'ACCEPTED' | 'REJECTED', Text> = {
  ACCEPTED: { 'zh-CN': '接受', 'en-US': 'accepted' },
  REJECTED: { 'zh-CN': '拒绝', 'en-US': 'refused' },
};
export const milestoneSubmitted = notice(
  { 'zh-CN': '里程碑已提交验收', 'en-US': 'A milestone was delivered' },
  {
    'zh-CN': '供应商提交了项目「{title}」的里程碑「{milestone}」，请在 {days} 天内验收或退回，逾期视为验收通过。',
    'en-US':
      'The supplier delivered the milestone "{milestone}" of "{title}". Accept it or send it back within {days} days; after that it counts as accepted.',
  },
  TOPICS.review,
);
export const reviewEnding = notice(
  { 'zh-CN': '验收期即将结束', 'en-US': 'The review period ends soon' },
  {
    'zh-CN': '项目「{title}」的里程碑「{milestone}」的验收期将在 3 天后结束，届时视为验收通过。',
    'en-US': 'The review period of the milestone "{milestone}" of "{title}" ends in 3 days; then it counts as accepted.',
  },
  TOPICS.reminder,
);
export const milestoneAccepted = notice(
  { 'zh-CN': '里程碑已验收', 'en-US': 'A milestone was accepted' },
  { 'zh-CN': '项目「{title}」的里程碑「{milestone}」已验收通过。', 'en-US': 'The milestone "{milestone}" of "{title}" was accepted.' },
);
export const milestoneAcceptedByPeriod = notice(
  { 'zh-CN': '验收期已过，里程碑视为验收通过', 'en-US': 'The review period passed: milestone accepted' },
  {
    'zh-CN': '项目「{title}」的里程碑「{milestone}」在验收期内未被处理，已视为验收通过。',
    'en-US': 'The milestone "{milestone}" of "{title}" was not reviewed within the review period and counts as accepted.',
  },
);
export const milestoneSentBack = notice(
  { 'zh-CN': '里程碑被退回', 'en-US': 'A milestone was sent back' },
  {
    'zh-CN': '需求方退回了项目「{title}」的里程碑「{milestone}」，原因：{reason}。请修改后重新提交。',
    'en-US': 'Party A sent back the milestone "{milestone}" of "{title}". Reason: {reason}. Please revise and deliver it again.',
  },
  TOPICS.resubmit,
);
export const projectCompleted = notice(
  { 'zh-CN': '项目已完成，请评价对方', 'en-US': 'Project completed: rate the other party' },
  {
    'zh-CN': '项目「{title}」的全部里程碑已验收。请为对方评分，双方都评价后（或 14 天后）评价将同时公开。',
    'en-US':
      'Every milestone of "{title}" is accepted. Rate the other party; both ratings are published together once both have rated, or after 14 days.',
  },
  TOPICS.rating,
  (_side, id) => evaluateLink(id),
);
export const projectCancelled = notice(
  { 'zh-CN': '项目已取消，请评价对方', 'en-US': 'Project cancelled: rate the other party' },
  {
    'zh-CN': '项目「{title}」已取消，原因：{reason}。请为对方评分，评价将在双方都评价后（或 14 天后）同时公开。',
    'en-US':
      'The project "{title}" was cancelled. Reason: {reason}. Rate the other party; both ratings are published together once both have rated, or after 14 days.',
  },
  TOPICS.rating,
  (_side, id) => evaluateLink(id),
);
export const cancelProposed = notice(
  { 'zh-CN': '对方提议取消项目', 'en-US': 'The other party proposes to cancel' },
  {
    'zh-CN': '对方提议取消项目「{title}」，原因：{reason}。同意请在项目页确认取消，不同意可发起争议。',
    'en-US':
      'The other party proposes to cancel "{title}". Reason: {reason}. Confirm the cancellation on the project page to agree, or open a dispute.',
  },
  TOPICS.cancel,
);
export const disputeOpened = notice(
  { 'zh-CN': '项目进入争议处理', 'en-US': 'A dispute was opened' },
  {
    'zh-CN': '项目「{title}」已有一方发起争议，原因：{reason}。项目已冻结，平台客服将处理。',
    'en-US': 'A dispute was opened on "{title}". Reason: {reason}. The project is frozen until the platform\'s staff resolve it.',
  },
);
/** Staff's to-do for one dispute: the console's dispute queue, where the project opens with its whole history. */
export const disputeToResolve = (disputeId: string): NoticeText => ({
  area: 'DELIVERY',
  title: { 'zh-CN': '新的项目争议待处理', 'en-US': 'A new project dispute to resolve' },
  content: {
    'zh-CN': '{company}对项目「{title}」发起了争议，原因：{reason}。项目已冻结，请在工作台的争议队列中查看并处理。',
    'en-US':
      '{company} opened a dispute on "{title}". Reason: {reason}. The project is frozen: read it and resolve it in the console\'s dispute queue.',
  },
  link: routeLink('workstation/console', {}, { tab: 'disputes' }),
  topic: TOPICS.dispute(disputeId),
});
export const disputeResolved = notice(
  { 'zh-CN': '争议已处理', 'en-US': 'The dispute was resolved' },
  {
    'zh-CN': '平台客服处理了项目「{title}」的争议：{decision}。说明：{note}',
    'en-US': 'The platform\'s staff resolved the dispute on "{title}": {decision}. Note: {note}',
  },
);
export const DECISIONS: Record<'CONTINUE' | 'CANCEL', Text> = {
  CONTINUE: { 'zh-CN': '项目继续', 'en-US': 'the project continues' },
  CANCEL: { 'zh-CN': '项目取消', 'en-US': 'the project is cancelled' },
};
export const ratingsPublished = notice(
  { 'zh-CN': '评价已公开', 'en-US': 'Ratings published' },
  { 'zh-CN': '项目「{title}」的双方评价已同时公开。', 'en-US': 'The ratings of "{title}" are published, both at once.' },
  undefined,
  (_side, id) => evaluateLink(id),
);
