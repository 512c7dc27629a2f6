import { routesOf, visitorPaths } from '@b2b/shared/access';
import { LANGS } from '@b2b/shared/i18n';
import { addHostStrings } from '../i18n';
import { pageMeta } from './page-meta';

addHostStrings();

describe('page title and description', () => {
  it("name the page, then the product, in the page's language; the intro is the product's own page", () => {
    expect(pageMeta('/terms/privacy', 'en-US').title).toBe('Privacy Policy - B2B Connect');
    expect(pageMeta('/vip', 'zh-CN').title).toBe('会员权益 - 企服通');
    expect(pageMeta('/intro', 'en-US').title).toBe('B2B Connect');
    expect(pageMeta('/no/such/page', 'zh-CN')).toEqual({ title: '企服通', description: '' });
  });

  it('are written for every public host page and every auth page, in both languages, each its own', () => {
    const paths = [
      ...visitorPaths(routesOf('host')),
      ...['login', 'register', 'forget', 'invitation', 'register-improve-info', 'update-improve-info', 'update-improve-info/reject'].map(
        (page) => `/auth/${page}`,
      ),
    ];
    for (const lang of LANGS) {
      const descriptions = paths.map((path) => pageMeta(path, lang).description);
      expect(descriptions.filter((d) => d.length < 10)).toEqual([]);
      expect(new Set(descriptions).size).toBe(paths.length);
    }
  });
});
