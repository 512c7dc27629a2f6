import { screen } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { useSession } from '@b2b/shared/session';
import SitemapPage from './SitemapPage';

const links = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('the site map lists what its reader may open', () => {
  it('gives a visitor (the prerendered version) the public pages, the policies and sign-in', async () => {
    useSession.setState({ user: null, status: 'anonymous' });
    await renderPage(<SitemapPage />, { lang: 'en-US' });
    expect(links()).toEqual([
      '/intro',
      '/services',
      '/bulletin',
      '/vip',
      '/terms/user',
      '/terms/privacy',
      '/terms/sales',
      '/terms/legal',
      '/sitemap',
      '/auth/login',
      '/auth/register',
      '/auth/forget',
    ]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/terms/privacy');
    expect(screen.queryByText(/Redirect/)).toBeNull();
  });

  it('gives a signed-in supplier sub-account its own pages, and no empty group', async () => {
    await renderPage(<SitemapPage />, { user: DEMO_USERS.supReq, lang: 'en-US' });
    const hrefs = links();
    expect(hrefs).toEqual(expect.arrayContaining(['/home', '/workstation/published/sup/list', '/account/password']));
    for (const refused of ['/demand', '/workstation/console', '/redirect', '/auth/login', '/auth/update-improve-info/reject']) {
      expect(hrefs).not.toContain(refused);
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).not.toContain('');
  });

  it('gives staff the console and the public pages only', async () => {
    await renderPage(<SitemapPage />, { user: DEMO_USERS.staff, lang: 'zh-CN' });
    expect(links()).toContain('/workstation/console');
    expect(links().filter((href) => href?.startsWith('/account/') || href === '/home')).toEqual([]);
  });
});
