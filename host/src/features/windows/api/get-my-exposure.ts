import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { SHOWCASE_API, type ExposureStats } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** How often the other side saw the own window: today, the last 7 days, in total. */
export function getMyExposure(signal?: AbortSignal): Promise<ExposureStats> {
  return api.get<ExposureStats>(SHOWCASE_API.exposure, undefined, { signal, silent: true });
}

export const myExposureQuery = () =>
  queryOptions({ queryKey: queryKeys.showcase.exposure(), queryFn: ({ signal }) => getMyExposure(signal), meta: INLINE_ERROR });

export const useMyExposure = () => useQuery(myExposureQuery());
