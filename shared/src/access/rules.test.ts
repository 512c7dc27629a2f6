import type { AccountType, ApprovalStatus, MemberLevel, Role } from '@b2b/shared/contract';
import { ROUTES, type RouteRule } from './routes';
import { canAccess, findRoute, isNormalMember, isPayMember, isRegisterMember, matchRoute, type AccessUser } from './rules';

function u(
  role: Role,
  companyApprovalStatus: ApprovalStatus = 'APPROVED',
  memberLevel: MemberLevel = 'ORDINARY',
  type: AccountType = 'MAIN',
): AccessUser {
  return { role, companyApprovalStatus, memberLevel, type };
}

function route(path: string): RouteRule {
  const rule = findRoute(path);
  if (!rule) throw new Error(`no route ${path}`);
  return rule;
}

const ok = { ok: true };
const denied = (reason: string) => ({ ok: false, reason });

describe('isRegisterMember', () => {
  it.each([
    ['AWAIT_APPROVAL', true],
    ['INFO_SUBMIT', true],
    ['INFO_REJECT', true],
    ['APPROVED', false],
  ] as const)('is %p for approval status %s', (status, expected) => {
    expect(isRegisterMember(u('SUP', status))).toBe(expected);
    expect(isRegisterMember(u('DEV', status))).toBe(expected);
  });

  it('is false for a visitor', () => {
    expect(isRegisterMember(null)).toBe(false);
    expect(isRegisterMember(undefined)).toBe(false);
  });
});

describe('isPayMember', () => {
  it.each([
    ['ORDINARY', false],
    ['VIP', true],
    ['SVIP', true],
  ] as const)('level %s gives %p', (level, expected) => {
    expect(isPayMember(u('DEV', 'APPROVED', level))).toBe(expected);
    expect(isPayMember(u('SUP', 'INFO_SUBMIT', level))).toBe(expected);
  });

  it('is false for a visitor', () => {
    expect(isPayMember(null)).toBe(false);
  });
});

describe('isNormalMember', () => {
  it.each([
    ['DEV register member', u('DEV', 'INFO_SUBMIT'), false],
    ['DEV awaiting approval', u('DEV', 'AWAIT_APPROVAL'), false],
    ['DEV approved ORDINARY', u('DEV', 'APPROVED', 'ORDINARY'), true],
    ['SUP approved ORDINARY', u('SUP', 'APPROVED', 'ORDINARY'), true],
    ['SUP INFO_SUBMIT', u('SUP', 'INFO_SUBMIT'), false],
    ['SUP INFO_REJECT', u('SUP', 'INFO_REJECT'), false],
    ['DEV VIP', u('DEV', 'APPROVED', 'VIP'), false],
    ['SUP VIP', u('SUP', 'APPROVED', 'VIP'), false],
    ['SUP SVIP', u('SUP', 'APPROVED', 'SVIP'), false],
    ['CUSTOMER approved ORDINARY', u('CUSTOMER', 'APPROVED'), true],
    ['visitor', null, false],
  ] as const)('%s: %p', (_, user, expected) => {
    expect(isNormalMember(user)).toBe(expected);
  });

  it('never holds together with register or pay membership', () => {
    for (const status of ['AWAIT_APPROVAL', 'INFO_SUBMIT', 'INFO_REJECT', 'APPROVED'] as const) {
      for (const level of ['ORDINARY', 'VIP', 'SVIP'] as const) {
        for (const role of ['DEV', 'SUP', 'CUSTOMER'] as const) {
          const user = u(role, status, level);
          if (isNormalMember(user)) {
            expect(isRegisterMember(user) || isPayMember(user)).toBe(false);
          }
        }
      }
    }
  });
});

describe('canAccess', () => {
  describe('visitor', () => {
    it('may open every public route and is asked to sign in for every other', () => {
      const decisions = ROUTES.map((r) => ({ path: r.path, visitor: canAccess(r, null), none: canAccess(r, undefined) }));
      const expected = ROUTES.map((r) => {
        const decision = r.public ? ok : denied('login');
        return { path: r.path, visitor: decision, none: decision };
      });
      expect(decisions).toEqual(expected);
    });
  });

  describe('public routes', () => {
    it('are open to every signed-in user too', () => {
      expect(canAccess(route('auth/login'), u('SUP', 'INFO_REJECT'))).toEqual(ok);
      expect(canAccess(route('intro'), u('CUSTOMER'))).toEqual(ok);
      expect(canAccess(route('terms/:type'), u('DEV', 'APPROVED', 'SVIP', 'REQ'))).toEqual(ok);
    });
  });

  describe('role denial', () => {
    it.each([
      ['home', u('CUSTOMER')],
      ['onboarded-sup', u('SUP', 'APPROVED', 'VIP')],
      ['demand', u('DEV', 'APPROVED', 'VIP')],
      ['windows/partyBshow', u('SUP')],
      ['windows/partyAshow', u('DEV')],
      ['windows/createPartyA', u('SUP')],
      ['workstation/published/dev/List', u('SUP', 'APPROVED', 'VIP')],
      ['workstation/published/sup/list', u('DEV')],
      ['workstation/project/list', u('SUP')],
      ['workstation/manpower', u('DEV')],
      ['account/certification', u('DEV')],
      ['chat', u('CUSTOMER', 'APPROVED', 'VIP')],
    ])('%s refuses the role', (path, user) => {
      expect(canAccess(route(path), user)).toEqual(denied('role'));
    });
  });

  describe('account type denial', () => {
    it.each([
      ['account/sub-account', 'PROJ'],
      ['account/sub-account', 'REQ'],
      ['account/payment', 'PROJ'],
      ['account/promotion', 'REQ'],
      ['windows/createPartyB', 'PROJ'],
      ['onboarded-sup', 'REQ'],
    ] as const)('%s refuses a %s account', (path, type) => {
      const rule = route(path);
      const role = rule.roles?.[0] ?? 'DEV';
      expect(canAccess(rule, u(role, 'APPROVED', 'VIP', type))).toEqual(denied('accountType'));
    });

    it('checks the role before the account type', () => {
      expect(canAccess(route('account/certification'), u('DEV', 'APPROVED', 'ORDINARY', 'PROJ'))).toEqual(denied('role'));
    });

    it('lets a PROJ account into MAIN/PROJ routes', () => {
      expect(canAccess(route('workstation/published/dev/publish'), u('DEV', 'APPROVED', 'VIP', 'PROJ'))).toEqual(ok);
    });
  });

  describe('approval denial', () => {
    it.each(['AWAIT_APPROVAL', 'INFO_SUBMIT', 'INFO_REJECT'] as const)('SUP %s may not open workstation/published/sup/list', (status) => {
      expect(canAccess(route('workstation/published/sup/list'), u('SUP', status))).toEqual(denied('approval'));
    });

    it('holds even for a paying SUP', () => {
      expect(canAccess(route('demand'), u('SUP', 'INFO_SUBMIT', 'VIP'))).toEqual(denied('approval'));
      expect(canAccess(route('chat'), u('SUP', 'INFO_REJECT', 'SVIP'))).toEqual(denied('approval'));
    });

    it('never applies to a DEV (a developer always has full access)', () => {
      expect(canAccess(route('workstation/project/list'), u('DEV', 'INFO_SUBMIT'))).toEqual(ok);
      expect(canAccess(route('onboarded-sup'), u('DEV', 'AWAIT_APPROVAL', 'VIP'))).toEqual(ok);
    });

    it('lets an approved SUP in', () => {
      expect(canAccess(route('workstation/published/sup/list'), u('SUP'))).toEqual(ok);
    });

    it('does not apply to routes without a membership condition', () => {
      expect(canAccess(route('windows/partyB'), u('SUP', 'INFO_SUBMIT'))).toEqual(ok);
      expect(canAccess(route('account/corporation'), u('SUP', 'AWAIT_APPROVAL'))).toEqual(ok);
    });
  });

  describe('pay denial', () => {
    it('refuses an ORDINARY member on chat', () => {
      expect(canAccess(route('chat'), u('DEV'))).toEqual(denied('pay'));
      expect(canAccess(route('chat'), u('SUP'))).toEqual(denied('pay'));
    });

    it.each(['onboarded-sup', 'workstation/published/dev/publish', 'account/sub-account'])('refuses an ORDINARY DEV MAIN on %s', (path) => {
      expect(canAccess(route(path), u('DEV'))).toEqual(denied('pay'));
    });

    it.each(['VIP', 'SVIP'] as const)('lets a %s DEV MAIN onto onboarded-sup', (level) => {
      expect(canAccess(route('onboarded-sup'), u('DEV', 'APPROVED', level, 'MAIN'))).toEqual(ok);
    });

    it('lets a VIP SUP onto demand and chat', () => {
      expect(canAccess(route('demand'), u('SUP', 'APPROVED', 'VIP'))).toEqual(ok);
      expect(canAccess(route('chat'), u('SUP', 'APPROVED', 'SVIP', 'REQ'))).toEqual(ok);
    });
  });

  describe('chat-customer (a pay membership, or staff)', () => {
    it('lets staff in as staff, whatever their membership', () => {
      expect(canAccess(route('chat-customer'), u('CUSTOMER', 'APPROVED', 'VIP'))).toEqual(ok);
      expect(canAccess(route('chat-customer'), u('CUSTOMER'))).toEqual(ok);
    });

    it('lets a VIP of any role and account type in', () => {
      expect(canAccess(route('chat-customer'), u('DEV', 'APPROVED', 'VIP', 'REQ'))).toEqual(ok);
      expect(canAccess(route('chat-customer'), u('SUP', 'APPROVED', 'SVIP', 'PROJ'))).toEqual(ok);
    });

    it('refuses an ORDINARY member of a company', () => {
      expect(canAccess(route('chat-customer'), u('DEV'))).toEqual(denied('pay'));
      expect(canAccess(route('chat-customer'), u('SUP', 'APPROVED', 'ORDINARY'))).toEqual(denied('pay'));
    });

    it('opens no other page to staff', () => {
      expect(canAccess(route('chat'), u('CUSTOMER', 'APPROVED', 'VIP'))).toEqual(denied('role'));
    });
  });

  describe('normal-member routes', () => {
    it('let in normal and pay members alike', () => {
      expect(canAccess(route('workstation/project/work'), u('SUP', 'APPROVED', 'ORDINARY'))).toEqual(ok);
      expect(canAccess(route('workstation/project/work'), u('SUP', 'APPROVED', 'SVIP'))).toEqual(ok);
      expect(canAccess(route('workstation/manpower'), u('SUP', 'APPROVED', 'VIP', 'REQ'))).toEqual(ok);
    });
  });

  describe('routes with roles only', () => {
    it('let any approval status and level in', () => {
      expect(canAccess(route('home'), u('SUP', 'INFO_REJECT'))).toEqual(ok);
      expect(canAccess(route('redirect'), u('DEV', 'AWAIT_APPROVAL', 'ORDINARY', 'REQ'))).toEqual(ok);
    });
  });
});

describe('matchRoute', () => {
  it('finds a literal path, with or without slashes', () => {
    expect(matchRoute('/home')?.path).toBe('home');
    expect(matchRoute('home')?.path).toBe('home');
    expect(matchRoute('/home/')?.path).toBe('home');
    expect(matchRoute('//auth//')?.path).toBeUndefined();
    expect(matchRoute('/auth/login/')?.path).toBe('auth/login');
  });

  it('matches parameters', () => {
    expect(matchRoute('/workstation/published/dev/42/view')?.path).toBe('workstation/published/dev/:requirementId/view');
    expect(matchRoute('/workstation/published/dev/42/edit')?.path).toBe('workstation/published/dev/:requirementId/edit');
    expect(matchRoute('/workstation/published/dev/mark/42')?.path).toBe('workstation/published/dev/mark/:requirementId');
    expect(matchRoute('/workstation/published/sup/mark-history/r9')?.path).toBe('workstation/published/sup/mark-history/:respondId');
    expect(matchRoute('/workstation/project/work/process/p1')?.path).toBe('workstation/project/work/process/:requirementProgressId');
    expect(matchRoute('/terms/privacy')?.path).toBe('terms/:type');
  });

  it('keeps literal routes apart from parameter routes of the same length', () => {
    expect(matchRoute('/workstation/project/published/create')?.path).toBe('workstation/project/published/create');
    expect(matchRoute('/workstation/project/published/p1/create')?.path).toBe(
      'workstation/project/published/:requirementProgressId/create',
    );
    expect(matchRoute('/workstation/project/published/r1/init')?.path).toBe('workstation/project/published/:requirementRespondId/init');
    expect(matchRoute('/workstation/published/dev/published')?.path).toBe('workstation/published/dev/published');
  });

  it('does not match an empty parameter', () => {
    expect(matchRoute('/terms/')).toBeUndefined();
    expect(matchRoute('/workstation/published/dev//view')).toBeUndefined();
  });

  it('returns undefined for an unknown path', () => {
    expect(matchRoute('/nowhere')).toBeUndefined();
    expect(matchRoute('/home/extra')).toBeUndefined();
    expect(matchRoute('/')).toBeUndefined();
    expect(matchRoute('')).toBeUndefined();
    expect(matchRoute('/workstation')).toBeUndefined();
  });

  it('is case-sensitive', () => {
    expect(matchRoute('/workstation/published/dev/List')?.path).toBe('workstation/published/dev/List');
    expect(matchRoute('/workstation/published/dev/list')).toBeUndefined();
    expect(matchRoute('/workstation/published/sup/list')?.path).toBe('workstation/published/sup/list');
    expect(matchRoute('/workstation/published/sup/List')).toBeUndefined();
    expect(matchRoute('/Home')).toBeUndefined();
  });

  it('matches against a given table', () => {
    const table: RouteRule[] = [{ path: 'a/:id', owner: 'host', title: 't' }];
    expect(matchRoute('/a/1', table)).toBe(table[0]);
    expect(matchRoute('/home', table)).toBeUndefined();
  });

  it('finds every route of the table by its own path', () => {
    for (const rule of ROUTES) {
      const sample = rule.path.replace(/:([A-Za-z]+)/g, (_, name: string) => `x-${name}-1`);
      expect({ path: rule.path, matched: matchRoute(`/${sample}`)?.path }).toEqual({ path: rule.path, matched: rule.path });
    }
  });
});

describe('findRoute', () => {
  it('finds a rule by its exact pattern', () => {
    expect(findRoute('chat')?.member).toBe('pay');
    expect(findRoute('workstation/published/dev/:requirementId/view')?.owner).toBe('workstation');
    expect(findRoute('workstation/published/dev/42/view')).toBeUndefined();
  });
});
