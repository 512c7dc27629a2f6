import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@b2b/shared/contract';
import { demandQuery, manpowerQuery } from '@b2b/shared/query';

/** The supplier's own staff to offer on the response (the first 100). */
export const useManpower = () => useQuery(manpowerQuery({ page: 1, pageSize: PAGE_SIZE_MAX }));

/** The demand answered: its title, currency and budget (usually already in the shared cache from the demand zone). */
export const useDemand = (id: string) => useQuery(demandQuery(id));
