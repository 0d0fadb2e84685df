// One connected account's daily collection (ADR 0041): its own figures, then its published pins'
// (up to 90 days old) in batches of up to 100 a call, each day stored by replacing what was there.
// It never hammers Pinterest: a budget of calls per run, and after a 429 it stops and asks to go
// on after Retry-After, from the pin where it stopped. A revoked connection pauses it.
import { AppError } from '../../app-error';
import type { DailyFigures } from '../../integrations/pinterest/analytics';
import type { PinterestClient } from '../../integrations/pinterest/client';
import { PinterestError } from '../../integrations/pinterest/errors';
import { reconnectMessage, withPinterestClient } from '../pinterest';
import type { AnalyticsDeps } from './analytics-deps';
import { recordCollection, saveAccountDays, savePinDays } from './analytics-writes';
import {
  type CollectedPin,
  type CollectionTarget,
  collectionRange,
  findCollectionTarget,
  pinsToCollect,
} from './collection-plan';

/** Pinterest's most pins per GET /pins/analytics. */
const PINS_PER_CALL = 100;
/** Calls one run may make for one account: 50 calls are 5,000 pins, well inside Pinterest's limits. */
const CALLS_PER_RUN = 50;
/** A run that used its budget goes on this much later. */
const BUDGET_PAUSE_SECONDS = 15 * 60;
/** A 429 without Retry-After waits this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export const PAUSED_PREFIX = 'Analytics collection is paused: ';
/** @internal for tests and benchmarks, not production code */
export const RATE_LIMITED_MESSAGE = 'Pinterest asked Pinloom to slow down; collection goes on shortly.';

export type CollectionResult =
  | { outcome: 'collected'; pins: number; missing: number }
  | { outcome: 'later'; afterSeconds: number; reason: 'rate_limited' | 'budget' }
  | { outcome: 'paused' | 'failed'; message: string }
  | { outcome: 'skipped' };

/** The limits of one run, smaller in tests. */
export interface CollectionLimits {
  callsPerRun?: number;
  pinsPerCall?: number;
}

export async function collectAccountAnalytics(
  deps: AnalyticsDeps,
  options: { connectionId: string; limits?: CollectionLimits },
): Promise<CollectionResult> {
  const now = deps.clock.now();
  const target = await findCollectionTarget(deps.db, options.connectionId);
  if (!target) return { outcome: 'skipped' };
  const { connection } = target;
  if (connection.status !== 'connected') return pause(deps, target, now);
  const resumeAfter = target.state?.resumeAfter;
  if (resumeAfter && resumeAfter > now) {
    return {
      outcome: 'later',
      afterSeconds: Math.ceil((resumeAfter.getTime() - now.getTime()) / 1000),
      reason: 'rate_limited',
    };
  }
  await recordCollection(deps.db, connection, { lastRunAt: now }, now);
  const run = new Run(deps, target, now, options.limits ?? {});
  return withPinterestClient(
    {
      db: deps.db,
      pinterest: deps.pinterest,
      appSecret: deps.appSecret,
      workspaceId: connection.workspaceId,
      clock: deps.clock,
      checkedConnectionId: connection.id,
      ...(deps.pinterestTimeoutMs ? { timeoutMs: deps.pinterestTimeoutMs } : {}),
    },
    (client) => run.go(client),
  );
}

async function pause(deps: AnalyticsDeps, target: CollectionTarget, now: Date): Promise<CollectionResult> {
  const message = `${PAUSED_PREFIX}${reconnectMessage()}`;
  await recordCollection(deps.db, target.connection, { status: 'paused', message, resumeAfter: null }, now);
  return { outcome: 'paused', message };
}

/** One run's progress: how many of its pins are done and how many calls it has made. */
class Run {
  private calls = 0;
  private done: number;
  private missing = 0;
  private readonly callsPerRun: number;
  private readonly pinsPerCall: number;

  constructor(
    private readonly deps: AnalyticsDeps,
    private readonly target: CollectionTarget,
    private readonly now: Date,
    limits: CollectionLimits,
  ) {
    this.done = target.state?.resumeAfter ? target.state.cursor : 0;
    this.callsPerRun = limits.callsPerRun ?? CALLS_PER_RUN;
    this.pinsPerCall = Math.min(limits.pinsPerCall ?? PINS_PER_CALL, PINS_PER_CALL);
  }

  async go(client: PinterestClient): Promise<CollectionResult> {
    const range = collectionRange(this.target, this.now);
    const pins = await pinsToCollect(this.deps.db, this.target, this.now);
    try {
      // A run going on after a wait has read the account's own figures already.
      if (this.done === 0) await this.readAccount(client, range);
      while (this.done < pins.length) {
        if (this.calls >= this.callsPerRun) return this.later(BUDGET_PAUSE_SECONDS, 'budget');
        const batch = pins.slice(this.done, this.done + this.pinsPerCall);
        await this.readBatch(client, batch, range);
        this.done += batch.length;
      }
    } catch (error) {
      return this.failure(error);
    }
    await recordCollection(
      this.deps.db,
      this.target.connection,
      {
        status: 'ok',
        message:
          this.missing > 0 ? `Pinterest had no figures for ${this.missing} of ${pins.length} pins.` : null,
        lastCollectedAt: this.now,
        resumeAfter: null,
        cursor: 0,
      },
      this.now,
    );
    return { outcome: 'collected', pins: pins.length - this.missing, missing: this.missing };
  }

  private async readAccount(
    client: PinterestClient,
    range: Parameters<PinterestClient['accountAnalytics']>[0],
  ) {
    this.calls++;
    try {
      await saveAccountDays(
        this.deps.db,
        this.target.connection,
        await client.accountAnalytics(range),
        this.now,
      );
    } catch (error) {
      // Pinterest refuses account figures to some accounts (403): the pins' own still count.
      if (!(error instanceof PinterestError && error.kind === 'client')) throw error;
    }
  }

  /** One GET /pins/analytics; when Pinterest refuses the batch as a whole, each pin on its own. */
  private async readBatch(
    client: PinterestClient,
    batch: CollectedPin[],
    range: Parameters<PinterestClient['accountAnalytics']>[0],
  ) {
    this.calls++;
    let answer: Map<string, DailyFigures[]>;
    try {
      answer = await client.multiPinAnalytics(
        batch.map((pin) => pin.pinterestPinId),
        range,
      );
    } catch (error) {
      if (!(error instanceof PinterestError && error.kind === 'client')) throw error;
      answer = await this.readOneByOne(client, batch, range);
    }
    for (const pin of batch) {
      const days = answer.get(pin.pinterestPinId);
      // A partial answer: what came is stored, a pin left out keeps what it had.
      if (days === undefined) this.missing++;
      else await savePinDays(this.deps.db, pin, days, this.now);
    }
  }

  private async readOneByOne(
    client: PinterestClient,
    batch: CollectedPin[],
    range: Parameters<PinterestClient['accountAnalytics']>[0],
  ) {
    const answer = new Map<string, DailyFigures[]>();
    for (const pin of batch) {
      // Inside the budget too: a refused batch must not turn into a hundred calls at once.
      if (this.calls >= this.callsPerRun) break;
      this.calls++;
      try {
        answer.set(pin.pinterestPinId, await client.pinAnalytics(pin.pinterestPinId, range));
      } catch (error) {
        // The pin is gone from Pinterest (404) or refused: the others go on.
        if (!(error instanceof PinterestError && error.kind === 'client')) throw error;
      }
    }
    return answer;
  }

  private async later(afterSeconds: number, reason: 'rate_limited' | 'budget'): Promise<CollectionResult> {
    await recordCollection(
      this.deps.db,
      this.target.connection,
      {
        resumeAfter: new Date(this.now.getTime() + afterSeconds * 1000),
        cursor: this.done,
        ...(reason === 'rate_limited' ? { message: RATE_LIMITED_MESSAGE } : {}),
      },
      this.now,
    );
    return { outcome: 'later', afterSeconds, reason };
  }

  private async failure(error: unknown): Promise<CollectionResult> {
    if (error instanceof PinterestError && error.kind === 'rate_limited') {
      return this.later(Math.max(1, error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS), 'rate_limited');
    }
    const revoked =
      (error instanceof PinterestError &&
        (error.kind === 'unauthorized' || error.kind === 'invalid_grant')) ||
      (await findCollectionTarget(this.deps.db, this.target.connection.id))?.connection.status !==
        'connected';
    if (revoked) return pause(this.deps, this.target, this.now);
    if (!(error instanceof PinterestError || error instanceof AppError)) throw error;
    const message = `Analytics collection failed: ${error.message}`;
    // The next run starts afresh; the days stored so far stay (they are replaced, not added to).
    await recordCollection(
      this.deps.db,
      this.target.connection,
      { status: 'failed', message, resumeAfter: null, cursor: 0 },
      this.now,
    );
    return { outcome: 'failed', message };
  }
}
