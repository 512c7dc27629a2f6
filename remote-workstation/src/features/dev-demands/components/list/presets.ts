import type { DemandStatus } from '@b2b/shared/contract';

export type ListPreset = 'all' | 'verify' | 'published';

/** The statuses each list shows, as tabs; the first tab ("all") asks for every one of them. */
export const PRESET_STATUSES: Record<ListPreset, readonly DemandStatus[] | undefined> = {
  all: undefined,
  verify: ['PENDING', 'REJECTED'],
  published: ['PUBLISHED', 'CLOSED', 'AWARDED'],
};

export const PRESET_TABS: Record<ListPreset, readonly DemandStatus[]> = {
  all: ['DRAFT', 'PENDING', 'REJECTED', 'PUBLISHED', 'CLOSED', 'AWARDED', 'CANCELLED'],
  verify: ['PENDING', 'REJECTED'],
  published: ['PUBLISHED', 'CLOSED', 'AWARDED'],
};

export const PAGE_SIZE = 10;
