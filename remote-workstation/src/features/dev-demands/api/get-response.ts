import { useQuery } from '@tanstack/react-query';
import { responseQuery } from '@b2b/shared/query';

/** One response of the company's demand (the award's, a mark history's subject); nothing while `id` is null. */
export const useResponse = (id: string | null) => useQuery({ ...responseQuery(id ?? ''), enabled: !!id });
