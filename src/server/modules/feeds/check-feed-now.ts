// "Check now" on a board's feed: the same read as the job's, at once, answered with the feed.
import type { Feed } from '../../../shared/api/feeds';
import type { Outbound } from '../../integrations/outbound/outbound';
import { checkFeed } from './check-feed';
import { feedDtoOf } from './feed-dto';
import { findFeed, type WorkspaceFeed } from './find-feed';

export async function checkFeedNow(
  options: WorkspaceFeed & { outbound: Pick<Outbound, 'fetchFeed'>; now: Date },
): Promise<Feed> {
  const feed = await findFeed(options);
  const check = await checkFeed({ ...options, feed, now: options.now });
  return feedDtoOf(options.db, check.feed);
}
