// /dashboard and /boards, 'Generate Amazing Pins' (docs/product.md §2): the user's boards in their
// order, drag to reorder, create, edit and delete boards, and generate a pin for a board, within
// what the plan allows. Questions and failures use the app's own dialog and toasts.
import { LayoutGrid, Plus, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Board } from '../../../../shared/api/boards';
import type { Pin } from '../../../../shared/api/pins';
import { useDeletePin } from '../../../api/delete-pin';
import { useBoards } from '../../../api/get-boards';
import { useFeatures } from '../../../api/get-features';
import { useUsage } from '../../../api/get-usage';
import type { BrandColorsSuggester } from '../../../components/ui/brand-colors-field';
import { Button } from '../../../components/ui/button';
import { type ConfirmOptions, useConfirm } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingSkeleton } from '../../../components/ui/loading-block';
import { PAGE_TITLE_ID, PageHeader } from '../../../components/ui/page-header';
import { PausedNotice } from '../../../components/ui/paused-notice';
import { reportFailure, useReportedFailure } from '../../../lib/report-failure';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteBoard } from '../api/delete-board';
import { GenerationError, isAllowanceError, useGeneratePin } from '../api/generate-pin-stream';
import { useReorderBoards } from '../api/reorder-boards';
import { boardLimitReason, pinAllowance } from '../utils/allowance';
import { AddBoardCard } from './add-board-card';
import { BoardCard } from './board-card';
import { BoardFeedsDialog } from './board-feeds-dialog';
import { BoardFormDialog } from './board-form-dialog';
import { CreateFromLinkDialog } from './create-from-link-dialog';
import { GenerationDialog, type GenerationState } from './generation-dialog';
import { SortableBoardGrid } from './sortable-board-grid';
import { UsageLine } from './usage-line';

// docs/product.md §5's question, word for word; ADR 0004 adds what happens to the pins.
/** @internal for tests and benchmarks, not production code */
export const DELETE_BOARD_CONFIRMATION = {
  title: 'Are you sure you want to delete this board?',
  description: 'Its pins will be deleted too. Pins already published stay on Pinterest.',
  confirmLabel: 'Delete board',
} satisfies ConfirmOptions;
const DELETE_BOARD_ERROR = 'Could not delete the board. Please try again.';
/** @internal for tests and benchmarks, not production code */
export const REORDER_ERROR = 'Error saving board order. Please try again.';
/** @internal for tests and benchmarks, not production code */
export const GENERATE_ERROR =
  'Error generating pin. Please check your text/image provider API key in Settings and try again.';
const DELETE_PIN_ERROR = 'Error deleting pin. Please try again.';
/** @internal for tests and benchmarks, not production code */
export const GENERATION_PAUSED_NOTICE =
  'Pin generation is paused at the moment. Your boards and the pins you have already made are all here; you can generate new pins as soon as it resumes.';
/** The server's refusal while staff have paused generation (ADR 0019); its message says so. */
const GENERATION_PAUSED_CODE = 'generation_paused';

type FormState = { mode: 'create' } | { mode: 'edit'; board: Board } | null;

/**
 * 'Sync Pinterest boards', wired by the app layer to the Pinterest feature (features do not
 * import each other): what the button does and whether a sync is under way.
 */
export interface PinterestSyncAction {
  onSync: () => void;
  syncing: boolean;
}

/**
 * What the person's role in the workspace allows here, from the app layer (ADR 0032); what is not
 * allowed is left out, and the page's notice says why. The server refuses it anyway.
 */
export interface BoardsAccess {
  /** Create, edit, delete, reorder and sync boards, link them and follow feeds (editors and up). */
  manageBoards: boolean;
  /** Generate pins, from a board or a link (contributors and up). */
  generate: boolean;
  /** Delete pins (editors and up). */
  deletePins: boolean;
}

const FULL_ACCESS: BoardsAccess = { manageBoards: true, generate: true, deletePins: true };

export default function BoardsPage({
  pinterestSync: syncAction,
  onLinkBoard: linkAction,
  pinterestConnected = true,
  accountOf,
  notice,
  access = FULL_ACCESS,
  brandColorsSuggester,
}: {
  pinterestSync?: PinterestSyncAction;
  /** 'Link to Pinterest' on a board, wired by the app layer to the Pinterest feature. */
  onLinkBoard?: (board: Board) => void;
  /** False while Pinterest is not connected: a linked board's badge says so. */
  pinterestConnected?: boolean;
  /** The @username a board publishes with, when the workspace has several accounts; else null. */
  accountOf?: (board: Board) => string | null;
  /** Why nothing may publish (the Pinterest connection), passed in by the app layer. */
  notice?: ReactNode;
  access?: BoardsAccess;
  /** Proposes a board's brand colors in its form ("Get my brand from my website"), from the app layer. */
  brandColorsSuggester?: BrandColorsSuggester;
} = {}) {
  useDocumentTitle('Generate Amazing Pins');
  const navigate = useNavigate();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const boardsQuery = useBoards();
  const usage = useUsage().data;
  const generationPaused = useFeatures().data?.pin_generation === false;
  const reorder = useReorderBoards();
  const deleteBoard = useDeleteBoard();
  const generatePin = useGeneratePin();
  const deletePin = useDeletePin();
  const [form, setForm] = useState<FormState>(null);
  const [generation, setGeneration] = useState<GenerationState | null>(null);
  const [fromLinkBoard, setFromLinkBoard] = useState<Board | null>(null);
  const [feedsBoard, setFeedsBoard] = useState<Board | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const pinterestSync = access.manageBoards ? syncAction : undefined;
  const onLinkBoard = access.manageBoards ? linkAction : undefined;
  const onCreate = access.manageBoards ? () => setForm({ mode: 'create' }) : undefined;

  // docs/product.md §8: a failed board list leaves an empty list; the cause goes to the console.
  useReportedFailure(boardsQuery.error, 'Loading the boards failed');
  useEffect(() => () => abortRef.current?.abort(), []);

  const boards = boardsQuery.data ?? [];
  const loading = boardsQuery.isPending;

  function onReorder(next: Board[]) {
    reorder.mutate(next, {
      onError: (error) => {
        reportFailure('Saving the board order failed', error);
        toast.error(REORDER_ERROR);
      },
    });
  }

  async function onDelete(board: Board) {
    if (!(await confirm(DELETE_BOARD_CONFIRMATION))) return;
    deleteBoard.mutate(board.id, {
      onSuccess: () => toast.success(`Board “${board.name}” deleted`),
      onError: (error) => {
        // docs/product.md §8 only logs it; as with a failed save (ADR 0004), a person must know the board is still there.
        reportFailure('Deleting the board failed', error);
        toast.error(DELETE_BOARD_ERROR);
      },
    });
  }

  function onGenerate(board: Board) {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setGeneration({ phase: 'progress', board, progress: null });
    generatePin.mutate(
      {
        boardId: board.id,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setGeneration({ phase: 'progress', board, progress });
        },
      },
      {
        onSuccess: (pin) => {
          if (!controller.signal.aborted) setGeneration({ phase: 'result', board, pin });
        },
        onError: (error) => {
          if (controller.signal.aborted) return;
          setGeneration(null);
          reportFailure('Generating the pin failed', error);
          // A 401 has already ended the session and sent the visitor to sign in.
          if (error instanceof GenerationError && error.status === 401) return;
          // The allowance and pause messages say why and until when, which says more than the generic text.
          const paused = error instanceof GenerationError && error.code === GENERATION_PAUSED_CODE;
          toast.error(isAllowanceError(error) || paused ? error.message : GENERATE_ERROR);
        },
      },
    );
  }

  function closeGeneration() {
    abortRef.current?.abort();
    abortRef.current = null;
    setGeneration(null);
  }

  function onDeletePin(pin: Pin) {
    deletePin.mutate(pin, {
      onSuccess: () => {
        closeGeneration();
        toast.success('Pin deleted');
      },
      onError: (error) => {
        reportFailure('Deleting the pin failed', error);
        toast.error(DELETE_PIN_ERROR);
      },
    });
  }

  function onSendToReview() {
    // The pin was saved with status generated, so it already waits in Review.
    closeGeneration();
    toast.success('Pin sent to review', {
      action: { label: 'Open Review', onClick: () => void navigate('/review') },
    });
  }

  const busyBoardId = generation?.board.id ?? (deleteBoard.isPending ? deleteBoard.variables : undefined);
  const allowance = usage ? pinAllowance(usage) : undefined;
  const limitReason = boardLimitReason(usage, boards.length);

  function linkBoard(board: Board) {
    setForm(null);
    onLinkBoard?.(board);
  }

  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeader
        title="Generate Amazing Pins"
        description="Pick a board and generate a pin in its style and brand colors. Drag the handle on a board to change the order."
        aside={
          <div className="flex flex-col gap-3 sm:items-end">
            {pinterestSync && <SyncButton action={pinterestSync} />}
            <UsageLine />
          </div>
        }
      />

      {generationPaused && <PausedNotice>{GENERATION_PAUSED_NOTICE}</PausedNotice>}
      {notice}

      <div className="mt-8">
        {loading ? (
          <BoardsSkeleton />
        ) : boards.length === 0 ? (
          <NoBoards onCreate={onCreate} pinterestSync={pinterestSync} />
        ) : (
          <SortableBoardGrid boards={boards} onReorder={onReorder}>
            {boards.map((board) => (
              <BoardCard
                key={board.id}
                board={board}
                busy={busyBoardId === board.id}
                allowance={allowance}
                pinterestConnected={pinterestConnected}
                accountName={accountOf?.(board) ?? null}
                reorderable={access.manageBoards}
                {...(access.manageBoards && {
                  onEdit: (b: Board) => setForm({ mode: 'edit', board: b }),
                  onDelete: (b: Board) => void onDelete(b),
                  onFeeds: setFeedsBoard,
                })}
                {...(access.generate && { onGenerate, onCreateFromLink: setFromLinkBoard })}
                {...(onLinkBoard ? { onLinkBoard: linkBoard } : {})}
              />
            ))}
            {onCreate && <AddBoardCard limitReason={limitReason} onCreate={onCreate} />}
          </SortableBoardGrid>
        )}
      </div>

      <BoardFormDialog
        open={form !== null}
        board={form?.mode === 'edit' ? form.board : undefined}
        onClose={() => setForm(null)}
        {...(onLinkBoard ? { onLinkBoard: linkBoard } : {})}
        {...(accountOf ? { accountOf } : {})}
        brandColorsSuggester={brandColorsSuggester}
      />
      <GenerationDialog
        state={generation}
        onCancel={closeGeneration}
        onDeletePin={access.deletePins ? onDeletePin : undefined}
        onSendToReview={onSendToReview}
        deleting={deletePin.isPending}
      />
      <CreateFromLinkDialog board={fromLinkBoard} onClose={() => setFromLinkBoard(null)} />
      <BoardFeedsDialog board={feedsBoard} onClose={() => setFeedsBoard(null)} />
      {confirmDialog}
    </section>
  );
}

function BoardsSkeleton() {
  return (
    <LoadingSkeleton
      label="Loading boards"
      className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
      cardClassName="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
    >
      <div className="h-5 w-1/2 animate-pulse rounded-full bg-slate-200" />
      <div className="mt-3 h-3 w-3/4 animate-pulse rounded-full bg-slate-100" />
      <div className="mt-5 grid grid-cols-4 gap-2">
        {['1', '2', '3', '4'].map((tile) => (
          <div key={tile} className="aspect-[2/3] animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
      <div className="mt-4 h-10 animate-pulse rounded-full bg-slate-100" />
    </LoadingSkeleton>
  );
}

function SyncButton({
  action,
  variant = 'secondary',
}: {
  action: PinterestSyncAction;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Button variant={variant} onClick={action.onSync} disabled={action.syncing}>
      <RefreshCw className={`h-4 w-4 ${action.syncing ? 'animate-spin' : ''}`} aria-hidden="true" />
      {action.syncing ? 'Syncing...' : 'Sync Pinterest boards'}
    </Button>
  );
}

function NoBoards({
  onCreate,
  pinterestSync,
}: {
  /** Absent where the person's role may not create boards. */
  onCreate?: () => void;
  pinterestSync?: PinterestSyncAction;
}) {
  return (
    <EmptyState
      icon={LayoutGrid}
      title="No boards found. Please sync your Pinterest account."
      description={
        !onCreate
          ? 'This workspace has no boards yet.'
          : pinterestSync
            ? 'Bring in the boards of your Pinterest account, or create a board here and start generating pins for it.'
            : 'Create a board here and start generating pins for it.'
      }
    >
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {pinterestSync && <SyncButton action={pinterestSync} variant="primary" />}
        {onCreate && (
          <Button variant={pinterestSync ? 'secondary' : 'primary'} onClick={onCreate}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Create a board
          </Button>
        )}
      </div>
    </EmptyState>
  );
}
