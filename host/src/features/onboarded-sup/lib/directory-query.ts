import {
  CERT_KINDS,
  DIRECTORY_LIMITS,
  HEADCOUNT_STEPS,
  RATING_STEPS,
  type CertKind,
  type DirectoryQuery,
  type RatingStep,
} from '@b2b/shared/contract';

export const PAGE_SIZE = DIRECTORY_LIMITS.pageSizeDefault;

/** What the filter bar holds; empty fields ask for everything. */
export interface DirectoryFilters {
  keyword: string;
  companyTypeId?: string;
  provinceCode?: string;
  cityCode?: string;
  minHeadcount?: number;
  /** Only the followed suppliers. */
  followed: boolean;
  /** Only certified suppliers: with any approved certificate in force, or one of this kind. */
  cert?: 'ANY' | CertKind;
  /** Only suppliers whose published ratings average at least this. */
  minRating?: RatingStep;
  /** Only suppliers with a published showcase window. */
  withWindow?: boolean;
}

export const DEFAULT_FILTERS: DirectoryFilters = { keyword: '', followed: false };

/** The directory call's query for the filters and page: only what is set, in the API's names. */
export function toDirectoryQuery(filters: DirectoryFilters, page: number): DirectoryQuery {
  const keyword = filters.keyword.trim().slice(0, DIRECTORY_LIMITS.keywordMax);
  const query: DirectoryQuery = { page, pageSize: PAGE_SIZE };
  if (keyword) query.keyword = keyword;
  if (filters.companyTypeId) query.companyTypeId = filters.companyTypeId;
  if (filters.provinceCode) {
    query.provinceCode = filters.provinceCode;
    // A city only within its province: a city left over from another province asks for nothing.
    if (filters.cityCode?.startsWith(filters.provinceCode)) query.cityCode = filters.cityCode;
  }
  if (filters.minHeadcount) query.minHeadcount = filters.minHeadcount;
  if (filters.followed) query.followed = true;
  if (filters.cert === 'ANY') query.certified = true;
  else if (filters.cert) query.certKind = filters.cert;
  if (filters.minRating) query.minRating = filters.minRating;
  if (filters.withWindow) query.withWindow = true;
  return query;
}

const PARAM = { keyword: 'q', companyTypeId: 'type', provinceCode: 'province', cityCode: 'city', minHeadcount: 'people', followed: 'followed', cert: 'cert', minRating: 'rating', withWindow: 'window', page: 'page' } as const; // prettier-ignore

/** The filters and page a link carries (`?q=…&province=44&page=2`); anything malformed falls back to the default. */
export function filtersFromParams(params: URLSearchParams): { filters: DirectoryFilters; page: number } {
  const people = Number(params.get(PARAM.minHeadcount));
  const page = Number(params.get(PARAM.page));
  const provinceCode = params.get(PARAM.provinceCode)?.match(/^\d{2}$/)?.[0];
  const cityCode = params.get(PARAM.cityCode)?.match(/^\d{4}$/)?.[0];
  const cert = params.get(PARAM.cert);
  const rating = Number(params.get(PARAM.minRating));
  return {
    filters: {
      keyword: params.get(PARAM.keyword)?.trim().slice(0, DIRECTORY_LIMITS.keywordMax) ?? '',
      companyTypeId: params.get(PARAM.companyTypeId)?.trim().slice(0, 40) || undefined,
      provinceCode,
      cityCode: provinceCode && cityCode?.startsWith(provinceCode) ? cityCode : undefined,
      minHeadcount: (HEADCOUNT_STEPS as readonly number[]).includes(people) ? people : undefined,
      followed: params.get(PARAM.followed) === '1',
      cert: cert === 'ANY' || (CERT_KINDS as readonly string[]).includes(cert ?? '') ? (cert as DirectoryFilters['cert']) : undefined,
      minRating: (RATING_STEPS as readonly number[]).includes(rating) ? (rating as RatingStep) : undefined,
      withWindow: params.get(PARAM.withWindow) === '1' || undefined,
    },
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** Writes the filters and page into `params` (keeping its other entries), leaving out what is the default. */
export function writeFiltersToParams(params: URLSearchParams, filters: DirectoryFilters, page: number): URLSearchParams {
  const query = toDirectoryQuery(filters, page);
  const entries: [string, string | undefined][] = [
    [PARAM.keyword, query.keyword],
    [PARAM.companyTypeId, query.companyTypeId],
    [PARAM.provinceCode, query.provinceCode],
    [PARAM.cityCode, query.cityCode],
    [PARAM.minHeadcount, query.minHeadcount?.toString()],
    [PARAM.followed, query.followed ? '1' : undefined],
    [PARAM.cert, filters.cert],
    [PARAM.minRating, query.minRating?.toString()],
    [PARAM.withWindow, query.withWindow ? '1' : undefined],
    [PARAM.page, page > 1 ? String(page) : undefined],
  ];
  entries.forEach(([name, value]) => (value === undefined ? params.delete(name) : params.set(name, value)));
  return params;
}

/** "Beijing", "Guangdong · Shenzhen": a municipality's city is the province itself, named once. */
export function regionLabel(provinceName: string | null, cityName: string | null): string {
  return [...new Set([provinceName, cityName].filter((name): name is string => !!name))].join(' · ');
}
