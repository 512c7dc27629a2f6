import Type, { type Static } from 'typebox';
import { SEARCH_KINDS, SEARCH_LIMITS } from './search-rules';

const KIND = `(${SEARCH_KINDS.join('|')})`;

export const SearchQuery = Type.Object(
  {
    /** Trimmed by the server, then 2..100 characters (400 `VALIDATION` on `/q` otherwise). */
    q: Type.String({ maxLength: SEARCH_LIMITS.qRawMax }),
    /** Comma-separated kinds to search (`demands,bulletin`); all of them when absent. */
    kinds: Type.Optional(Type.String({ pattern: `^${KIND}(,${KIND}){0,2}$` })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** One hit, in the reader's language, with the page that opens it. */
export const SearchHitSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** A second line: a supplier's type and region, a demand's region, a post's excerpt; null when there is none. */
  detail: Type.Union([Type.String(), Type.Null()]),
  /** Epoch ms: a demand's deadline, a post's publication; null for a supplier. */
  at: Type.Union([Type.Integer(), Type.Null()]),
  /** The app path that opens it (`/demand?open=…`, `/onboarded-sup?q=…`, `/bulletin/…`). */
  to: Type.String(),
});
export type SearchHit = Static<typeof SearchHitSchema>;

export const SearchGroupSchema = Type.Object({
  kind: Type.Enum(SEARCH_KINDS),
  /** Every match of the kind, of which `items` are the first. */
  total: Type.Integer({ minimum: 0 }),
  items: Type.Array(SearchHitSchema),
  /** The kind's full list page with the query. */
  all: Type.String(),
});
export type SearchGroup = Static<typeof SearchGroupSchema>;

/** Only the kinds the caller may open appear (a visitor never gets a suppliers group). */
export const SearchResultSchema = Type.Object({ q: Type.String(), groups: Type.Array(SearchGroupSchema) });
export type SearchResult = Static<typeof SearchResultSchema>;
