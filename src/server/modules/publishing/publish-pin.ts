// Publishes one pin to Pinterest, exactly once: claimed first (publishing-claim.ts), so a second
// worker gets no row, and a pin whose earlier attempt may have reached Pinterest is looked for on
// the board before it is posted again. A refusal is settled in publishing-failure.ts.
import { AppError } from '../../app-error';
import { isUniqueViolation } from '../../db/errors';
import type { PinRow } from '../../db/schema';
import { PinterestError } from '../../integrations/pinterest/errors';
import type { Pin } from '../../integrations/pinterest/types';
import { type Actor, SYSTEM_ACTOR } from '../activity';
import { withPinterestClient } from '../pinterest';
import { findPostedPin } from './find-posted-pin';
import { type BatchClaim, type ClaimedPin, claimPin, release, withLease } from './publishing-claim';
import type { PublishingDeps } from './publishing-deps';
import { settleFailure } from './publishing-failure';
import { type PublishResult, recordPublished } from './publishing-outcome';

const IMAGE_MISSING_MESSAGE =
  'The pin’s image cannot be read where it is being published; it will be tried again';
const TAKEN_MESSAGE = 'The Pinterest pin found for this pin is another pin’s; it will be looked for again';

/**
 * A pin whose image this process cannot read waits this long before it is claimed again: a
 * configuration fault (a worker with a DATA_DIR of its own), never a reason to fail the pin.
 * @internal for tests and benchmarks, not production code
 */
export const IMAGE_MISSING_RETRY_SECONDS = 120;

/**
 * The pin's image is not in this process's media storage. The pin is scheduled again (to be
 * claimed after IMAGE_MISSING_RETRY_SECONDS, the claim not counted); the job logs it as an error.
 */
export class ImageMissingError extends Error {
  override name = 'ImageMissingError';
  readonly retryAfterSeconds = IMAGE_MISSING_RETRY_SECONDS;
  constructor(
    readonly pinId: string,
    /** Where the image was looked for (the file), for the operator; never shown to the person. */
    readonly location: string,
  ) {
    super(IMAGE_MISSING_MESSAGE);
  }
}

/** Outcomes of a post whose result Pinterest did not tell us: the pin may exist. */
const AMBIGUOUS = new Set(['timeout', 'network', 'server']);

export async function publishPin(
  deps: PublishingDeps,
  options: {
    pinId: string;
    /**
     * A person's own "publish now" (publish-now.ts), which the auto_publishing_enabled flag does
     * not stop: the flag pauses the automatic publisher only (ADR 0019). Left out: the queue's job.
     */
    manual?: boolean;
    /** Who publishes, for the activity log: the member of a "publish now"; left out, the system. */
    actor?: Actor;
    /** The queue's workers claim the pins of a batch in one statement; never with `manual`. */
    batchClaim?: BatchClaim;
  },
): Promise<PublishResult> {
  const batched = options.batchClaim && !options.manual ? await options.batchClaim(options.pinId) : null;
  const taken = batched ?? (await claimPin(deps, options));
  if (!('claimed' in taken)) return taken;
  return publishClaimed(deps, taken, options.actor ?? SYSTEM_ACTOR);
}

/** Posts a claimed pin and records the outcome; the pin is given back on anything unexpected. */
async function publishClaimed(
  deps: PublishingDeps,
  { claimed, boardId, connectionId }: ClaimedPin,
  actor: Actor,
): Promise<PublishResult> {
  const { db } = deps;
  try {
    const image = claimed.imageKey ? await deps.media.read(claimed.imageKey) : null;
    if (!image) {
      // Not the pin's fault: this process does not see the media the server stored (workers must
      // share DATA_DIR/media). It waits, scheduled, and the claim does not count as an attempt.
      await release(deps, claimed, IMAGE_MISSING_RETRY_SECONDS, { uncount: true });
      throw new ImageMissingError(
        claimed.id,
        claimed.imageKey ? deps.media.locate(claimed.imageKey) : 'no image key on the pin',
      );
    }
    const posted = await withLease(deps, claimed, () =>
      post(deps, claimed, { boardId, connectionId }, image),
    );
    if (posted instanceof PinterestError)
      return await settleFailure(deps, { claimed, connectionId }, posted, actor);
    let done: PinRow | undefined;
    try {
      done = await recordPublished(db, claimed, {
        pinterestPinId: posted.id,
        at: deps.clock.now(),
        clearRetryWait: true,
        actor,
      });
    } catch (error) {
      // Another pin holds that Pinterest pin (a twin's reconciliation took it first): this one
      // goes back to scheduled, and its next claim looks again among the pins nobody holds.
      if (!isUniqueViolation(error)) throw error;
      await release(deps, claimed);
      return { outcome: 'skipped', reason: TAKEN_MESSAGE };
    }
    return { outcome: 'posted', pin: done ?? claimed };
  } catch (error) {
    // Anything unexpected (the database, the connection gone): give the pin back, report.
    await release(deps, claimed);
    if (error instanceof AppError && error.code === 'conflict')
      return { outcome: 'skipped', reason: error.message };
    throw error;
  }
}

/** The Pinterest pin, or the PinterestError that stopped it. Other errors are thrown. */
async function post(
  deps: PublishingDeps,
  pin: PinRow,
  { boardId, connectionId }: Omit<ClaimedPin, 'claimed'>,
  image: Buffer,
): Promise<Pin | PinterestError> {
  const imageUrl = pin.imageKey ? deps.media.internetUrl(pin.imageKey) : null;
  return withPinterestClient(
    {
      ...deps,
      workspaceId: pin.workspaceId,
      // The claim saw the connection live in the same statement; one read fewer per pin.
      checkedConnectionId: connectionId,
      ...(deps.pinterestTimeoutMs ? { timeoutMs: deps.pinterestTimeoutMs } : {}),
    },
    async (client) => {
      try {
        // An earlier claim may have reached Pinterest (a lost answer, a worker that died).
        if (pin.publishAttempts > 1) {
          const earlier = await findPostedPin(deps.db, client, boardId, pin);
          if (earlier) return earlier;
        }
        return await client.createPin({
          boardId,
          title: pin.title,
          description: pin.description,
          altText: pin.altText,
          link: pin.link ?? undefined,
          // From a public bucket (S3_PUBLIC_URL) Pinterest fetches the image itself (ADR 0023).
          image: imageUrl
            ? { url: imageUrl }
            : { base64: image.toString('base64'), contentType: 'image/png' },
        });
      } catch (error) {
        if (!(error instanceof PinterestError)) throw error;
        if (AMBIGUOUS.has(error.kind)) {
          // Resolve it now if Pinterest answers; otherwise the next attempt looks first anyway.
          const created = await findPostedPin(deps.db, client, boardId, pin).catch(() => null);
          if (created) return created;
        }
        return error;
      }
    },
  );
}
