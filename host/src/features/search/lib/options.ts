import type { SearchGroup, SearchHit, SearchResult } from '@b2b/shared/contract';

/** A choice of the listbox: a hit, or a kind's "see all". Arrow keys walk them in this order. */
export type SearchOption = { key: string; to: string } & (
  { type: 'hit'; hit: SearchHit; group: SearchGroup } | { type: 'all'; group: SearchGroup }
);

/** The groups with at least one hit, each with its choices: its hits, then its "see all". */
export function groupOptions(result: SearchResult | undefined): { group: SearchGroup; options: SearchOption[] }[] {
  return (result?.groups ?? [])
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      group,
      options: [
        ...group.items.map((hit): SearchOption => ({ type: 'hit', key: `${group.kind}:${hit.id}`, to: hit.to, hit, group })),
        { type: 'all', key: `${group.kind}:all`, to: group.all, group },
      ],
    }));
}
