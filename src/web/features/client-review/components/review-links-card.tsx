// 'Client reviews' (ADR 0032), under the pins on the review page: every link the workspace shared,
// whether it still works, and what the client decided on each pin, by name; open links can be
// withdrawn.

import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DECISION_LABELS, type ReviewLinkDto } from '../../../../shared/api/client-review';
import { stripQuotes } from '../../../../shared/api/pins';
import { useWorkspaceTimeZone } from '../../../api/get-usage';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatZonedDateTime } from '../../../lib/zoned-time';
import { useReviewLinks, useWithdrawReviewLink } from '../api/review-links';

/** @internal for tests and benchmarks, not production code */
export const NO_LINKS_MESSAGE = 'No links shared yet. Select pins above and choose Share for approval.';
const LOAD_FAILED = 'Your client reviews could not be loaded. Please reload the page.';
const WITHDRAW_FAILED = 'The link could not be withdrawn. Please try again.';

const STATE_BADGES: Record<ReviewLinkDto['state'], { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  expired: { label: 'Expired', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
  revoked: { label: 'Withdrawn', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

const DECISION_COLOURS = {
  approved: 'text-emerald-800',
  changes_requested: 'text-amber-800',
  rejected: 'text-red-700',
} as const;

/** `canWithdraw`: the person may withdraw links (editors and up, ADR 0032); others only read them. */
export function ReviewLinksCard({
  className = '',
  canWithdraw = true,
}: {
  className?: string;
  canWithdraw?: boolean;
}) {
  const links = useReviewLinks();
  const withdraw = useWithdrawReviewLink();
  const { confirm, dialog } = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);

  async function onWithdraw(link: ReviewLinkDto) {
    const sure = await confirm({
      title: `Withdraw “${link.name}”?`,
      description: 'The link stops working at once. The decisions made so far stay.',
      confirmLabel: 'Withdraw link',
    });
    if (!sure) return;
    setProblem(null);
    withdraw.mutate(link.id, {
      onSuccess: () => toast.success(`“${link.name}” was withdrawn.`),
      onError: (error) => setProblem(errorMessage(error, WITHDRAW_FAILED)),
    });
  }

  return (
    <SectionCard
      headingId="client-reviews"
      icon={MessageSquareText}
      title="Client reviews"
      description="Links you shared with clients, and what they decided on each pin."
      className={className}
    >
      {links.isPending ? (
        <LoadingBlock label="Loading client reviews" />
      ) : links.isError ? (
        <div className="mt-5">
          <FormAlert message={errorMessage(links.error, LOAD_FAILED)} />
        </div>
      ) : links.data.length === 0 ? (
        <p className="mt-5 text-sm text-slate-600">{NO_LINKS_MESSAGE}</p>
      ) : (
        <div className="mt-5 space-y-3">
          <FormAlert message={problem} />
          <ul aria-label="Shared links" className="space-y-3">
            {links.data.map((link) => (
              <LinkItem
                key={link.id}
                link={link}
                withdrawing={withdraw.isPending && withdraw.variables === link.id}
                onWithdraw={canWithdraw ? () => void onWithdraw(link) : undefined}
              />
            ))}
          </ul>
        </div>
      )}
      {dialog}
    </SectionCard>
  );
}

function LinkItem({
  link,
  withdrawing,
  onWithdraw,
}: {
  link: ReviewLinkDto;
  withdrawing: boolean;
  /** Absent: the person may not withdraw it. */
  onWithdraw?: (() => void) | undefined;
}) {
  const timeZone = useWorkspaceTimeZone();
  const badge = STATE_BADGES[link.state];
  const headingId = `review-link-${link.id}`;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <article aria-labelledby={headingId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span className="break-words">{link.name}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}
              >
                {badge.label}
              </span>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              Shared by {link.created_by ?? 'a former member'} on{' '}
              {formatZonedDateTime(link.created_at, timeZone)}
              {' · '}
              {link.state === 'expired' ? 'expired' : 'works until'}{' '}
              {formatZonedDateTime(link.expires_at, timeZone)}
            </p>
          </div>
          {link.state === 'open' && onWithdraw && (
            <Button
              variant="ghost"
              size="sm"
              className="self-start text-red-700 hover:bg-red-50"
              disabled={withdrawing}
              onClick={onWithdraw}
              aria-label={`Withdraw ${link.name}`}
            >
              {withdrawing ? 'Withdrawing...' : 'Withdraw'}
            </Button>
          )}
        </div>
        <ul aria-label={`Pins of ${link.name}`} className="mt-3 divide-y divide-slate-100 text-sm">
          {link.pins.map((pin) => (
            <li key={pin.pin_id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
              <span className="min-w-0 flex-1 font-medium break-words text-slate-800">
                {stripQuotes(pin.title) || 'Untitled pin'}
              </span>
              <span className="sm:max-w-[60%] sm:text-right">
                {pin.decision ? (
                  <>
                    <span className={`font-semibold ${DECISION_COLOURS[pin.decision]}`}>
                      {DECISION_LABELS[pin.decision]}
                    </span>
                    {pin.decided_by && <span className="text-slate-700"> by {pin.decided_by}</span>}
                    {pin.comment && (
                      <span className="mt-0.5 block break-words text-slate-700">“{pin.comment}”</span>
                    )}
                  </>
                ) : (
                  <span className="text-slate-500">Waiting for the client</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}
