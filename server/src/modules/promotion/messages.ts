import { routeLink } from '@b2b/shared/access';
import type { NoticeText } from '../notices/messages';

const PROMOTION_PAGE = routeLink('account/promotion');

/** To the inviting company: `{company}` redeemed its code, `{date}` is its membership's new end. */
export const inviteRedeemedByOther: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '邀请奖励已到账', 'en-US': 'Invitation reward credited' },
  content: {
    'zh-CN': '「{company}」使用了贵公司的邀请码，贵公司获得 {days} 天 VIP 会员，会员有效期至 {date}。',
    'en-US': '"{company}" used your invite code: your company gets {days} days of VIP membership, now valid until {date}.',
  },
  link: PROMOTION_PAGE,
};

/** To the invited company: it redeemed `{company}`'s code. */
export const inviteRedeemedOwn: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '邀请码已使用', 'en-US': 'Invite code redeemed' },
  content: {
    'zh-CN': '贵公司使用了「{company}」的邀请码，获得 {days} 天 VIP 会员，会员有效期至 {date}。',
    'en-US': 'Your company used the invite code of "{company}" and gets {days} days of VIP membership, now valid until {date}.',
  },
  link: PROMOTION_PAGE,
};
