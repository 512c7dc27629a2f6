import { routeLink } from '@b2b/shared/access';
import type { PaidLevel } from '@b2b/shared/contract';
import type { Text } from '../../lib/i18n';
import type { NoticeText } from '../notices/messages';

export const LEVEL_NAMES: Record<PaidLevel, Text> = {
  VIP: { 'zh-CN': 'VIP 会员', 'en-US': 'VIP membership' },
  SVIP: { 'zh-CN': 'SVIP 会员', 'en-US': 'SVIP membership' },
};

const PAYMENT_PAGE = routeLink('account/payment');

/** Marks the warning of one membership end as sent, so the expiry job run twice sends one. */
export const expiringTopic = (companyId: string, expires: Date) => `membership-expiring:${companyId}:${expires.getTime()}`;

export const membershipExtended: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '会员已开通', 'en-US': 'Membership active' },
  content: {
    'zh-CN': '付款已确认，贵公司的{level}有效期至 {date}。',
    'en-US': 'Your payment was confirmed: your company has {level} until {date}.',
  },
  link: PAYMENT_PAGE,
};

export const membershipRefunded: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '会员订单已退款', 'en-US': 'Membership order refunded' },
  content: {
    'zh-CN': '贵公司一笔{level}订单已退款，该订单增加的会员时长已扣回：{membership}。',
    'en-US': 'An order for {level} of your company was refunded and the time it added was taken back: {membership}.',
  },
  link: PAYMENT_PAGE,
};

/** What a refund left of the membership, for `membershipRefunded`. */
export const membershipNow = (level: PaidLevel | null, date: string): Text =>
  level
    ? { 'zh-CN': `${LEVEL_NAMES[level]['zh-CN']}有效期至 ${date}`, 'en-US': `${LEVEL_NAMES[level]['en-US']} until ${date}` }
    : { 'zh-CN': '贵公司现为普通会员', 'en-US': 'your company is an ordinary member now' };

export const refundRejected: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '退款申请未通过', 'en-US': 'Refund request declined' },
  content: {
    'zh-CN': '贵公司{level}订单的退款申请未通过，原因：{reason}',
    'en-US': 'The refund request for your {level} order was declined. Reason: {reason}',
  },
  link: PAYMENT_PAGE,
};

export const invoiceIssued: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '发票已开具', 'en-US': 'Invoice issued' },
  content: {
    'zh-CN': '贵公司{level}订单的发票（号码 {number}）已开具，可在会员与支付页面下载。',
    'en-US': 'The invoice for your {level} order (number {number}) was issued; download it on the membership page.',
  },
  link: PAYMENT_PAGE,
};

export const invoiceRejected: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '发票申请未通过', 'en-US': 'Invoice request declined' },
  content: {
    'zh-CN': '贵公司{level}订单的发票申请未通过，原因：{reason}',
    'en-US': 'The invoice request for your {level} order was declined. Reason: {reason}',
  },
  link: PAYMENT_PAGE,
};

export const membershipExpiring = (topic: string): NoticeText => ({
  area: 'MEMBERSHIP',
  topic,
  title: { 'zh-CN': '会员即将到期', 'en-US': 'Membership ends soon' },
  content: {
    'zh-CN': '贵公司的{level}将于 {date} 到期（还有 {days} 天）。到期后将恢复为普通会员，请及时续费。',
    'en-US':
      "Your company's {level} ends on {date} ({days} days left). After that your company is an ordinary member again: renew in time.",
  },
  link: PAYMENT_PAGE,
});

export const membershipEnded: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '会员已到期', 'en-US': 'Membership ended' },
  content: {
    'zh-CN': '贵公司的{level}已到期，现为普通会员。续费后即可恢复会员权益。',
    'en-US': "Your company's {level} has ended; it is an ordinary member now. Renew to have the member benefits again.",
  },
  link: PAYMENT_PAGE,
};
