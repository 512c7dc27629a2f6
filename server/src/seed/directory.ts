import { eq } from 'drizzle-orm';
import type { ImproveInfoBody, MemberLevel } from '@b2b/shared/contract';
import type { Db } from '../db/client';
import { companies, companyFollows, manpower, users } from '../db/schema';
import type { Clock } from '../lib/clock';

const DAY = 86_400_000;

interface DirectorySupplier {
  name: string;
  nameEn: string;
  type: string;
  province: string;
  city: string;
  size: NonNullable<ImproveInfoBody['size']>;
  level: MemberLevel;
  /** People in its manpower list. */
  staff: number;
  intro: string;
  introEn: string;
}

const s = (...row: [string, string, string, string, string, DirectorySupplier['size'], MemberLevel, number, string, string]) => {
  const [name, nameEn, type, province, city, size, level, staff, intro, introEn] = row;
  return { name, nameEn, type, province, city, size, level, staff, intro, introEn };
};

/** Approved suppliers beside the demo accounts' own, so the onboarded suppliers' page looks like a real directory. */
export const DIRECTORY_SUPPLIERS: DirectorySupplier[] = [
  s(
    '极光移动科技',
    'Aurora Mobile',
    'software',
    '11',
    '1101',
    '101-500',
    'SVIP',
    12,
    '专注移动应用与小程序开发。',
    'Mobile apps and mini programs.',
  ),
  s(
    '锦程物流软件',
    'Jincheng Logistics Software',
    'logistics',
    '44',
    '4403',
    '21-100',
    'VIP',
    8,
    '仓储与运输管理系统。',
    'Warehouse and transport systems.',
  ),
  s(
    '青禾设计工作室',
    'Green Grain Design',
    'design',
    '33',
    '3301',
    '1-20',
    'ORDINARY',
    3,
    '品牌与界面设计。',
    'Brand and interface design.',
  ),
  s(
    '海川数据服务',
    'Haichuan Data Services',
    'it-outsourcing',
    '31',
    '3101',
    '501-1000',
    'VIP',
    20,
    '数据中台与运维外包。',
    'Data platforms and managed operations.',
  ),
  s(
    '蜀道云科技',
    'Shudao Cloud',
    'software',
    '51',
    '5101',
    '101-500',
    'ORDINARY',
    10,
    '云原生改造与微服务。',
    'Cloud-native rebuilds and microservices.',
  ),
  s(
    '江城智造',
    'Jiangcheng Smart Manufacturing',
    'manufacturing',
    '42',
    '4201',
    '1000+',
    'ORDINARY',
    6,
    '工业物联网平台。',
    'Industrial IoT platforms.',
  ),
  s('明德教育科技', 'Mingde EdTech', 'education', '32', '3201', '21-100', 'SVIP', 9, '在线教育平台开发。', 'Online learning platforms.'),
  s(
    '康源医疗信息',
    'Kangyuan Health IT',
    'healthcare',
    '44',
    '4401',
    '101-500',
    'ORDINARY',
    7,
    '医院信息系统与预约挂号。',
    'Hospital systems and booking.',
  ),
  s(
    '汇金科技',
    'Huijin FinTech',
    'finance',
    '31',
    '3101',
    '101-500',
    'ORDINARY',
    15,
    '支付与清结算系统。',
    'Payments and settlement systems.',
  ),
  s(
    '优选零售云',
    'Best Pick Retail Cloud',
    'retail',
    '33',
    '3302',
    '21-100',
    'ORDINARY',
    4,
    '连锁门店与会员系统。',
    'Chain store and loyalty systems.',
  ),
  s(
    '启航咨询',
    'Qihang Consulting',
    'consulting',
    '11',
    '1101',
    '1-20',
    'ORDINARY',
    2,
    '数字化转型咨询。',
    'Digital transformation consulting.',
  ),
  s(
    '苏州微码科技',
    'Suzhou Microcode',
    'software',
    '32',
    '3205',
    '21-100',
    'ORDINARY',
    5,
    '企业管理软件定制。',
    'Custom business software.',
  ),
  s(
    '鹏城互联',
    'Pengcheng Interactive',
    'internet',
    '44',
    '4403',
    '101-500',
    'ORDINARY',
    11,
    '电商平台与直播系统。',
    'E-commerce and live streaming platforms.',
  ),
  s('长安软件园', 'Chang’an Software', 'software', '61', '6101', '21-100', 'ORDINARY', 0, '政务系统开发。', 'Government systems.'),
  s(
    '星辰外包服务',
    'Star IT Outsourcing',
    'it-outsourcing',
    '12',
    '1201',
    '501-1000',
    'ORDINARY',
    18,
    '驻场开发与测试外包。',
    'On-site development and testing.',
  ),
  s(
    '墨韵创意',
    'Inkstyle Creative',
    'design',
    '31',
    '3101',
    '1-20',
    'ORDINARY',
    1,
    '插画、动效与品牌视觉。',
    'Illustration, motion and brand visuals.',
  ),
];

const word = (i: number) => ['前端工程师', '后端工程师', '测试工程师', '产品经理', '设计师', 'Project manager'][i % 6];

/**
 * The directory's demo suppliers (approved on different days, some promoted, with manpower), each with a MAIN
 * account on the demo password so a chat with them reaches someone; and galaxy (dev@demo.test) following one.
 */
export async function seedDirectory(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const [dev] = await db
    .select({ id: users.id, companyId: users.companyId, hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'dev@demo.test'));
  if (!dev) return;
  await db.transaction(async (tx) => {
    for (const [i, sup] of DIRECTORY_SUPPLIERS.entries()) {
      const at = new Date(now - (40 - i * 2) * DAY);
      const info: ImproveInfoBody = {
        companyName: sup.name,
        creditCode: `91${String(110000 + i * 7).padStart(6, '0')}MA0DIR${String(i).padStart(2, '0')}X`,
        companyTypeId: sup.type,
        provinceCode: sup.province,
        cityCode: sup.city,
        address: `${sup.name}园区 ${i + 1} 号楼`,
        contactName: '商务经理',
        contactPhone: `0755-8800${String(i).padStart(4, '0')}`,
        size: sup.size,
        introduction: sup.intro,
        introductionEn: sup.introEn,
        foundingYear: 2008 + (i % 12),
      };
      const [company] = await tx
        .insert(companies)
        .values({
          role: 'SUP',
          name: sup.name,
          nameEn: sup.nameEn,
          approvalStatus: 'APPROVED',
          info,
          memberLevel: sup.level,
          memberExpires: sup.level === 'ORDINARY' ? null : new Date(now + 365 * DAY),
          approvedAt: new Date(at.getTime() + DAY),
          headcount: sup.staff,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: companies.id });
      await tx.insert(users).values({
        companyId: company.id,
        type: 'MAIN',
        nickname: `${sup.name}管理员`,
        email: `directory${String(i + 1).padStart(2, '0')}@demo.test`,
        passwordHash: dev.hash,
        createdAt: at,
        updatedAt: at,
      });
      if (sup.staff > 0)
        await tx.insert(manpower).values(
          Array.from({ length: sup.staff }, (_, n) => ({
            companyId: company.id,
            name: `${sup.nameEn.split(' ')[0]} ${n + 1}`,
            title: word(n),
            skills: ['TypeScript', 'Java', 'UI'].slice(0, 1 + (n % 3)),
            level: (['JUNIOR', 'MIDDLE', 'SENIOR', 'EXPERT'] as const)[n % 4],
            dayRate: 800 + (n % 5) * 300,
            availability: (['AVAILABLE', 'PARTIAL', 'BUSY'] as const)[n % 3],
            createdAt: at,
            updatedAt: at,
          })),
        );
      if (i === 0 || i === 3)
        await tx
          .insert(companyFollows)
          .values({ companyId: dev.companyId, followedCompanyId: company.id, createdBy: dev.id, createdAt: at });
    }
  });
}
