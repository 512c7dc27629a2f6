import { PRODUCT_NAME, pick, type Lang, type Text } from '../../lib/i18n';

const INVITE_SUBJECT: Text = { 'zh-CN': '【{product}】{company} 邀请您加入', 'en-US': '{company} invites you to {product}' };

const INVITE_BODY: Text = {
  'zh-CN':
    '您好，{nickname}！\n\n{company} 邀请您以“{type}”身份加入{product}。请在 {days} 天内打开下面的链接，设置您的密码：\n\n{link}\n\n如您不认识该企业，请忽略本邮件。\n\n{product}',
  'en-US':
    'Hello {nickname},\n\n{company} invites you to join {product} as a {type}. Open this link within {days} days to set your password:\n\n{link}\n\nIf you do not know this company, you can ignore this message.\n\n{product}',
};

const TYPE: Record<'PROJ' | 'REQ', Text> = {
  PROJ: { 'zh-CN': '项目子账号', 'en-US': 'project sub-account' },
  REQ: { 'zh-CN': '需求子账号', 'en-US': 'demand sub-account' },
};

export function invitationMail(
  lang: Lang,
  values: { company: string; nickname: string; type: 'PROJ' | 'REQ'; link: string; days: number },
) {
  const filled = { ...values, type: TYPE[values.type][lang], product: PRODUCT_NAME[lang] };
  return { subject: pick(INVITE_SUBJECT, lang, filled), body: pick(INVITE_BODY, lang, filled) };
}

const INVITE_SMS: Text = {
  'zh-CN': '【{product}】{company} 邀请您以“{type}”身份加入，验证码 {code}，{days} 天内有效。请打开 {link} 选择“我有验证码”。',
  'en-US': '[{product}] {company} invites you as a {type}. Code {code}, valid {days} days: open {link} and choose "I have a code".',
};

/** The text of a phone invitation: its code and the invitation page's address. */
export function invitationSms(lang: Lang, values: { company: string; type: 'PROJ' | 'REQ'; code: string; link: string; days: number }) {
  const filled = { ...values, type: TYPE[values.type][lang], product: PRODUCT_NAME[lang] };
  return { subject: pick(INVITE_SUBJECT, lang, filled), body: pick(INVITE_SMS, lang, filled) };
}

const RESET_SUBJECT: Text = { 'zh-CN': '【{product}】请重新设置密码', 'en-US': 'Set a new {product} password' };

const RESET_BODY: Text = {
  'zh-CN':
    '您好，{nickname}！\n\n{company} 的管理员重置了您的密码，原密码已失效，所有登录已退出。请打开登录页的“忘记密码”，用本邮箱收取验证码并设置新密码：\n\n{link}\n\n{product}',
  'en-US':
    'Hello {nickname},\n\n{company}\'s administrator reset your password: the old one no longer works and you were signed out everywhere. Open "Forgot password" on the sign-in page and set a new one with a code sent to this address:\n\n{link}\n\n{product}',
};

export function resetMail(lang: Lang, values: { company: string; nickname: string; link: string }) {
  const filled = { ...values, product: PRODUCT_NAME[lang] };
  return { subject: pick(RESET_SUBJECT, lang, filled), body: pick(RESET_BODY, lang, filled) };
}
