import { OTHER_SIDE, SHOWCASE_PAGE } from '@b2b/shared/access';
import { exposureTypeFor, type ExposureType } from '@b2b/shared/contract';

type Side = 'DEV' | 'SUP';

/** Each role's windows pages (route table: windows/*) and their titles (the route titles, `common` namespace). */
const PAGES = {
  DEV: {
    mine: '/windows/partyA',
    edit: '/windows/createPartyA',
    show: `/${SHOWCASE_PAGE[OTHER_SIDE.DEV]}`,
    titles: { mine: 'route.partyA', edit: 'route.createPartyA', show: 'route.partyBshow' },
  },
  SUP: {
    mine: '/windows/partyB',
    edit: '/windows/createPartyB',
    show: `/${SHOWCASE_PAGE[OTHER_SIDE.SUP]}`,
    titles: { mine: 'route.partyB', edit: 'route.createPartyB', show: 'route.partyAshow' },
  },
} as const;

export const sideOf = (role: string | undefined): Side => (role === 'SUP' ? 'SUP' : 'DEV');
export const pagesOf = (role: string | undefined) => PAGES[sideOf(role)];
/** The windows a viewer of `role` is shown: the other side's. */
export const shownType = (role: string | undefined): ExposureType => exposureTypeFor(sideOf(role));
