// GET /api/activity: the workspace's activity log, newest first, a page of 50 at a time; each
// next page asks for what came before the last one's `next` cursor.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ActivityGroup, activityResponse } from '../../../../shared/api/activity';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export interface ActivityFilter {
  group?: ActivityGroup;
  actorId?: string;
}

type ActivityPage = z.output<typeof activityResponse>;

function getActivity(
  filter: ActivityFilter,
  before: string | null,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const params = new URLSearchParams();
  if (filter.group) params.set('group', filter.group);
  if (filter.actorId) params.set('actor_id', filter.actorId);
  if (before) params.set('before', before);
  const query = params.toString();
  return apiRequest(`/api/activity${query ? `?${query}` : ''}`, { signal, schema: activityResponse });
}

export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.activity(filter),
    queryFn: ({ pageParam, signal }) => getActivity(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    // Another filter keeps the entries (and the Who choices) on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}
