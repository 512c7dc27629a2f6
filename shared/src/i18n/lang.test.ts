import { DEFAULT_LANG, LANGS, normalizeLang, PRODUCT_NAME, toHeaderLang } from './lang';

describe('normalizeLang', () => {
  it.each([undefined, null, '', '   '])('gives the default zh-CN for %p', (input) => {
    expect(normalizeLang(input)).toBe('zh-CN');
    expect(DEFAULT_LANG).toBe('zh-CN');
  });

  it.each([
    'zh',
    'zh-CN',
    'zh_CN',
    'zh-cn',
    'ZH-CN',
    'ZH_cn',
    'zh-HK',
    'zh_HK',
    'zh-MO',
    'zh-SG',
    'zh-TW',
    'zh_TW',
    'zh-Hans',
    'zh-Hant',
    'zh-Hant-TW',
    'zh-Hans-CN',
    'Zh',
    ' zh-CN ',
  ])('maps the Chinese variant %p to zh-CN', (input) => {
    expect(normalizeLang(input)).toBe('zh-CN');
  });

  it.each(['en', 'en-US', 'en_US', 'EN-us', 'en-GB', 'en-AU'])('maps the English tag %p to en-US', (input) => {
    expect(normalizeLang(input)).toBe('en-US');
  });

  it.each(['fr', 'fr-FR', 'de', 'ja-JP', 'ko', 'es-419', 'zhx', 'zz', 'x'])(
    'falls back to en-US for the unsupported language %p',
    (input) => {
      expect(normalizeLang(input)).toBe('en-US');
    },
  );
});

describe('toHeaderLang', () => {
  it('uses an underscore', () => {
    expect(toHeaderLang('zh-CN')).toBe('zh_CN');
    expect(toHeaderLang('en-US')).toBe('en_US');
  });
});

describe('LANGS and PRODUCT_NAME', () => {
  it('lists exactly the two languages, default first', () => {
    expect(LANGS).toEqual(['zh-CN', 'en-US']);
  });

  it('names the product in each language', () => {
    expect(PRODUCT_NAME['zh-CN']).toBe('企服通');
    expect(PRODUCT_NAME['en-US']).toBe('B2B Connect');
  });
});
