import { routeLink } from '@b2b/shared/access';
import type { NoticeArea, ReviewField } from '@b2b/shared/contract';
import type { Text } from '../../lib/i18n';

export interface NoticeText {
  /** Which settings decide where it goes. */
  area: NoticeArea;
  title: Text;
  content: Text;
  link: string | null;
  topic?: string;
}

export const IMPROVE_INFO_TOPIC = 'improve-info';

export const improveInfoTodo: NoticeText = {
  area: 'ACCOUNT',
  topic: IMPROVE_INFO_TOPIC,
  title: { 'zh-CN': '请完善公司信息', 'en-US': 'Complete your company information' },
  content: {
    'zh-CN': '完善并提交公司资料后，即可使用平台的全部功能。',
    'en-US': 'Fill in and submit your company details to use every feature of the platform.',
  },
  link: routeLink('auth/register-improve-info'),
};

export const companyApproved: NoticeText = {
  area: 'ACCOUNT',
  title: { 'zh-CN': '公司资料审核通过', 'en-US': 'Company information approved' },
  content: {
    'zh-CN': '您的公司「{name}」已通过审核，现在可以使用平台的全部功能。',
    'en-US': 'Your company "{name}" has been approved. Every feature of the platform is now open to you.',
  },
  link: null,
};

export const companyRejected: NoticeText = {
  area: 'ACCOUNT',
  title: { 'zh-CN': '公司资料审核未通过', 'en-US': 'Company information not approved' },
  content: {
    'zh-CN': '您的公司「{name}」未通过审核，原因：{reason}。请修改后重新提交。',
    'en-US': 'Your company "{name}" was not approved. Reason: {reason}. Please correct the details and submit them again.',
  },
  link: routeLink('auth/update-improve-info/reject'),
};

export const companyRejectedFields: NoticeText = {
  ...companyRejected,
  content: {
    'zh-CN': '您的公司「{name}」未通过审核，原因：{reason}。需要修改：{fields}。请修改后重新提交。',
    'en-US':
      'Your company "{name}" was not approved. Reason: {reason}. To correct: {fields}. Please correct the details and submit them again.',
  },
};

const FIELD_NAMES: Record<ReviewField, Text> = {
  companyName: { 'zh-CN': '企业名称', 'en-US': 'company name' },
  creditCode: { 'zh-CN': '统一社会信用代码', 'en-US': 'credit code' },
  companyTypeId: { 'zh-CN': '企业类型', 'en-US': 'company type' },
  region: { 'zh-CN': '所在地区', 'en-US': 'region' },
  address: { 'zh-CN': '详细地址', 'en-US': 'address' },
  contactName: { 'zh-CN': '联系人', 'en-US': 'contact name' },
  contactPhone: { 'zh-CN': '联系电话', 'en-US': 'contact phone' },
  size: { 'zh-CN': '企业规模', 'en-US': 'company size' },
  website: { 'zh-CN': '官网', 'en-US': 'website' },
  introduction: { 'zh-CN': '企业简介', 'en-US': 'introduction' },
  logo: { 'zh-CN': '企业标志', 'en-US': 'logo' },
  licences: { 'zh-CN': '营业执照', 'en-US': 'business licence' },
};

/** The named parts of the company details, listed in each language. */
export function fieldList(fields: ReviewField[]): Text {
  return {
    'zh-CN': fields.map((f) => FIELD_NAMES[f]['zh-CN']).join('、'),
    'en-US': fields.map((f) => FIELD_NAMES[f]['en-US']).join(', '),
  };
}
