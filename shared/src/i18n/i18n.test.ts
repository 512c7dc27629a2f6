import type * as I18nModule from './index';

type Mod = typeof I18nModule;

/** A fresh copy of the module, as a page load would get it. */
function load(setup: () => void = () => undefined): Mod {
  setup();
  let mod!: Mod;
  jest.isolateModules(() => {
    mod = require('./index');
  });
  return mod;
}

function mockNavigatorLanguage(value: string | undefined) {
  return jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(value as string);
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('initial language', () => {
  it('takes the stored language first', () => {
    mockNavigatorLanguage('en-US');
    const { currentLang, i18n } = load(() => localStorage.setItem('b2b.lang', 'zh-CN'));
    expect(currentLang()).toBe('zh-CN');
    expect(i18n.language).toBe('zh-CN');
  });

  it('normalizes a stored variant', () => {
    const { currentLang } = load(() => localStorage.setItem('b2b.lang', 'zh_TW'));
    expect(currentLang()).toBe('zh-CN');
  });

  it('takes the browser language when nothing is stored', () => {
    mockNavigatorLanguage('zh-HK');
    expect(load().currentLang()).toBe('zh-CN');
  });

  it('falls back to en-US for an unsupported browser language', () => {
    mockNavigatorLanguage('fr-FR');
    expect(load().currentLang()).toBe('en-US');
  });

  it('defaults to zh-CN when the browser gives no language', () => {
    mockNavigatorLanguage('');
    expect(load().currentLang()).toBe('zh-CN');
  });

  it('sets the document language and title at start', () => {
    mockNavigatorLanguage('zh-CN');
    load();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('企服通');
  });

  it('is initialised synchronously, ready to translate on import', () => {
    mockNavigatorLanguage('en-US');
    const { i18n } = load();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.vip')).toBe('Member Benefits');
  });
});

describe('the instance', () => {
  let mod: Mod;
  beforeEach(() => {
    mockNavigatorLanguage('zh-CN');
    mod = load();
  });

  it('is its own instance, not the i18next global', () => {
    const global = jest.requireActual('i18next').default;
    expect(mod.i18n).not.toBe(global);
  });

  it('uses the common namespace by default', () => {
    expect(mod.i18n.options.defaultNS).toBe('common');
    expect(mod.i18n.t('nav.home')).toBe('首页');
    expect(mod.i18n.t('common:nav.home')).toBe('首页');
  });

  it('does not escape interpolated values (React escapes)', () => {
    expect(mod.i18n.t('access.pay.body', { page: '<b>&' })).toContain('<b>&');
  });

  it('returns strings, never null', () => {
    expect(mod.i18n.options.returnNull).toBe(false);
    expect(mod.i18n.t('no.such.key')).toBe('no.such.key');
  });

  it('falls back to English for a key missing in Chinese', () => {
    mod.addNamespace('partial', { 'zh-CN': {}, 'en-US': { only: 'English only' } });
    expect(mod.i18n.t('partial:only')).toBe('English only');
  });

  it('falls back per normalizeLang for a raw variant set on the instance', () => {
    mod.i18n.changeLanguage('zh-TW');
    expect(mod.i18n.t('nav.home')).toBe('首页');
    mod.i18n.changeLanguage('fr');
    expect(mod.i18n.t('nav.home')).toBe('Home');
    expect(mod.currentLang()).toBe('en-US');
  });
});

describe('setLanguage', () => {
  let mod: Mod;
  beforeEach(() => {
    mockNavigatorLanguage('zh-CN');
    mod = load();
  });

  it('switches the language, stores it and updates the document', () => {
    mod.setLanguage('en-US');
    expect(mod.currentLang()).toBe('en-US');
    expect(mod.i18n.language).toBe('en-US');
    expect(localStorage.getItem('b2b.lang')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.title).toBe('B2B Connect');
    expect(mod.i18n.t('nav.home')).toBe('Home');

    mod.setLanguage('zh-CN');
    expect(mod.currentLang()).toBe('zh-CN');
    expect(localStorage.getItem('b2b.lang')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('企服通');
  });

  it('normalizes what it is given', () => {
    mod.setLanguage('en_US' as never);
    expect(mod.i18n.language).toBe('en-US');
    expect(localStorage.getItem('b2b.lang')).toBe('en-US');
  });

  it('keeps the document in step when the instance is switched directly', () => {
    mod.i18n.changeLanguage('en-US');
    expect(document.title).toBe('B2B Connect');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('survives storage that refuses writes', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    mod.setLanguage('en-US');
    expect(mod.currentLang()).toBe('en-US');
  });
});

describe('addNamespace', () => {
  let mod: Mod;
  beforeEach(() => {
    mockNavigatorLanguage('zh-CN');
    mod = load();
  });

  const bundle = {
    'zh-CN': { title: '需求', nested: { count: '{{n}} 条' } },
    'en-US': { title: 'Demands', nested: { count: '{{n}} items' } },
  };

  it('adds an app namespace in both languages', () => {
    mod.addNamespace('workstation', bundle);
    expect(mod.i18n.t('workstation:title')).toBe('需求');
    expect(mod.i18n.t('workstation:nested.count', { n: 3 })).toBe('3 条');
    mod.setLanguage('en-US');
    expect(mod.i18n.t('workstation:title')).toBe('Demands');
    expect(mod.i18n.t('title', { ns: 'workstation' })).toBe('Demands');
  });

  it('is idempotent', () => {
    mod.addNamespace('workstation', bundle);
    mod.addNamespace('workstation', bundle);
    expect(mod.i18n.getResourceBundle('zh-CN', 'workstation')).toEqual(bundle['zh-CN']);
    expect(mod.i18n.getResourceBundle('en-US', 'workstation')).toEqual(bundle['en-US']);
  });

  it('replaces texts when a newer bundle of the same namespace is added', () => {
    mod.addNamespace('auth', { 'zh-CN': { a: '旧' }, 'en-US': { a: 'old' } });
    mod.addNamespace('auth', { 'zh-CN': { a: '新', b: '加' }, 'en-US': { a: 'new', b: 'added' } });
    expect(mod.i18n.t('auth:a')).toBe('新');
    expect(mod.i18n.t('auth:b')).toBe('加');
  });

  it('does not touch the common namespace', () => {
    mod.addNamespace('chat', bundle);
    expect(mod.i18n.t('nav.home')).toBe('首页');
  });
});

describe('language cookie for the prerendered pages', () => {
  const cookieLang = () => /(?:^|;\s*)b2b\.lang=([^;]*)/.exec(document.cookie)?.[1];

  it('holds the language from the first load and follows every switch', () => {
    mockNavigatorLanguage('en-GB');
    const { setLanguage } = load();
    expect(cookieLang()).toBe('en-US');
    setLanguage('zh-CN');
    expect(cookieLang()).toBe('zh-CN');
    setLanguage('en-US');
    expect(cookieLang()).toBe('en-US');
  });

  it('never holds anything but a supported language', () => {
    const { setLanguage } = load();
    setLanguage('fr; path=/evil' as never);
    expect(cookieLang()).toBe('en-US');
  });
});
