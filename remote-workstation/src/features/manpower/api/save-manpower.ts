import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, MANPOWER_API, type Manpower, type ManpowerBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface SaveManpowerVars {
  /** Absent for a new entry. */
  id?: string;
  body: ManpowerBody;
}

/** Adds an entry, or changes one; errors show on the form. */
export function saveManpower({ id, body }: SaveManpowerVars): Promise<Manpower> {
  return id
    ? api.put<Manpower>(apiPath(MANPOWER_API.item, { id }), body, { silent: true })
    : api.post<Manpower>(MANPOWER_API.list, body, { silent: true });
}

export function useSaveManpower() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveManpower, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.manpower.all() }) });
}
