import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/**
 * A project action: the server answers the project as it is now, which replaces the cached one at once;
 * every list (and the other pages of the project) is refreshed behind it.
 */
export function useProjectMutation<V>(mutationFn: (vars: V) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (project) => queryClient.setQueryData(queryKeys.projects.detail(project.id), project),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all() }),
  });
}
