// POST /api/generate-from-link-stream {boardId, url, count} → progress events (fetch, image, text,
// compose, save), then the pins made from the page, or an error event with the server's message
// ("The link answered with HTTP 404"). Read by the same stream reader as single generation.
import type { z } from 'zod';
import { type generateFromLinkBody, type Pin, pagePinsEvent } from '../../../../shared/api/pins';
import { queryKeys } from '../../../api/query-keys';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { type GeneratePinOptions, readGenerationStream } from './generate-pin-stream';

interface GenerateFromLinkInput extends GeneratePinOptions {
  boardId: string;
  url: string;
  count: number;
}

function generateFromLinkStream({ boardId, url, count, ...options }: GenerateFromLinkInput): Promise<Pin[]> {
  const body: z.input<typeof generateFromLinkBody> = { boardId, url, count };
  return readGenerationStream('/api/generate-from-link-stream', body, pagePinsEvent, options);
}

/** Makes pins from a page; afterwards the board's preview and the usage line are refreshed. */
export function useGenerateFromLink() {
  return useCacheMutation(generateFromLinkStream, {
    onSettled: (queryClient, { boardId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
      void queryClient.invalidateQueries({ queryKey: queryKeys.boardPins(boardId) });
    },
  });
}
