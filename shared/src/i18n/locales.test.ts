import { ROUTES } from '@b2b/shared/access';
import type { NoticeType } from '@b2b/shared/contract';
import { NETWORK_ERROR_TEXT } from '@b2b/shared/contract';
import type { AccountType, ApprovalStatus, MemberLevel, Role } from '@b2b/shared/contract';
import { PRODUCT_NAME } from './lang';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const zh = flatten(zhCN as Tree);
const en = flatten(enUS as Tree);
// contract/user and contract/common load typebox (ESM only), so the values are listed here; the
// Record types make the compiler reject a list that misses one.
const ROLES = Object.keys({ DEV: 1, SUP: 1, CUSTOMER: 1 } satisfies Record<Role, 1>);
const ACCOUNT_TYPES = Object.keys({ MAIN: 1, PROJ: 1, REQ: 1 } satisfies Record<AccountType, 1>);
const MEMBER_LEVELS = Object.keys({ ORDINARY: 1, VIP: 1, SVIP: 1 } satisfies Record<MemberLevel, 1>);
const APPROVAL_STATUSES = Object.keys({ AWAIT_APPROVAL: 1, INFO_SUBMIT: 1, INFO_REJECT: 1, APPROVED: 1 } satisfies Record<
  ApprovalStatus,
  1
>);
const NOTICE_TYPES = Object.keys({ SYSTEM: 1, TODO: 1 } satisfies Record<NoticeType, 1>);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('common namespace', () => {
  it('has exactly the same keys in both languages', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty text', () => {
    for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    for (const key of Object.keys(zh)) {
      expect({ key, vars: placeholders(en[key]) }).toEqual({ key, vars: placeholders(zh[key]) });
    }
  });

  it('writes the Chinese texts in Chinese', () => {
    const latinOnly = Object.entries(zh).filter(([key, text]) => !/[\u4e00-\u9fff]/.test(text) && !key.startsWith('lang.'));
    expect(latinOnly).toEqual([]);
  });

  it('writes the English texts without Chinese characters (except the language switcher)', () => {
    const withHan = Object.entries(en).filter(
      ([key, text]) => /[\u4e00-\u9fff]/.test(text) && key !== 'lang.zh-CN' && key !== 'lang.short.zh-CN',
    );
    expect(withHan).toEqual([]);
  });

  it('translates the title of every route', () => {
    const untranslated = ROUTES.filter((r) => typeof zh[r.title] !== 'string' || typeof en[r.title] !== 'string').map((r) => r.title);
    expect(untranslated).toEqual([]);
  });

  it('names the product as PRODUCT_NAME does', () => {
    expect(zh['product.name']).toBe(PRODUCT_NAME['zh-CN']);
    expect(en['product.name']).toBe(PRODUCT_NAME['en-US']);
  });

  it('uses the catalogue text for network errors', () => {
    expect(zh['error.network']).toBe(NETWORK_ERROR_TEXT['zh-CN']);
    expect(en['error.network']).toBe(NETWORK_ERROR_TEXT['en-US']);
  });

  it('has the texts the shell and the kernel use', () => {
    const used = [
      ...['home', 'workstation', 'intro', 'services', 'vip', 'bulletin', 'onboardedSup', 'demand', 'showcase'].map((k) => `nav.${k}`),
      ...['privacy', 'terms', 'sales', 'legal', 'sitemap'].map((k) => `footer.${k}`),
      ...['login', 'role', 'accountType', 'approval', 'pay'].flatMap((r) => [`access.${r}.title`, `access.${r}.body`]),
      'remote.unavailable',
      'remote.retry',
      'remote.loading',
      'comingSoon.title',
      'comingSoon.body',
      ...[
        'login',
        'logout',
        'register',
        'publishDemand',
        'myCollection',
        'messages',
        'retry',
        'back',
        'save',
        'submit',
        'cancel',
        'upgrade',
      ].map((k) => `action.${k}`),
      'notice.tab.ALL',
      'notice.tab.SYSTEM',
      'notice.tab.TODO',
      'notice.type.SYSTEM',
      'notice.type.TODO',
      'notice.empty',
      'lang.zh-CN',
      'lang.en-US',
      'error.network',
      'product.name',
    ];
    expect(used.filter((key) => typeof zh[key] !== 'string' || typeof en[key] !== 'string')).toEqual([]);
  });

  it('uses the wording the product asks for', () => {
    expect(en['nav.vip']).toBe('Member Benefits');
    expect(zh['nav.vip']).toBe('会员权益');
    expect(en['access.pay.title']).toBe('VIP members only');
    expect(zh['access.pay.title']).toBe('仅限 VIP 会员');
    expect(en['access.pay.body']).toContain('Upgrade to VIP or SVIP to use this');
    expect(en['footer.privacy']).toBe('Privacy Policy');
    expect(en['footer.terms']).toBe('Terms of Use');
    expect(en['footer.sales']).toBe('Sales Policy');
    expect(en['footer.legal']).toBe('Legal Information');
    expect(en['footer.sitemap']).toBe('Site Map');
    expect([en['notice.tab.ALL'], en['notice.tab.SYSTEM'], en['notice.tab.TODO']]).toEqual(['All', 'System', 'To-do']);
    expect([zh['notice.tab.ALL'], zh['notice.tab.SYSTEM'], zh['notice.tab.TODO']]).toEqual(['全部', '系统', '待办']);
  });

  it('labels every role, account type, member level and approval status', () => {
    for (const key of [
      ...ROLES.map((r) => `role.${r}`),
      ...ACCOUNT_TYPES.map((a) => `accountType.${a}`),
      ...MEMBER_LEVELS.map((m) => `memberLevel.${m}`),
      ...APPROVAL_STATUSES.map((s) => `approvalStatus.${s}`),
      ...NOTICE_TYPES.map((n) => `notice.type.${n}`),
    ]) {
      expect({ key, zh: typeof zh[key], en: typeof en[key] }).toEqual({ key, zh: 'string', en: 'string' });
    }
  });

  it('titles every app in the site map', () => {
    for (const owner of new Set(ROUTES.map((r) => r.owner))) {
      expect(zh[`sitemap.${owner}`]).toEqual(expect.any(String));
      expect(en[`sitemap.${owner}`]).toEqual(expect.any(String));
    }
  });

  it('explains every denial with the page it concerns', () => {
    for (const reason of ['login', 'role', 'accountType', 'approval', 'pay']) {
      expect(placeholders(zh[`access.${reason}.body`])).toEqual(['page']);
    }
  });
});
