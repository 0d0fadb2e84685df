// /api/review-links (ADR 0032): the workspace's client review links, sharing pins in review with a
// client, and withdrawing a link. Each change reads the list again: it carries the decisions.
import { useQuery } from '@tanstack/react-query';
import {
  type CreateReviewLinkBody,
  createReviewLinkResponse,
  reviewLinksResponse,
} from '../../../../shared/api/client-review';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export function useReviewLinks() {
  return useQuery({
    queryKey: queryKeys.reviewLinks,
    queryFn: ({ signal }) => apiRequest('/api/review-links', { signal, schema: reviewLinksResponse }),
    select: (answer) => answer.links,
  });
}

/** The answer's url is shown only once: only a hash of its token is kept. */
export function useCreateReviewLink() {
  return useCacheMutation(
    (body: CreateReviewLinkBody) =>
      apiRequest('/api/review-links', { method: 'POST', body, schema: createReviewLinkResponse }),
    {
      onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.reviewLinks }),
    },
  );
}

export function useWithdrawReviewLink() {
  return useCacheMutation(
    (linkId: string) =>
      apiRequest(`/api/review-links/${encodeURIComponent(linkId)}`, {
        method: 'DELETE',
        schema: successResponse,
      }),
    {
      onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.reviewLinks }),
    },
  );
}
