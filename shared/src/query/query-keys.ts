import type { NoticeQuery } from '@b2b/shared/contract';

type NoticeTab = NonNullable<NoticeQuery['type']>;

/**
 * The query keys of the platform, by domain. They live in the kernel so one app can invalidate
 * what another shows: `queryKeys.notices.all()` covers the host's badge and every notice list.
 */
export const queryKeys = {
  notices: {
    all: () => ['notices'] as const,
    list: (type: NoticeTab, page = 1, pageSize = 10) => ['notices', 'list', { type, page, pageSize }] as const,
  },
  company: {
    all: () => ['company'] as const,
    info: () => ['company', 'info'] as const,
    types: () => ['company', 'types'] as const,
  },
  regions: {
    provinces: () => ['regions', 'provinces'] as const,
    cities: (provinceCode: string) => ['regions', 'cities', provinceCode] as const,
  },
};
