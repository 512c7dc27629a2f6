import { exposureTypeFor, type ExposureType } from '@b2b/shared/contract';

type Side = 'DEV' | 'SUP';

/** The pages of each role's windows (route table: windows/*). */
const PAGES = {
  DEV: { mine: '/windows/partyA', edit: '/windows/createPartyA', show: '/windows/partyBshow' },
  SUP: { mine: '/windows/partyB', edit: '/windows/createPartyB', show: '/windows/partyAshow' },
} as const;

export const sideOf = (role: string | undefined): Side => (role === 'SUP' ? 'SUP' : 'DEV');
export const pagesOf = (role: string | undefined) => PAGES[sideOf(role)];
/** The windows a viewer of `role` is shown: the other side's. */
export const shownType = (role: string | undefined): ExposureType => exposureTypeFor(sideOf(role));
