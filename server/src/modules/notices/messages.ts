import type { Text } from '../../lib/i18n';

export interface NoticeText {
  title: Text;
  content: Text;
  link: string | null;
  topic?: string;
}

export const IMPROVE_INFO_TOPIC = 'improve-info';

export const improveInfoTodo: NoticeText = {
  topic: IMPROVE_INFO_TOPIC,
  title: { 'zh-CN': '请完善公司信息', 'en-US': 'Complete your company information' },
  content: {
    'zh-CN': '完善并提交公司资料后，即可使用平台的全部功能。',
    'en-US': 'Fill in and submit your company details to use every feature of the platform.',
  },
  link: 'auth/register-improve-info',
};

export const companyApproved: NoticeText = {
  title: { 'zh-CN': '公司资料审核通过', 'en-US': 'Company information approved' },
  content: {
    'zh-CN': '您的公司「{name}」已通过审核，现在可以使用平台的全部功能。',
    'en-US': 'Your company "{name}" has been approved. Every feature of the platform is now open to you.',
  },
  link: null,
};

export const companyRejected: NoticeText = {
  title: { 'zh-CN': '公司资料审核未通过', 'en-US': 'Company information not approved' },
  content: {
    'zh-CN': '您的公司「{name}」未通过审核，原因：{reason}。请修改后重新提交。',
    'en-US': 'Your company "{name}" was not approved. Reason: {reason}. Please correct the details and submit them again.',
  },
  link: 'auth/update-improve-info/reject',
};
