/** The header's search across demands, suppliers and bulletin posts (issue 38; docs/features.md). */
export const SEARCH_API = {
  /** GET (anyone; a signed-in caller's token is read): the top hits per kind the caller may open, with totals. */
  search: '/api/search',
} as const;

/** The kinds, in the order the results show them. */
export const SEARCH_KINDS = ['demands', 'suppliers', 'bulletin'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMITS = {
  /** The query after trimming: at least 2, at most 100 characters. */
  qMin: 2,
  qMax: 100,
  /** What the wire accepts before trimming (spaces around a query are not an error). */
  qRawMax: 300,
  /** Hits per kind. */
  perKind: 5,
} as const;
