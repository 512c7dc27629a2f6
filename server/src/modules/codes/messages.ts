import type { CodePurpose } from '@b2b/shared/contract';
import { PRODUCT_NAME, pick, type Lang, type Text } from '../../lib/i18n';

const PURPOSE: Record<CodePurpose, Text> = {
  register: { 'zh-CN': '注册账号', 'en-US': 'create your account' },
  login: { 'zh-CN': '登录', 'en-US': 'sign in' },
  forget: { 'zh-CN': '重置密码', 'en-US': 'reset your password' },
  changeEmail: { 'zh-CN': '更换邮箱', 'en-US': 'change your email' },
  changePhone: { 'zh-CN': '更换手机号', 'en-US': 'change your phone number' },
};

const SUBJECT: Text = { 'zh-CN': '【{product}】验证码', 'en-US': 'Your {product} verification code' };

const MAIL_BODY: Text = {
  'zh-CN': '您好！\n\n您的验证码是 {code}，{minutes} 分钟内有效，用于{purpose}。\n如非本人操作，请忽略本邮件。\n\n{product}',
  'en-US':
    'Hello,\n\nYour verification code is {code}. It is valid for {minutes} minutes and lets you {purpose}.\nIf you did not ask for it, you can ignore this message.\n\n{product}',
};

const SMS_BODY: Text = {
  'zh-CN': '【{product}】验证码 {code}，{minutes} 分钟内有效，用于{purpose}。请勿泄露给他人。',
  'en-US': '[{product}] Code {code}, valid for {minutes} minutes, to {purpose}. Do not share it.',
};

export function codeMessage(channel: 'mail' | 'sms', lang: Lang, purpose: CodePurpose, code: string, minutes: number) {
  const values = { product: PRODUCT_NAME[lang], purpose: PURPOSE[purpose][lang], code, minutes };
  return {
    subject: pick(SUBJECT, lang, values),
    body: pick(channel === 'mail' ? MAIL_BODY : SMS_BODY, lang, values),
  };
}
