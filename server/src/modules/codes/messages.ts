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

/**
 * Sent instead of a code when the answer must not tell whether an account exists: `exists` when
 * someone asks to register (or move an account) to an address that already has an account,
 * `unknown` when someone asks to sign in or reset a password with an address no account uses.
 * Neither holds a code, so the code check that follows fails like a wrong code.
 */
const NOTICE_SUBJECT: Text = { 'zh-CN': '【{product}】账号提醒', 'en-US': 'About your {product} account' };

const NOTICE_BODY: Record<'exists' | 'unknown', Text> = {
  exists: {
    'zh-CN':
      '您好！\n\n有人尝试用此地址{purpose}，但此地址已有{product}账号。请直接登录；如忘记密码，可通过“忘记密码”重置。\n如非本人操作，请忽略本消息。\n\n{product}',
    'en-US':
      'Hello,\n\nSomeone asked to {purpose} with this address, but you already have a {product} account here. Please sign in, or reset your password if you forgot it.\nIf you did not ask, you can ignore this message.\n\n{product}',
  },
  unknown: {
    'zh-CN':
      '您好！\n\n有人尝试用此地址{purpose}，但没有{product}账号使用此地址。请换用注册时的邮箱或手机号，或注册新账号。\n如非本人操作，请忽略本消息。\n\n{product}',
    'en-US':
      'Hello,\n\nSomeone asked to {purpose} with this address, but no {product} account uses it. Try the email or phone number you registered with, or create an account.\nIf you did not ask, you can ignore this message.\n\n{product}',
  },
};

const NOTICE_SMS: Record<'exists' | 'unknown', Text> = {
  exists: {
    'zh-CN': '【{product}】此号码已有账号，请直接登录或重置密码。如非本人操作请忽略。',
    'en-US': '[{product}] This number already has an account: sign in or reset your password. Not you? Ignore this.',
  },
  unknown: {
    'zh-CN': '【{product}】没有账号使用此号码，请换用注册时的号码或注册新账号。如非本人操作请忽略。',
    'en-US': '[{product}] No account uses this number: try the one you registered with, or sign up. Not you? Ignore this.',
  },
};

export function accountNotice(channel: 'mail' | 'sms', lang: Lang, purpose: CodePurpose, kind: 'exists' | 'unknown') {
  const values = { product: PRODUCT_NAME[lang], purpose: PURPOSE[purpose][lang] };
  return {
    subject: pick(NOTICE_SUBJECT, lang, values),
    body: pick(channel === 'mail' ? NOTICE_BODY[kind] : NOTICE_SMS[kind], lang, values),
  };
}
