import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeItem, TitleId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { resumeWatchingKeys } from './resume-watching-queries.ts';

/** DELETE resumewatching/{titleId}: the title leaves the shelf. */
export async function removeResumeItem(titleId: TitleId): Promise<void> {
  await api.delete(`resumewatching/${titleId}`);
}

/**
 * Removal, optimistic: the tile leaves at once and comes back if the server refuses (the
 * global error modal says why). The list is refetched either way.
 */
export function useRemoveResumeItem() {
  const queryClient = useQueryClient();
  const key = resumeWatchingKeys.list();
  return useMutation({
    mutationFn: removeResumeItem,
    onMutate: async (titleId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ResumeItem[]>(key);
      queryClient.setQueryData<ResumeItem[]>(key, (items) => items?.filter((item) => item.titleId !== titleId));
      return { previous };
    },
    onError: (_error, _titleId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resumeWatchingKeys.all }),
  });
}
