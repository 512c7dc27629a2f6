import type { MarketQuery, Paged } from '@b2b/shared/contract';
import type { AppContext } from '../../plugins/app/context';
import type { SummaryRow } from './present';

/** A page of the zone: its rows and the total, the same for every reader. */
export type MarketPage = Paged<SummaryRow>;

interface Entry {
  at: number;
  page: Promise<MarketPage>;
}

const MAX_ENTRIES = 1000;

/**
 * The demand zone's pages, per query, for `config.marketCacheMs`: the zone is one catalogue, the
 * same for every supplier, so a page (its rows and the total) is read once and shared; what differs per
 * reader (saved, responded, response counts) is looked up on every request. Concurrent misses share
 * one read. A `demand.changed` event, published once a demand's change commits, empties it on every instance
 * (through Redis when REDIS_URL is set); the lifetime bounds what an instance cut off from Redis misses. The
 * clock is the app's, so tests that move time expire entries too.
 */
export class MarketCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number,
  ) {}

  read(query: MarketQuery, load: () => Promise<MarketPage>): Promise<MarketPage> {
    if (this.lifetimeMs <= 0) return load();
    const key = cacheKey(query);
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.lifetimeMs && at >= hit.at) return hit.page;
    if (this.entries.size >= MAX_ENTRIES) this.evictExpired(at);
    const page = load();
    this.entries.set(key, { at, page });
    page.catch(() => this.entries.get(key)?.page === page && this.entries.delete(key));
    return page;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictExpired(at: number) {
    for (const [key, entry] of this.entries) if (at - entry.at >= this.lifetimeMs) this.entries.delete(key);
    // Still full of live entries: the oldest go (a Map iterates in insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }
}

/** The query with its defaults filled in and the keyword as it is searched, so equal searches share an entry. */
function cacheKey(q: MarketQuery): string {
  return JSON.stringify([
    q.status ?? 'OPEN',
    q.keyword?.trim().toLowerCase() || '',
    q.categoryId ?? '',
    q.provinceCode ?? '',
    q.budgetFrom ?? '',
    q.budgetTo ?? '',
    q.sort ?? 'newest',
    q.page ?? 1,
    q.pageSize ?? 0,
  ]);
}

const caches = new WeakMap<AppContext, MarketCache>();

/** The app's demand zone cache, emptied by every `demand.changed` event from then on. */
export function marketCache(ctx: AppContext): MarketCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const created = new MarketCache(ctx.config.marketCacheMs, () => ctx.clock.now().getTime());
    ctx.events.subscribe('demand.changed', () => created.clear());
    caches.set(ctx, (cache = created));
  }
  return cache;
}
