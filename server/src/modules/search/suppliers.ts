import { DIRECTORY_LIMITS, SEARCH_LIMITS, type SearchGroup } from '@b2b/shared/contract';
import type { Caller } from '../../db/rows';
import type { Lang } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import { listSuppliers } from '../directory/api/list-suppliers';
import { DIRECTORY_PAGE, namedOnce } from './access';

/**
 * Suppliers as the directory lists them (approved, either name, promoted first), through the directory's own
 * read and its trigram index; each hit opens the directory on that supplier's name.
 */
export async function searchSuppliers(ctx: AppContext, caller: Caller, q: string, lang: Lang): Promise<SearchGroup> {
  const keyword = q.slice(0, DIRECTORY_LIMITS.keywordMax);
  const page = await listSuppliers(ctx, caller, { keyword, page: 1, pageSize: SEARCH_LIMITS.perKind }, lang);
  const directory = (query: string) => `/${DIRECTORY_PAGE}?${new URLSearchParams({ q: query })}`;
  return {
    kind: 'suppliers',
    total: page.total,
    items: page.list.map((card) => ({
      id: card.id,
      title: (lang === 'en-US' && card.nameEn) || card.name,
      detail: namedOnce([card.companyTypeName, card.provinceName, card.cityName]),
      at: null,
      to: directory(card.name),
    })),
    all: directory(keyword),
  };
}
