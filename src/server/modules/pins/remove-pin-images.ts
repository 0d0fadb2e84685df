// Deletes pin image files (the image and its kept artwork) once the rows are gone. Runs after the transaction commits: a rolled
// back delete must not lose images. A file that fails to go is logged and left as an orphan
// rather than failing a delete the database has already done.
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../../integrations/storage/media-storage';

/** Where pin images are stored, and where a failure to remove one is told. */
export interface PinImageStore {
  media: MediaStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export async function removePinImages(
  options: PinImageStore & { imageKeys: (string | null)[] },
): Promise<void> {
  const keys = options.imageKeys.filter((key): key is string => key !== null);
  const results = await Promise.allSettled(keys.map((key) => options.media.remove(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      options.log.warn({ err: result.reason, imageKey: keys[index] }, 'pin image not removed');
    }
  });
}
