// The 'check-feeds' job's work (jobs/feed-jobs.ts): reads the feeds whose time has come, each on
// its own (one feed's failure is written on it and the others go on), then makes pins from the
// articles waiting on every board.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { users, workspaces } from '../../db/schema';
import { boardFeeds } from '../../db/schema-content';
import type { Outbound } from '../../integrations/outbound/outbound';
import type { GenerationContext } from '../generation';
import { checkFeed } from './check-feed';
import { type FeedLog, type FeedPinsMade, makeFeedPins } from './make-feed-pins';

/** Feeds read in one run; the rest stay due and come first next run. Each read takes at most 15 s. */
const MAX_FEEDS_PER_RUN = 40;

interface FeedsChecked extends FeedPinsMade {
  checked: number;
  failing: number;
  newItems: number;
}

export async function checkDueFeeds(
  context: GenerationContext & { outbound: Pick<Outbound, 'fetchFeed'> },
  options: { now: Date; log: FeedLog },
): Promise<FeedsChecked> {
  const { db } = context;
  // The feeds of a suspended workspace, or of one whose paying owner is deleted or suspended, are
  // not read: nothing would be made from them (a workspace follows that account, ADR 0032).
  const due = await db
    .select({ feed: boardFeeds })
    .from(boardFeeds)
    .innerJoin(workspaces, eq(workspaces.id, boardFeeds.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(
      and(
        lte(boardFeeds.nextCheckAt, options.now),
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
        isNull(workspaces.suspendedAt),
      ),
    )
    .orderBy(asc(boardFeeds.nextCheckAt), asc(boardFeeds.id))
    .limit(MAX_FEEDS_PER_RUN);
  let failing = 0;
  let newItems = 0;
  for (const { feed } of due) {
    try {
      const check = await checkFeed({ db, outbound: context.outbound, feed, now: options.now });
      if (check.error) failing += 1;
      newItems += check.newItems;
    } catch (error) {
      // A bug of ours with one feed must not keep the others from being read.
      options.log.error({ err: error, feedId: feed.id }, 'checking a feed failed');
      failing += 1;
    }
  }
  const made = await makeFeedPins(context, options);
  return { checked: due.length, failing, newItems, ...made };
}
