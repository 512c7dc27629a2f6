import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { CertKind, CertFieldReasons } from '@b2b/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { shanghaiDay, type Clock } from '../lib/clock';
import { createCertificate } from '../modules/certifications/api/create-certificate';
import { reviewCertificate } from '../modules/certifications/api/review-certificate';
import { uploadStream } from '../modules/files/service';
import type { AppContext } from '../plugins/app/context';
import { createStorage } from '../storage';
import { seedContext } from './callers';

const DAY = 86_400_000;

interface DemoCert {
  email: string;
  kind: CertKind;
  name?: string;
  issuer: string;
  number: string;
  /** Days from now: the first and the last valid day. */
  from: number;
  to: number;
  review: 'APPROVE' | { reason: string; fields: CertFieldReasons } | null;
}

const CQC = '中国质量认证中心 (CQC)';
/**
 * The demo's certificates: sup@ has two approved (one ending within 30 days) and a rejected one with reasons,
 * sup2@ two approved and one waiting for staff, several directory suppliers approved ones (the `certified`
 * filter and the badges have something to show).
 */
const CERTS: DemoCert[] = [
  { email: 'sup@demo.test', kind: 'ISO9001', issuer: CQC, number: 'CQC-25-Q-0931', from: -400, to: 700, review: 'APPROVE' },
  { email: 'sup@demo.test', kind: 'CMMI', issuer: 'CMMI Institute', number: 'CMMI-ML3-58812', from: -1080, to: 20, review: 'APPROVE' },
  {
    email: 'sup@demo.test',
    kind: 'ISO27001',
    issuer: 'BSI',
    number: 'IS 7765',
    from: -60,
    to: 1000,
    review: {
      reason: '证书编号：扫描件上的编号为 IS 776512；证书扫描件：请上传完整清晰的扫描件',
      fields: { number: '扫描件上的编号为 IS 776512', scan: '请上传完整清晰的扫描件' },
    },
  },
  { email: 'sup2@demo.test', kind: 'ISO27001', issuer: 'BSI', number: 'IS 640021', from: -300, to: 795, review: 'APPROVE' },
  {
    email: 'sup2@demo.test',
    kind: 'ITSS',
    issuer: '中国电子工业标准化技术协会',
    number: 'ITSS-YW-2-3100-0231',
    from: -200,
    to: 900,
    review: 'APPROVE',
  },
  { email: 'sup2@demo.test', kind: 'ISO14001', issuer: CQC, number: 'CQC-25-E-1288', from: -10, to: 1085, review: null },
  { email: 'directory01@demo.test', kind: 'ISO9001', issuer: CQC, number: 'CQC-24-Q-5512', from: -500, to: 600, review: 'APPROVE' },
  {
    email: 'directory01@demo.test',
    kind: 'CMMI',
    issuer: 'CMMI Institute',
    number: 'CMMI-ML5-40017',
    from: -100,
    to: 1000,
    review: 'APPROVE',
  },
  { email: 'directory02@demo.test', kind: 'ISO9001', issuer: 'SGS', number: 'CN24/30081', from: -250, to: 850, review: 'APPROVE' },
  {
    email: 'directory04@demo.test',
    kind: 'ISO27001',
    issuer: 'TÜV SÜD',
    number: 'ISMS-12 100 55871',
    from: -90,
    to: 1000,
    review: 'APPROVE',
  },
  {
    email: 'directory05@demo.test',
    kind: 'OTHER',
    name: '软件企业证书',
    issuer: '上海市软件行业协会',
    number: '沪RQ-2024-0387',
    from: -300,
    to: 400,
    review: 'APPROVE',
  },
  {
    email: 'directory07@demo.test',
    kind: 'LICENCE',
    issuer: '上海市通信管理局',
    number: '沪B2-20240118',
    from: -700,
    to: 1100,
    review: 'APPROVE',
  },
];

/** A generated scan (no text, no font needed): a bordered page with a seal and lines. */
function scanPicture(variant: number): Promise<Buffer> {
  const hue = (variant * 47) % 360;
  const lines = Array.from(
    { length: 6 },
    (_, i) => `<rect x="80" y="${150 + i * 40}" width="${360 - ((i * 37) % 120)}" height="10" rx="5" fill="#c9ced6"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="424"><rect width="100%" height="100%" fill="#fbfaf5"/><rect x="16" y="16" width="568" height="392" fill="none" stroke="hsl(${hue},55%,45%)" stroke-width="8"/><rect x="180" y="60" width="240" height="22" rx="6" fill="hsl(${hue},55%,45%)"/>${lines}<circle cx="470" cy="330" r="52" fill="none" stroke="#d4380d" stroke-width="6"/><circle cx="470" cy="330" r="12" fill="#d4380d"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The demo's certificates through the API's own services (upload, submit, review). */
export async function seedCertifications(db: Db, clock: Clock, config: Config): Promise<void> {
  const s = seedContext(db, config, clock.now());
  const ctx = { ...s.ctx, storage: createStorage(config, { log: { warn() {} } }) } as AppContext;
  const staff = await s.caller('service@demo.test');
  const now = clock.now().getTime();
  for (const [index, demo] of CERTS.entries()) {
    const caller = await s.caller(demo.email);
    if (!caller || !staff) continue;
    const submitted = now - (12 - (index % 10)) * DAY;
    const cert = await s.at(submitted, async () => {
      const body = Readable.from([await scanPicture(index)]);
      const scan = await uploadStream(ctx, caller, {
        kind: 'image',
        visibility: 'company',
        fileName: `certificate-${index + 1}.png`,
        body,
      });
      const validFrom = shanghaiDay(new Date(now + demo.from * DAY));
      const validTo = shanghaiDay(new Date(now + demo.to * DAY));
      const value = {
        kind: demo.kind,
        name: demo.name ?? null,
        issuer: demo.issuer,
        number: demo.number,
        validFrom,
        validTo,
        scanFileId: scan.id,
      };
      return createCertificate(ctx, caller, value);
    });
    if (!demo.review) continue;
    const decision = demo.review === 'APPROVE' ? ({ decision: 'APPROVE' } as const) : ({ decision: 'REJECT', ...demo.review } as const);
    await s.at(submitted + DAY, () => reviewCertificate(ctx, staff, cert.id, decision));
  }
}
