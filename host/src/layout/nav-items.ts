import { UPGRADE_PATH, visibleMenu, type AccessUser, type MenuEntry, type MenuState } from '@b2b/shared/access';
import { WORKSTATION_FIRST_PAGE } from '../guard/home-path';

export interface NavItem extends MenuEntry {
  key: string;
  label: string;
  /** The paths under which the item is the current one, when not those under `to`. */
  section?: string;
}

export type ShownNavItem = NavItem & { state: MenuState };

/**
 * The main navigation (docs/product.md, Routes), in order. What a reader sees is decided by the route table
 * and the guard's rule (`visibleMenu`): a page they may open, or an upgrade offer that leads to `/vip`.
 */
export function navItems(user: AccessUser | null | undefined): ShownNavItem[] {
  const role = user?.role;
  const items: NavItem[] = [
    { key: 'home', label: 'nav.home', to: '/home' },
    // Straight to the user's first workstation page: no redirect on the way, and hovering it warms that page.
    ...(role
      ? [{ key: 'workstation', label: 'nav.workstation', to: WORKSTATION_FIRST_PAGE[role], section: '/workstation', offersUpgrade: true }]
      : []),
    // The visitor's landing page: a signed-in user has home instead (and the brand, the site map), and the row
    // keeps room for the pages they work in.
    ...(user ? [] : [{ key: 'intro', label: 'nav.intro', to: '/intro' }]),
    { key: 'services', label: 'nav.services', to: '/services' },
    { key: 'vip', label: 'nav.vip', to: '/vip' },
    { key: 'bulletin', label: 'nav.bulletin', to: '/bulletin' },
    { key: 'onboardedSup', label: 'nav.onboardedSup', to: '/onboarded-sup', offersUpgrade: true },
    { key: 'demand', label: 'nav.demand', to: '/demand', offersUpgrade: true },
    { key: 'showcase', label: 'nav.showcase', to: role === 'SUP' ? '/windows/partyAshow' : '/windows/partyBshow' },
  ];
  return visibleMenu(items, user);
}

/** Where a shown item leads: its page, or the member benefits page for an upgrade offer. */
export const hrefOf = (item: MenuEntry & { state: MenuState }): string => (item.state === 'upgrade' ? UPGRADE_PATH : item.to);

/** Whether the page at `pathname` belongs to the item (its section, or the path it links to, and below). */
export function isCurrent(item: ShownNavItem, pathname: string): boolean {
  if (item.state === 'upgrade') return false;
  const base = item.section ?? item.to;
  return pathname === base || pathname.startsWith(`${base}/`);
}

export const FOOTER_LINKS = [
  { label: 'footer.privacy', to: '/terms/privacy' },
  { label: 'footer.terms', to: '/terms/user' },
  { label: 'footer.sales', to: '/terms/sales' },
  { label: 'footer.legal', to: '/terms/legal' },
  { label: 'footer.sitemap', to: '/sitemap' },
] as const;
