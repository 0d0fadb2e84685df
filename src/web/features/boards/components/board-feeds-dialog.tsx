// A board's feeds and sitemaps: follow one by its address, see each one's kind,
// last check and last error in words, check it now or remove it, and set how many new articles
// a day become pins.
import { CircleAlert, Rss } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import type { Board } from '../../../../shared/api/boards';
import { FEED_KIND_LABELS, type Feed, MAX_FEED_PINS_PER_DAY } from '../../../../shared/api/feeds';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { SelectField } from '../../../components/ui/select-field';
import { failureToast, showFailureToast, toastOnFailure } from '../../../lib/failure-toast';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useAddBoardFeed } from '../api/add-board-feed';
import { useCheckBoardFeed } from '../api/check-board-feed';
import { useBoardFeeds } from '../api/get-board-feeds';
import { useRemoveBoardFeed } from '../api/remove-board-feed';
import { useUpdateFeedSettings } from '../api/update-feed-settings';

/** @internal for tests and benchmarks, not production code */
export const FEEDS_DESCRIPTION =
  'New articles from your blog’s feed or your site’s sitemap become pins in Review, linking to the article.';
const ADD_FEED_ERROR = 'Could not follow this address. Please try again.';
/** @internal for tests and benchmarks, not production code */
export const NO_FEEDS = 'This board follows no feeds yet.';
/** @internal for tests and benchmarks, not production code */
export const ALLOWANCE_USED_UP =
  'Your plan’s pins are used up for now. New articles wait and become pins when more are available.';
const LOAD_ERROR = 'Could not load this board’s feeds. Please try again.';

export function BoardFeedsDialog({ board, onClose }: { board: Board | null; onClose: () => void }) {
  return (
    <Dialog
      open={board !== null}
      onClose={onClose}
      title={board ? `Feeds for “${board.name}”` : 'Feeds'}
      description={FEEDS_DESCRIPTION}
      icon={<Rss className="h-5 w-5" aria-hidden="true" />}
      size="lg"
    >
      {board && <FeedsPanel board={board} />}
    </Dialog>
  );
}

function FeedsPanel({ board }: { board: Board }) {
  const feedsQuery = useBoardFeeds(board.id);
  const add = useAddBoardFeed();
  const settings = useUpdateFeedSettings();
  const [url, setUrl] = useState('');

  function onAdd(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { boardId: board.id, url },
      {
        onSuccess: (feed) => {
          setUrl('');
          toast.success(`Now following ${feed.url}`);
        },
      },
    );
  }

  function onPerDay(value: number) {
    settings.mutate(
      { boardId: board.id, perDay: value },
      { onError: toastOnFailure('Could not save new articles a day.') },
    );
  }

  const data = feedsQuery.data;
  const waiting = data?.feeds.some((feed) => feed.items.pending > 0) ?? false;
  return (
    <div className="space-y-6 px-5 py-5 sm:px-6">
      <FormAlert message={add.error ? readableErrorMessage(add.error, ADD_FEED_ERROR) : null} />
      <form onSubmit={onAdd} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label="Feed or sitemap address"
          name="feed_url"
          type="url"
          required
          placeholder="https://yourblog.com/feed.xml"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          hint="RSS, Atom or an XML sitemap. Its newest articles, up to the number a day below, become pins; older ones are left out."
        />
        <Button type="submit" disabled={add.isPending || url.trim() === ''} className="sm:mt-[1.625rem]">
          {add.isPending ? 'Reading…' : 'Follow'}
        </Button>
      </form>

      {feedsQuery.isPending ? (
        <LoadingBlock label="Loading feeds" />
      ) : !data ? (
        <FormAlert message={LOAD_ERROR} />
      ) : (
        <>
          <SelectField
            label="New articles a day"
            name="feed_pins_per_day"
            value={data.feed_pins_per_day}
            disabled={settings.isPending}
            onChange={(event) => onPerDay(Number(event.target.value))}
            hint="At most this many articles a day become pins, within your plan."
          >
            {Array.from({ length: MAX_FEED_PINS_PER_DAY }, (_, k) => k + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
          {data.allowance_used_up && waiting && <Notice text={ALLOWANCE_USED_UP} />}
          {data.feeds.length === 0 ? (
            <p className="text-sm text-slate-600">{NO_FEEDS}</p>
          ) : (
            <ul aria-label="Followed feeds" className="divide-y divide-slate-200">
              {data.feeds.map((feed) => (
                <FeedRow key={feed.id} boardId={board.id} feed={feed} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function FeedRow({ boardId, feed }: { boardId: string; feed: Feed }) {
  const remove = useRemoveBoardFeed();
  const check = useCheckBoardFeed();
  const busy = remove.isPending || check.isPending;
  const target = { boardId, feedId: feed.id };
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-slate-600 uppercase">
            {feed.kind ? FEED_KIND_LABELS[feed.kind] : 'Not read yet'}
          </p>
          <p className="truncate text-sm font-medium text-ink-900" title={feed.url}>
            {feed.url}
          </p>
          <p className="mt-0.5 text-xs text-slate-600">
            {feed.last_checked_at ? `Last checked ${formatTime(feed.last_checked_at)}` : 'Not checked yet'}
            {' · '}
            {feed.items.made} made into pins · {feed.items.pending} waiting
            {feed.items.failed > 0 && ` · ${feed.items.failed} could not be read`}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <FeedButton
            busy={busy}
            url={feed.url}
            onClick={() => check.mutate(target, { onError: toastFailure('Could not check the feed.') })}
          >
            {check.isPending ? 'Checking…' : 'Check now'}
          </FeedButton>
          <FeedButton
            busy={busy}
            url={feed.url}
            onClick={() =>
              remove.mutate(target, {
                onSuccess: () => toast.success('Feed removed. Pins made from it stay.'),
                onError: toastFailure('Could not remove the feed.'),
              })
            }
          >
            Remove
          </FeedButton>
        </div>
      </div>
      {feed.last_error && <Notice text={feed.last_error} />}
    </li>
  );
}

/** An onError that says `what` in a toast, with the reason. */
function toastFailure(what: string) {
  return (error: unknown) => showFailureToast(failureToast(what, error));
}

/** A button acting on one feed; a screen reader hears which feed after its label. */
function FeedButton({
  busy,
  url,
  onClick,
  children,
}: {
  busy: boolean;
  url: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" size="sm" disabled={busy} onClick={onClick}>
      {children}
      <span className="sr-only"> {url}</span>
    </Button>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p className="mt-2 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
      {text}
    </p>
  );
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
