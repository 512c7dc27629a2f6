import { routeLink } from '@b2b/shared/access';
import { CERT_KIND_NAMES, type CertField } from '@b2b/shared/contract';
import type { CertificateRow } from '../../db/rows';
import type { Text } from '../../lib/i18n';
import type { NoticeText } from '../notices/messages';

const page = routeLink('account/certification');

/** The certificate named in both languages: its kind, or its own name for OTHER, with its number. */
export function certName(row: Pick<CertificateRow, 'kind' | 'name' | 'number'>): Text {
  const kind = (lang: keyof Text) => (row.kind === 'OTHER' && row.name ? row.name : CERT_KIND_NAMES[row.kind][lang]);
  return { 'zh-CN': `${kind('zh-CN')}（${row.number}）`, 'en-US': `${kind('en-US')} (${row.number})` };
}

export const certApproved: NoticeText = {
  area: 'ACCOUNT',
  title: { 'zh-CN': '资质认证审核通过', 'en-US': 'Certificate approved' },
  content: {
    'zh-CN': '您的资质「{name}」已通过审核，将作为认证标识展示在您的企业名片上。',
    'en-US': 'Your certificate "{name}" has been approved and now shows as a badge wherever your company appears.',
  },
  link: page,
};

export const certRejected: NoticeText = {
  area: 'ACCOUNT',
  title: { 'zh-CN': '资质认证审核未通过', 'en-US': 'Certificate not approved' },
  content: {
    'zh-CN': '您的资质「{name}」未通过审核，原因：{reason}。需要修改：{fields}。请修改后重新提交。',
    'en-US': 'Your certificate "{name}" was not approved. Reason: {reason}. To correct: {fields}. Please correct it and submit it again.',
  },
  link: page,
};

export const certExpiring = (topic: string): NoticeText => ({
  area: 'ACCOUNT',
  topic,
  title: { 'zh-CN': '资质即将到期', 'en-US': 'A certificate expires soon' },
  content: {
    'zh-CN': '您的资质「{name}」将于 {date} 到期（剩余 {days} 天）。请续期后上传新的证书，以免认证标识停止展示。',
    'en-US': 'Your certificate "{name}" expires on {date} ({days} days left). Renew it and upload the new one so its badge keeps showing.',
  },
  link: page,
});

export const certExpired: NoticeText = {
  area: 'ACCOUNT',
  title: { 'zh-CN': '资质已到期', 'en-US': 'A certificate has expired' },
  content: {
    'zh-CN': '您的资质「{name}」已于 {date} 到期，认证标识已停止展示。上传续期后的证书即可重新审核。',
    'en-US':
      'Your certificate "{name}" expired on {date} and its badge no longer shows. Upload the renewed certificate to have it reviewed again.',
  },
  link: page,
};

/** The topic of the warning before one end of one certificate: told once per end. */
export const expiringTopic = (row: Pick<CertificateRow, 'id' | 'validTo'>) => `cert-expiring:${row.id}:${row.validTo}`;

const FIELD_NAMES: Record<CertField, Text> = {
  kind: { 'zh-CN': '资质类型', 'en-US': 'kind' },
  name: { 'zh-CN': '资质名称', 'en-US': 'name' },
  issuer: { 'zh-CN': '发证机构', 'en-US': 'issuer' },
  number: { 'zh-CN': '证书编号', 'en-US': 'certificate number' },
  validity: { 'zh-CN': '有效期', 'en-US': 'validity' },
  scan: { 'zh-CN': '证书扫描件', 'en-US': 'scan' },
};

/** The fields sent back, listed in each language ("the details" when none is named). */
export function certFieldList(fields: CertField[]): Text {
  if (fields.length === 0) return { 'zh-CN': '证书信息', 'en-US': 'the details' };
  return {
    'zh-CN': fields.map((f) => FIELD_NAMES[f]['zh-CN']).join('、'),
    'en-US': fields.map((f) => FIELD_NAMES[f]['en-US']).join(', '),
  };
}
