/** Where a company's showcase window is read, by its side: a supplier's by party A, party A's by suppliers. */
export const SHOWCASE_PAGE = { SUP: 'windows/partyBshow', DEV: 'windows/partyAshow' } as const;

/** The side whose windows a company of `side` is shown (the other one). */
export const OTHER_SIDE = { DEV: 'SUP', SUP: 'DEV' } as const;
