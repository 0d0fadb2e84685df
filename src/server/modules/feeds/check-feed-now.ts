// "Check now" on a board's feed: the same read as the job's, at once, answered with the feed.
import type { Feed } from '../../../shared/api/feeds';
import type { Database } from '../../db/connection';
import type { Outbound } from '../../integrations/outbound/outbound';
import { checkFeed } from './check-feed';
import { feedDtoOf } from './feed-dto';
import { findFeed } from './find-feed';

export async function checkFeedNow(options: {
  db: Database;
  outbound: Pick<Outbound, 'fetchFeed'>;
  userId: string;
  boardId: string;
  feedId: string;
  now: Date;
}): Promise<Feed> {
  const feed = await findFeed(options);
  const check = await checkFeed({ ...options, feed, now: options.now });
  return feedDtoOf(options.db, check.feed);
}
