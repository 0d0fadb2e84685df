// /api/client-review (ADR 0032): the client's page, without an account. The link's token goes in
// request bodies only, and no session is sent (token: null), so a signed-in teammate opening the
// link is not treated as the client, and a 401 never ends anyone's session.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ClientDecisionBody,
  type ClientReview,
  clientDecisionResponse,
  clientReviewResponse,
  REVIEW_LINK_ERRORS,
} from '../../../../shared/api/client-review';
import { queryKeys } from '../../../api/query-keys';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { replaceById } from '../../../lib/replace-by-id';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export type ReviewLinkProblem = keyof typeof REVIEW_LINK_ERRORS;

/** Which of REVIEW_LINK_ERRORS an error is, or null for any other failure. */
export function reviewLinkProblem(error: unknown): ReviewLinkProblem | null {
  return error instanceof ApiError && error.code && error.code in REVIEW_LINK_ERRORS
    ? (error.code as ReviewLinkProblem)
    : null;
}

export function useClientReview(token: string) {
  return useQuery({
    queryKey: queryKeys.clientReview(token),
    queryFn: ({ signal }) =>
      apiRequest('/api/client-review/open', {
        method: 'POST',
        body: { token },
        token: null,
        signal,
        schema: clientReviewResponse,
      }),
    select: (answer) => answer.review,
    retry: false,
  });
}

/**
 * The client's decision on one pin; the page takes the server's copy of the pin. A refusal that
 * means the page is out of date (the pin moved on: 409; the link withdrawn or expired: 410) reads
 * the review again, so the page shows how things stand.
 */
export function useDecideOnPin(token: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.clientReview(token);
  return useCacheMutation(
    async (body: Omit<ClientDecisionBody, 'token'>) => {
      try {
        return await apiRequest('/api/client-review/decide', {
          method: 'POST',
          body: { token, ...body },
          token: null,
          schema: clientDecisionResponse,
        });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 409 || error.status === 410)) {
          void queryClient.invalidateQueries({ queryKey: key });
        }
        throw error;
      }
    },
    {
      onSuccess: (client, { pin }) => {
        client.setQueryData<{ review: ClientReview }>(
          key,
          (answer) => answer && { review: { ...answer.review, pins: replaceById(answer.review.pins, pin) } },
        );
      },
    },
  );
}
