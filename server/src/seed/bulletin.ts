import { count } from 'drizzle-orm';
import type { BulletinBody } from '@b2b/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { bulletinPosts } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createPost } from '../modules/bulletin/api/create-post';
import { pinPost } from '../modules/bulletin/api/pin-post';
import { publishPost } from '../modules/bulletin/api/publish-post';
import { schedulePost } from '../modules/bulletin/api/schedule-post';
import { unpublishPost } from '../modules/bulletin/api/unpublish-post';
import { seedContext } from './callers';

const DAY = 24 * 60 * 60_000;

type Fate = 'published' | 'pinned' | 'scheduled' | 'draft' | 'withdrawn';

/** The demo's announcements: `age` days ago they were written (and published, if they were). */
const POSTS: (BulletinBody & { fate: Fate; age: number })[] = [
  {
    fate: 'pinned',
    age: 2,
    slug: 'membership-autumn-offer',
    titleZh: '会员秋季优惠：VIP 年费享 8 折',
    titleEn: 'Autumn membership offer: 20% off a VIP year',
    bodyZh:
      '即日起至 12 月 31 日，新开通或续费 **VIP / SVIP** 年度会员享 8 折优惠。\n\n会员可以：\n\n- 进入需求大厅并响应需求\n- 与合作企业在线聊天，并使用聊天翻译\n- 联系专属客服\n\n前往[会员权益](https://b2b.example.com/vip)了解详情。',
    bodyEn:
      'Until 31 December, a new or renewed **VIP / SVIP** yearly membership costs 20% less.\n\nMembers can:\n\n- open the demand zone and respond to demands\n- chat with partner companies, with translation in chat\n- reach their own customer service\n\nSee [Member Benefits](https://b2b.example.com/vip) for the details.',
  },
  {
    fate: 'published',
    age: 5,
    slug: 'delivery-milestones-live',
    titleZh: '新功能上线：项目里程碑与验收',
    titleEn: 'New: project milestones and acceptance',
    bodyZh:
      '中标后，需求方可以直接创建项目、拆分里程碑并约定付款比例。供应商按里程碑提交交付物，需求方在验收期内验收或退回。\n\n验收期结束仍未处理的交付将**自动视为验收**，双方都会收到提醒。',
    bodyEn:
      'After an award, party A can start a project, split it into milestones and agree the share of each. The supplier delivers milestone by milestone; party A accepts or sends back within the review period.\n\nA delivery left unanswered when the period ends **counts as accepted**; both sides are reminded before.',
  },
  {
    fate: 'published',
    age: 9,
    titleZh: '平台服务协议更新说明',
    titleEn: 'Our terms of use have been updated',
    bodyZh:
      '我们更新了《用户协议》与《隐私政策》，主要变化：\n\n1. 明确聊天记录的保存期限；\n2. 补充附件上传的内容要求；\n3. 调整争议处理流程的时限。\n\n更新自发布之日起生效，继续使用平台即表示同意。',
    bodyEn:
      'We have updated the Terms of Use and the Privacy Policy. The main changes:\n\n1. how long chat history is kept;\n2. what attachments may contain;\n3. the time limits of dispute handling.\n\nThey apply from today; using the platform means you accept them.',
  },
  {
    fate: 'published',
    age: 16,
    slug: 'supplier-certification',
    titleZh: '供应商认证开放申请',
    titleEn: 'Supplier certification is open',
    bodyZh:
      '通过企业资质审核的供应商，现在可以在「账户 › 企业认证」提交认证材料。认证通过后，企业名片与橱窗将显示**认证标识**，在供应商目录中更容易被需求方找到。',
    bodyEn:
      'Suppliers whose company has been approved can now apply under "Account › Certification". Once certified, the company card and showcase carry a **certified badge**, and party A finds them more easily in the supplier directory.',
  },
  {
    fate: 'published',
    age: 30,
    titleZh: '系统维护通知（已完成）',
    titleEn: 'Scheduled maintenance (completed)',
    bodyZh: '平台已于本月 3 日凌晨 2:00–4:00 完成数据库升级维护。维护期间的消息均已补发，如有异常请联系客服。',
    bodyEn:
      'The database upgrade ran on the 3rd of this month from 2:00 to 4:00 (Beijing time). Messages sent meanwhile have been delivered; contact customer service if anything looks wrong.',
  },
  {
    fate: 'scheduled',
    age: 1,
    slug: 'year-end-holiday-service',
    titleZh: '元旦假期客服安排',
    titleEn: 'Customer service over the New Year holiday',
    bodyZh: '1 月 1 日至 1 月 3 日客服在线时间调整为 10:00–16:00，其余时间可留言，节后第一个工作日内回复。',
    bodyEn:
      'From 1 to 3 January customer service answers from 10:00 to 16:00; outside those hours leave a message and we reply on the first working day after.',
  },
  {
    fate: 'withdrawn',
    age: 12,
    titleZh: '需求大厅短暂不可用',
    titleEn: 'The demand zone was briefly unavailable',
    bodyZh: '需求大厅今日 14:05–14:20 访问异常，现已恢复。此公告已由后续说明取代。',
    bodyEn: 'The demand zone could not be opened today from 14:05 to 14:20; it works again. A later notice replaced this one.',
  },
  {
    fate: 'draft',
    age: 0,
    titleZh: '（草稿）2026 年度优秀供应商评选',
    titleEn: '(Draft) Suppliers of the year 2026',
    bodyZh: '评选规则与时间安排待定：将参考项目评分、按期交付率与需求方评价。',
    bodyEn: 'Rules and dates to be decided: project ratings, on-time delivery and party A reviews will count.',
  },
];

/** The demo's bulletin, written through the module's own services by the demo staff account. */
export async function seedBulletin(db: Db, clock: Clock, config: Config): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(bulletinPosts);
  if (n > 0) return;
  const now = clock.now().getTime();
  const s = seedContext(db, config, clock.now());
  const staff = await s.caller('service@demo.test');
  if (!staff) return;
  for (const { fate, age, ...body } of POSTS) {
    await s.at(now - age * DAY, async () => {
      const post = await createPost(s.ctx, staff, body);
      if (fate === 'draft') return;
      if (fate === 'scheduled') return void (await schedulePost(s.ctx, staff, post.id, { publishAt: now + 3 * DAY }));
      await publishPost(s.ctx, staff, post.id);
      if (fate === 'pinned') await pinPost(s.ctx, staff, post.id, { pinned: true });
      if (fate === 'withdrawn') await unpublishPost(s.ctx, staff, post.id);
    });
  }
}
