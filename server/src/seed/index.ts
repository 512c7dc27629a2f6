import { count, eq } from 'drizzle-orm';
import { routeLink } from '@b2b/shared/access';
import type { ReviewField } from '@b2b/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { companies, companyTypes, notices, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../lib/password';
import {
  companyApproved,
  companyRejected,
  companyRejectedFields,
  fieldList,
  improveInfoTodo,
  type NoticeText,
} from '../modules/notices/messages';
import { renderNotice } from '../modules/notices/service';
import { seedBulletin } from './bulletin';
import { seedCertifications } from './certifications';
import { seedChat } from './chat';
import { seedCompanyHistory, type SeededCompany } from './company-history';
import { seedDirectory } from './directory';
import { seedDirectoryRatings } from './directory-ratings';
import { seedFollows } from './follows';
import { DEMO_COMPANIES, DEMO_PASSWORD, type DemoCompany } from './demo-accounts';
import { seedInvitations } from './team';
import { seedDemands } from './marketplace-demands';
import { seedProjects } from './marketplace-projects';
import { seedResponses } from './marketplace-responses';
import { seedPayments } from './payments';
import { seedPromotion } from './promotion';
import { seedShowcase } from './showcase';

/** Reference data every database needs; inserted on every start, existing rows kept. */
export const COMPANY_TYPES = [
  { id: 'software', nameZh: '软件开发', nameEn: 'Software development' },
  { id: 'internet', nameZh: '互联网服务', nameEn: 'Internet services' },
  { id: 'it-outsourcing', nameZh: 'IT 外包', nameEn: 'IT outsourcing' },
  { id: 'consulting', nameZh: '咨询服务', nameEn: 'Consulting' },
  { id: 'design', nameZh: '设计与创意', nameEn: 'Design and creative' },
  { id: 'manufacturing', nameZh: '制造业', nameEn: 'Manufacturing' },
  { id: 'finance', nameZh: '金融', nameEn: 'Finance' },
  { id: 'education', nameZh: '教育培训', nameEn: 'Education and training' },
  { id: 'healthcare', nameZh: '医疗健康', nameEn: 'Healthcare' },
  { id: 'retail', nameZh: '零售与电商', nameEn: 'Retail and e-commerce' },
  { id: 'logistics', nameZh: '物流运输', nameEn: 'Logistics' },
  { id: 'service', nameZh: '企业服务', nameEn: 'Business services' },
  { id: 'other', nameZh: '其他', nameEn: 'Other' },
];

export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(companyTypes)
    .values(COMPANY_TYPES.map((type, index) => ({ ...type, sort: index })))
    .onConflictDoNothing();
}

const welcome: NoticeText = {
  area: 'ACCOUNT',
  title: { 'zh-CN': '欢迎使用企服通', 'en-US': 'Welcome to B2B Connect' },
  content: {
    'zh-CN': '在这里发布需求、寻找优质供应商并在线协作。有问题可随时联系客服小美。',
    'en-US': 'Publish demands, find good suppliers and work together online. Our customer service is here to help.',
  },
  link: routeLink('intro'),
};

const membership: NoticeText = {
  area: 'MEMBERSHIP',
  title: { 'zh-CN': '会员权益已开通', 'en-US': 'Membership activated' },
  content: {
    'zh-CN': '您的公司已开通会员，可使用聊天、需求大厅等全部付费功能，有效期一年。',
    'en-US': 'Your company membership is active for one year: chat, the demand hall and every paid feature are open.',
  },
  link: routeLink('vip'),
};

function noticesFor(company: DemoCompany): { type: 'SYSTEM' | 'TODO'; text: NoticeText; read?: boolean }[] {
  const list: { type: 'SYSTEM' | 'TODO'; text: NoticeText; read?: boolean }[] = [{ type: 'SYSTEM', text: welcome, read: true }];
  if (company.role === 'CUSTOMER') return list;
  if (company.memberLevel !== 'ORDINARY') list.push({ type: 'SYSTEM', text: membership });
  if (company.approvalStatus === 'APPROVED') list.push({ type: 'SYSTEM', text: companyApproved });
  if (company.approvalStatus === 'INFO_REJECT')
    list.push({ type: 'SYSTEM', text: company.rejectFields ? companyRejectedFields : companyRejected });
  if (!company.info) list.push({ type: 'TODO', text: improveInfoTodo });
  return list;
}

/** The demo staff account that reviewed the demo companies. */
const STAFF_EMAIL = 'service@demo.test';

/**
 * Demo companies, accounts and notices (see demo-accounts.ts), only into a database without
 * any company, so it runs once and never touches real data.
 */
export async function seedDemoData(db: Db, clock: Clock, config: Config): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const yearLater = new Date(now.getTime() + 365 * 86_400_000);
  await db.transaction(async (tx) => {
    const seeded: SeededCompany[] = [];
    for (const [index, demo] of DEMO_COMPANIES.entries()) {
      const createdAt = new Date(now.getTime() - (DEMO_COMPANIES.length - index) * 86_400_000);
      const [company] = await tx
        .insert(companies)
        .values({
          role: demo.role,
          name: demo.name,
          nameEn: demo.nameEn,
          approvalStatus: demo.approvalStatus,
          rejectReason: demo.rejectReason ?? null,
          rejectFields: demo.rejectFields ?? null,
          info: demo.info,
          memberLevel: demo.memberLevel,
          memberExpires: demo.memberLevel === 'ORDINARY' ? null : yearLater,
          approvedAt: demo.approvalStatus === 'APPROVED' ? new Date(createdAt.getTime() + 3 * 3_600_000) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      const accounts = await tx
        .insert(users)
        .values(
          demo.accounts.map((a) => ({
            companyId: company.id,
            type: a.type,
            nickname: a.nickname,
            email: a.email,
            phone: a.phone ?? null,
            passwordHash,
            createdAt,
            updatedAt: createdAt,
          })),
        )
        .returning({ id: users.id });
      seeded.push({ demo, companyId: company.id, mainUserId: accounts[0].id, createdAt });
      const fields = fieldList(Object.keys(demo.rejectFields ?? {}) as ReviewField[]);
      const values = { name: { 'zh-CN': demo.name, 'en-US': demo.nameEn }, reason: demo.rejectReason ?? '', fields };
      const rows = accounts.flatMap((account) =>
        noticesFor(demo).map(({ type, text, read }, i) => ({
          userId: account.id,
          type,
          ...renderNotice(text, values),
          read: read ?? false,
          createdAt: new Date(createdAt.getTime() + (i + 1) * 60_000),
        })),
      );
      await tx.insert(notices).values(rows);
    }
    const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, STAFF_EMAIL));
    await seedCompanyHistory(tx, seeded, staff?.id ?? null);
    await seedInvitations(tx, now);
  });
  await seedDemands(db, clock, config);
  await seedResponses(db, clock, config);
  await seedProjects(db, clock, config);
  await seedChat(db, clock, config);
  await seedPayments(db, clock, config);
  await seedBulletin(db, clock, config);
  await seedShowcase(db, clock, config);
  await seedDirectory(db, clock);
  await seedDirectoryRatings(db, clock, config);
  await seedCertifications(db, clock, config);
  await seedPromotion(db, clock);
  await seedFollows(db, clock);
  return true;
}
