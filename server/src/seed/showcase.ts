import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { ShowcaseBody } from '@b2b/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { showcaseExposures, users } from '../db/schema';
import { shanghaiDay, type Clock } from '../lib/clock';
import { uploadStream } from '../modules/files/service';
import { saveMyWindow } from '../modules/showcase/api/save-my-window';
import { moveMyWindow } from '../modules/showcase/api/publish-window';
import type { AppContext } from '../plugins/app/context';
import { createStorage } from '../storage';
import { seedContext } from './callers';

const DAY = 24 * 60 * 60 * 1000;

interface DemoWindow {
  email: string;
  colors: [string, string];
  introZh: string;
  introEn: string;
  cases: { title: string; description: string; images: number }[];
  contacts: ShowcaseBody['contacts'];
  /** Accounts of the other side that saw the window, and how many days ago. */
  seenBy: [string, number][];
}

/**
 * sup@demo.test builds its own window in the browser test; the other approved companies of both sides have
 * a published one, so every show page has content. sup2@demo.test's has been seen this week.
 */
const WINDOWS: DemoWindow[] = [
  {
    email: 'sup2@demo.test',
    colors: ['#0b5cad', '#36cfc9'],
    introZh:
      '## 蓝鲸信息技术\n\n十五年企业信息化经验，专注 **ERP 实施**、数据中台与云迁移。\n\n- 200+ 工程师\n- ISO 27001 认证\n- 7×24 运维响应',
    introEn:
      '## Blue Whale IT\n\nFifteen years of enterprise IT: **ERP rollouts**, data platforms and cloud migration.\n\n- 200+ engineers\n- ISO 27001 certified\n- 24/7 operations',
    cases: [
      { title: '连锁零售 ERP 升级', description: '为 300 家门店替换旧 ERP，六个月上线，库存周转提升 18%。', images: 2 },
      {
        title: 'Manufacturing data platform',
        description: 'A data platform joining MES and ERP for a car-parts maker; daily reports in minutes instead of hours.',
        images: 1,
      },
    ],
    contacts: [{ name: '周经理', position: '商务总监', phone: '021-66660000', email: 'bd@bluewhale.example.com' }],
    seenBy: [
      ['dev@demo.test', 0],
      ['devproj@demo.test', 1],
      ['ordinary@demo.test', 3],
      ['dev@demo.test', 12],
    ],
  },
  {
    email: 'northwind@demo.test',
    colors: ['#531dab', '#ff85c0'],
    introZh: '## 北风数字工作室\n\n小而精的设计与前端团队：品牌官网、小程序与数据可视化。',
    introEn: '## Northwind Digital Studio\n\nA small design and front-end team: brand sites, mini programs and data visualisation.',
    cases: [{ title: '新能源品牌官网', description: '响应式官网与内容管理后台，首屏加载 1.2 秒。', images: 2 }],
    contacts: [{ name: 'Lily Chen', position: 'Account manager', email: 'hello@northwind.example.com' }],
    seenBy: [['dev@demo.test', 2]],
  },
  {
    email: 'dev@demo.test',
    colors: ['#d46b08', '#ffd666'],
    introZh: '## 银河地产科技\n\n我们为 40 个在建项目寻找长期合作的软件与设计供应商。\n\n重视**按期交付**与透明沟通。',
    introEn:
      '## Galaxy PropTech\n\nWe look for long-term software and design suppliers for 40 projects under way.\n\nWe value **on-time delivery** and open communication.',
    cases: [{ title: '智慧工地平台', description: '与两家供应商合作完成的工地安全监测平台，覆盖 12 个项目。', images: 1 }],
    contacts: [{ name: '刘总监', position: '采购负责人', phone: '010-88880000' }],
    seenBy: [['sup@demo.test', 1]],
  },
  {
    email: 'ordinary@demo.test',
    colors: ['#389e0d', '#95de64'],
    introZh: '## 平原开发\n\n区域住宅开发商，常年采购景观设计与物业软件服务。',
    introEn: '## Plain Development\n\nA regional housing developer buying landscape design and property software all year round.',
    cases: [],
    contacts: [{ name: '陈经理', phone: '0571-85550000' }],
    seenBy: [],
  },
];

/** A small generated picture (no text: no font is needed): a gradient with a few shapes. */
function picture([from, to]: [string, string], variant: number, width = 640, height = 360): Promise<Buffer> {
  const circles = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${(((i + 1) * 173 + variant * 97) % width) | 0}" cy="${((i * 131 + variant * 53) % height) | 0}" r="${40 + ((i + variant) % 3) * 30}" fill="#fff" fill-opacity="0.18"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The demo's showcase windows, through the API's own services (uploads, save, publish), and their exposure. */
export async function seedShowcase(db: Db, clock: Clock, config: Config): Promise<void> {
  const s = seedContext(db, config, clock.now());
  // The seed stores its pictures itself and signs no upload URL: the app warns of a generated secret, not the seed.
  const ctx = { ...s.ctx, storage: createStorage(config, { log: { warn() {} } }) } as AppContext;
  const upload = async (caller: NonNullable<Awaited<ReturnType<typeof s.caller>>>, image: Buffer, name: string) =>
    (await uploadStream(ctx, caller, { kind: 'image', visibility: 'public', fileName: name, body: Readable.from([image]) })).id;
  const now = clock.now().getTime();
  for (const [index, demo] of WINDOWS.entries()) {
    const caller = await s.caller(demo.email);
    if (!caller) continue;
    await s.at(now - (10 + index) * DAY, async () => {
      const coverFileId = await upload(caller, await picture(demo.colors, index), 'cover.png');
      const cases = [];
      for (const [n, item] of demo.cases.entries()) {
        const imageIds = [];
        for (let i = 0; i < item.images; i++)
          imageIds.push(await upload(caller, await picture(demo.colors, index + n * 3 + i + 1, 480, 320), `case-${n + 1}-${i + 1}.png`));
        cases.push({ title: item.title, description: item.description, imageIds });
      }
      await saveMyWindow(ctx, caller, 'zh-CN', {
        coverFileId,
        introZh: demo.introZh,
        introEn: demo.introEn,
        cases,
        contacts: demo.contacts,
      });
      await moveMyWindow(ctx, caller, 'zh-CN', 'PUBLISHED');
    });
    if (demo.seenBy.length === 0) continue;
    const viewers = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          demo.seenBy.map(([email]) => email),
        ),
      );
    const idOf = new Map(viewers.map((v) => [v.email, v.id]));
    const rows = demo.seenBy
      .filter(([email]) => idOf.has(email))
      .map(([email, daysAgo]) => {
        const at = new Date(now - daysAgo * DAY);
        return {
          companyId: caller.company.id,
          viewerId: idOf.get(email)!,
          type: caller.company.role === 'DEV' ? 'partyA' : 'partyB',
          day: shanghaiDay(at),
          createdAt: at,
        } as const;
      });
    await db.insert(showcaseExposures).values(rows).onConflictDoNothing();
  }
}
