export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
/** The last page a list query may ask for. */
export const PAGE_MAX = 10_000;
