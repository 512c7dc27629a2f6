import { api } from '@b2b/shared/api';
import { apiPath, BULLETIN_API, type BulletinPost, type BulletinSummary, type Paged, type PagingQuery } from '@b2b/shared/contract';

/**
 * The public bulletin, read by the intro's latest posts and the bulletin pages. Plain calls, not queries:
 * these pages paint without react-query (nor antd), and the API answers in the reader's language.
 */
export function getBulletin(query: PagingQuery, signal?: AbortSignal): Promise<Paged<BulletinSummary>> {
  return api.get<Paged<BulletinSummary>>(BULLETIN_API.list, query, { signal, silent: true });
}

/** One published post by id or slug (404 for anything else). */
export function getBulletinPost(key: string, signal?: AbortSignal): Promise<BulletinPost> {
  return api.get<BulletinPost>(apiPath(BULLETIN_API.post, { key }), undefined, { signal, silent: true });
}
