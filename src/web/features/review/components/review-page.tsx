// /review, 'Review Pins' (docs/product.md §2): the generated pins, oldest first, to edit inline,
// delete, or approve into the schedule, one by one or several at once; a click on an image
// zooms it. Questions and failures use the app's own dialog and toasts.

import { ClipboardCheck, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Pin } from '../../../../shared/api/pins';
import { useDeletePin } from '../../../api/delete-pin';
import { useBoards } from '../../../api/get-boards';
import { useWorkspaceTimeZone } from '../../../api/get-usage';
import type { UpdatePinBody } from '../../../api/update-pin';
import { ButtonLink } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { ImageZoom } from '../../../components/ui/image-zoom';
import { LoadingSkeleton } from '../../../components/ui/loading-block';
import { PAGE_TITLE_ID, PageHeader } from '../../../components/ui/page-header';
import { pinAlt } from '../../../components/ui/pin-image';
import { showFailureToast } from '../../../lib/failure-toast';
import { reportFailure, useReportedFailure } from '../../../lib/report-failure';
import { useDocumentTitle } from '../../../lib/use-document-title';

import { useApprovePin } from '../api/approve-pin';
import { useBulkApprovePins } from '../api/bulk-approve-pins';
import { useReviewPins } from '../api/get-review-pins';
import { useUpdatePin } from '../api/update-pin';
import {
  APPROVE_PIN_ERROR,
  approvedMessage,
  bestHoursMessage,
  bestHoursPinsMessage,
  DELETE_PIN_CONFIRMATION,
  DELETE_PIN_ERROR,
  notApprovedReason,
  pinDisplayText,
  pinFailure,
  scheduledCountMessage,
  spacedPinsMessage,
  UPDATE_PIN_ERROR,
} from '../utils/pin-messages';
import { BulkApproveBar } from './bulk-approve-bar';
import { NotApprovedNotice, type NotApprovedPin } from './not-approved-notice';
import { type PinBusy, ReviewPinCard } from './review-pin-card';

const LOAD_PINS_ERROR = 'Your pins could not be loaded. Please reload the page.';

/**
 * What the person's role in the workspace allows here, from the app layer (ADR 0032); what is not
 * allowed is left out, and the page's notice says why. The server refuses it anyway.
 */
export interface ReviewAccess {
  /** Edit a pin's words, board and wanted time (contributors and up). */
  edit: boolean;
  /** Approve into the schedule, one or several, and delete (editors and up). */
  approve: boolean;
}

const FULL_ACCESS: ReviewAccess = { edit: true, approve: true };

/**
 * `notice`: why nothing may publish (the Pinterest connection) and what the role leaves out;
 * `selectionActions`: more to do with the chosen pins (share them with a client). Both from the app layer.
 */
export default function ReviewPage({
  notice,
  access = FULL_ACCESS,
  selectionActions,
}: {
  notice?: ReactNode;
  access?: ReviewAccess;
  selectionActions?: (selected: Pin[]) => ReactNode;
} = {}) {
  const timeZone = useWorkspaceTimeZone();
  useDocumentTitle('Review Pins');
  const navigate = useNavigate();
  const pinsQuery = useReviewPins();
  const boardsQuery = useBoards();
  const updatePin = useUpdatePin();
  const deletePin = useDeletePin();
  const approvePin = useApprovePin();
  const bulkApprove = useBulkApprovePins();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState<Pin | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [notApproved, setNotApproved] = useState<NotApprovedPin[]>([]);

  useReportedFailure(boardsQuery.error, 'Loading the boards failed');

  const pins = pinsQuery.data ?? [];
  const boards = boardsQuery.data ?? [];
  // A pin that left the list (approved, deleted) is no longer chosen.
  const selected = pins.filter((pin) => selectedIds.has(pin.id));

  function select(pin: Pin, chosen: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (chosen) next.add(pin.id);
      else next.delete(pin.id);
      return next;
    });
  }

  function onBulkApprove() {
    // In list order, oldest first, so the oldest pins get the earliest slots.
    const chosen = selected;
    const titles = new Map(chosen.map((pin) => [pin.id, pinDisplayText(pin).title]));
    setNotApproved([]);
    bulkApprove.mutate(
      chosen.map((pin) => pin.id),
      {
        onSuccess: ({ approved, not_approved, notices, reasons = [] }) => {
          setSelectedIds(new Set());
          if (approved.some((pin) => pin.id === editingId)) setEditingId(null);
          if (approved.length > 0) {
            const why = [
              bestHoursPinsMessage(reasons, approved.length),
              spacedPinsMessage(notices.map(({ notice }) => notice)),
            ].filter(Boolean);
            toast.success(scheduledCountMessage(approved.length), {
              ...(why.length > 0 && { description: why.join(' ') }),
              action: { label: 'Open Timeline', onClick: () => void navigate('/timeline') },
            });
          }
          setNotApproved(
            not_approved.map(({ pin_id, error }) => ({
              id: pin_id,
              title: titles.get(pin_id) ?? 'A pin',
              reason: notApprovedReason(error),
            })),
          );
        },
        onError: (error) => {
          reportFailure('Approving the pins failed', error);
          showFailureToast(pinFailure(APPROVE_PIN_ERROR, error));
        },
      },
    );
  }

  function busyFor(pin: Pin): PinBusy {
    if (updatePin.isPending && updatePin.variables?.id === pin.id) return 'saving';
    if (deletePin.isPending && deletePin.variables?.id === pin.id) return 'deleting';
    if (approvePin.isPending && approvePin.variables?.id === pin.id) return 'approving';
    if (bulkApprove.isPending && bulkApprove.variables?.includes(pin.id)) return 'approving';
    return null;
  }

  function onSave(pin: Pin, body: UpdatePinBody) {
    if (Object.keys(body).length === 0) {
      setEditingId(null);
      return;
    }
    updatePin.mutate(
      { id: pin.id, ...body },
      {
        onSuccess: () => {
          setEditingId(null);
          toast.success('Pin updated');
        },
        onError: (error) => {
          reportFailure('Updating the pin failed', error);
          showFailureToast(pinFailure(UPDATE_PIN_ERROR, error));
        },
      },
    );
  }

  async function onDelete(pin: Pin) {
    const sure = await confirm({
      title: DELETE_PIN_CONFIRMATION,
      description: 'The pin and its image are deleted. This cannot be undone.',
      confirmLabel: 'Delete pin',
    });
    if (!sure) return;
    deletePin.mutate(pin, {
      onSuccess: () => {
        if (editingId === pin.id) setEditingId(null);
        toast.success('Pin deleted');
      },
      onError: (error) => {
        reportFailure('Deleting the pin failed', error);
        toast.error(DELETE_PIN_ERROR);
      },
    });
  }

  function onApprove(pin: Pin) {
    approvePin.mutate(
      { id: pin.id },
      {
        onSuccess: ({ pin: approved, notice, reason }) => {
          // Why the pin is at its time: the workspace's best hours (ADR 0045), and why it is later
          // than usual: another pin of its board links to the same page.
          const why = [reason && bestHoursMessage(reason), notice].filter(Boolean);
          toast.success(approvedMessage(approved.scheduled_time, timeZone), {
            ...(why.length > 0 && { description: why.join(' ') }),
            action: { label: 'Open Timeline', onClick: () => void navigate('/timeline') },
          });
        },
        onError: (error) => {
          reportFailure('Approving the pin failed', error);
          showFailureToast(pinFailure(APPROVE_PIN_ERROR, error));
        },
      },
    );
  }

  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeader
        title="Review Pins"
        description="Check each new pin before it joins your schedule: polish its words, move it to another board, pick a time, then approve it, or delete what you do not want."
        aside={
          pins.length > 0 && (
            <p className="text-sm font-medium text-slate-700" aria-live="polite">
              {pins.length === 1 ? '1 pin to review' : `${pins.length} pins to review`}
            </p>
          )
        }
      />
      {notice}

      <div className="mt-8 space-y-5">
        <NotApprovedNotice pins={notApproved} onDismiss={() => setNotApproved([])} />
        {pinsQuery.isPending ? (
          <ReviewSkeleton />
        ) : pinsQuery.isError ? (
          <FormAlert message={LOAD_PINS_ERROR} />
        ) : pins.length === 0 ? (
          <NoPins />
        ) : (
          <div className="space-y-5">
            {access.approve && (
              <>
                <BulkApproveBar
                  total={pins.length}
                  selected={selected.length}
                  approving={bulkApprove.isPending}
                  onSelectAll={(all) => setSelectedIds(new Set(all ? pins.map((pin) => pin.id) : []))}
                  onApprove={onBulkApprove}
                />
                {selectionActions?.(selected)}
              </>
            )}
            <ul aria-label="Pins to review" className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {pins.map((pin) => (
                <ReviewPinCard
                  key={pin.id}
                  pin={pin}
                  boards={boards}
                  editing={editingId === pin.id}
                  busy={busyFor(pin)}
                  onCancelEdit={() => setEditingId(null)}
                  onSave={(body) => onSave(pin, body)}
                  {...(access.edit && { onEdit: () => setEditingId(pin.id) })}
                  {...(access.approve && {
                    onDelete: () => void onDelete(pin),
                    onApprove: () => onApprove(pin),
                  })}
                  onZoom={() => setZoomed(pin)}
                  selected={selectedIds.has(pin.id)}
                  onSelectedChange={(chosen) => select(pin, chosen)}
                />
              ))}
            </ul>
          </div>
        )}
      </div>

      <ImageZoom
        src={zoomed?.filepath ?? null}
        alt={zoomed ? pinAlt(zoomed) : ''}
        onClose={() => setZoomed(null)}
      />
      {confirmDialog}
    </section>
  );
}

function ReviewSkeleton() {
  return (
    <LoadingSkeleton
      label="Loading pins"
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
      cardClassName="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="h-72 animate-pulse bg-slate-100" />
      <div className="p-5">
        <div className="h-5 w-24 animate-pulse rounded-full bg-brand-50" />
        <div className="mt-4 h-4 w-3/4 animate-pulse rounded-full bg-slate-200" />
        <div className="mt-3 h-3 w-full animate-pulse rounded-full bg-slate-100" />
        <div className="mt-2 h-3 w-5/6 animate-pulse rounded-full bg-slate-100" />
        <div className="mt-6 flex gap-2">
          <div className="h-8 w-16 animate-pulse rounded-full bg-slate-100" />
          <div className="h-8 w-20 animate-pulse rounded-full bg-slate-100" />
          <div className="ml-auto h-8 w-24 animate-pulse rounded-full bg-slate-200" />
        </div>
      </div>
    </LoadingSkeleton>
  );
}

function NoPins() {
  return (
    <EmptyState
      icon={ClipboardCheck}
      title="No pins to review"
      description="Generate pins from the Boards page; each new pin waits here until you approve it."
    >
      <ButtonLink to="/boards" className="mt-6">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        Generate pins
      </ButtonLink>
    </EmptyState>
  );
}
