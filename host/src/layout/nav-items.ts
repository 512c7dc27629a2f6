import type { Role } from '@b2b/shared/contract';
import { WORKSTATION_FIRST_PAGE } from '../guard/home-path';

export interface NavItem {
  key: string;
  label: string;
  to: string;
  /** The paths under which the item is the current one, when not those under `to`. */
  section?: string;
  /** Shown only to these roles; visitors see items with `visitor`. */
  roles?: readonly Role[];
  visitor?: boolean;
}

/** The main navigation (docs/product.md, Routes), in order; what a user sees depends on their role. */
export function navItems(role: Role | null): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', label: 'nav.home', to: '/home', roles: ['DEV', 'SUP'] },
    // Straight to the user's first workstation page: no redirect on the way, and hovering it warms that page.
    {
      key: 'workstation',
      label: 'nav.workstation',
      to: role ? WORKSTATION_FIRST_PAGE[role] : '/workstation',
      section: '/workstation',
      roles: ['DEV', 'SUP', 'CUSTOMER'],
    },
    { key: 'intro', label: 'nav.intro', to: '/intro', visitor: true },
    { key: 'services', label: 'nav.services', to: '/services', visitor: true },
    { key: 'vip', label: 'nav.vip', to: '/vip', visitor: true },
    { key: 'bulletin', label: 'nav.bulletin', to: '/bulletin', visitor: true },
    { key: 'onboardedSup', label: 'nav.onboardedSup', to: '/onboarded-sup', roles: ['DEV'] },
    { key: 'demand', label: 'nav.demand', to: '/demand', roles: ['SUP'] },
    { key: 'showcase', label: 'nav.showcase', to: role === 'SUP' ? '/windows/partyAshow' : '/windows/partyBshow', roles: ['DEV', 'SUP'] },
  ];
  return items.filter((item) => (role ? !item.roles || item.roles.includes(role) : item.visitor));
}

/** Whether the page at `pathname` belongs to the item (its section, or the path it links to, and below). */
export function isCurrent(item: NavItem, pathname: string): boolean {
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
