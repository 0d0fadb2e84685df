// Pin generation in one dialog: first the progress of the stream (stage and percent), then
// the result 'Pin Generated Successfully!' with Delete and 'Send to Review'.
import { Check, Send, Sparkles, Trash2 } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import type { Board } from '../../../../shared/api/boards';
import { GENERATION_STAGES, type GenerationStage, type Pin, stripQuotes } from '../../../../shared/api/pins';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PinImage } from '../../../components/ui/pin-image';
import type { GenerationProgress } from '../api/generate-pin-stream';

const STAGE_LABELS: Record<GenerationStage, string> = {
  fetch: 'Reading the page…',
  text: 'Writing title and description…',
  image: 'Designing the image…',
  compose: 'Composing the pin…',
  save: 'Saving…',
};

/** The stages of one pin made from its board, in the order the server reports them. */
const SINGLE_PIN_STAGES = GENERATION_STAGES.filter((stage) => stage !== 'fetch');

export type GenerationState =
  | { phase: 'progress'; board: Board; progress: GenerationProgress | null }
  | { phase: 'result'; board: Board; pin: Pin };

export function GenerationDialog({
  state,
  onCancel,
  onDeletePin,
  onSendToReview,
  deleting,
}: {
  state: GenerationState | null;
  /** Stops waiting for the stream (progress phase) or closes the result. */
  onCancel: () => void;
  /** Absent where the person's role may not delete pins: no Delete button. */
  onDeletePin?: (pin: Pin) => void;
  onSendToReview: (pin: Pin) => void;
  deleting: boolean;
}) {
  const sendRef = useRef<HTMLButtonElement>(null);
  const phase = state?.phase;

  // The result replaces the progress inside the same dialog: focus its main action.
  useEffect(() => {
    if (phase === 'result') sendRef.current?.focus();
  }, [phase]);

  if (!state) return null;
  return (
    <Dialog
      open
      onClose={onCancel}
      dismissible={!deleting}
      size={state.phase === 'result' ? 'lg' : 'sm'}
      icon={
        state.phase === 'result' ? (
          <Check className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Sparkles className="h-5 w-5" aria-hidden="true" />
        )
      }
      title={state.phase === 'result' ? 'Pin Generated Successfully!' : 'Generating your pin'}
      description={
        state.phase === 'result'
          ? `For ${state.board.name}. It is waiting for you in Review.`
          : `For ${state.board.name}. This usually takes under a minute.`
      }
    >
      {state.phase === 'progress' ? (
        <GenerationProgressPanel progress={state.progress} onCancel={onCancel} />
      ) : (
        <ResultBody
          pin={state.pin}
          deleting={deleting}
          sendRef={sendRef}
          onDelete={onDeletePin && (() => onDeletePin(state.pin))}
          onSend={() => onSendToReview(state.pin)}
        />
      )}
    </Dialog>
  );
}

/**
 * The stream's progress: the current stage and percent, and the list of stages ticked off. Pins
 * from a link pass their own `stages` (fetch first) and show the server's message, which says
 * which variant is being written or why the page's photo could not be used.
 */
export function GenerationProgressPanel({
  progress,
  onCancel,
  stages = SINGLE_PIN_STAGES,
  showMessage = false,
}: {
  progress: GenerationProgress | null;
  onCancel: () => void;
  stages?: readonly GenerationStage[];
  showMessage?: boolean;
}) {
  const percent = Math.round(Math.min(100, Math.max(0, progress?.percent ?? 0)));
  const label = progress
    ? showMessage && progress.message
      ? progress.message
      : (STAGE_LABELS[progress.stage] ?? progress.message)
    : 'Starting…';
  const currentIndex = progress ? stages.indexOf(progress.stage) : -1;

  return (
    <div className="px-5 py-5 sm:px-6">
      <div className="flex items-baseline justify-between gap-3">
        <p id="generation-stage" aria-live="polite" className="text-sm font-medium text-slate-900">
          {label}
        </p>
        <p className="text-sm font-semibold text-brand-700 tabular-nums" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="generation-stage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${label}`}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-brand-500 to-brand-700 transition-[width] duration-500 ease-out"
          style={{ width: `${Math.max(percent, 2)}%` }}
        />
      </div>
      <ol className="mt-5 space-y-2.5">
        {stages.map((stage, index) => {
          const done = index < currentIndex;
          const current = index === currentIndex;
          return (
            <li key={stage} className="flex items-center gap-2.5 text-sm">
              <span
                aria-hidden="true"
                className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${
                  done
                    ? 'bg-brand-600 text-white'
                    : current
                      ? 'border-2 border-brand-600 bg-white'
                      : 'border-2 border-slate-200 bg-white'
                }`}
              >
                {done && <Check className="h-3 w-3" />}
                {current && <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-brand-600" />}
              </span>
              <span className={done || current ? 'font-medium text-slate-900' : 'text-slate-600'}>
                {STAGE_LABELS[stage]}
                <span className="sr-only">{done ? ' (done)' : current ? ' (in progress)' : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Stop waiting
        </Button>
      </div>
    </div>
  );
}

function ResultBody({
  pin,
  deleting,
  sendRef,
  onDelete,
  onSend,
}: {
  pin: Pin;
  deleting: boolean;
  sendRef: RefObject<HTMLButtonElement | null>;
  onDelete: (() => void) | undefined;
  onSend: () => void;
}) {
  return (
    <div>
      <div className="grid gap-5 px-5 py-5 sm:grid-cols-[minmax(0,14rem)_1fr] sm:px-6">
        <div className="mx-auto aspect-[2/3] w-full max-w-56 overflow-hidden rounded-xl bg-slate-100 shadow-md ring-1 ring-slate-900/5 sm:max-w-none">
          <PinImage pin={pin} />
        </div>
        <div className="min-w-0">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Title</h3>
          <p className="mt-1 text-base font-semibold text-ink-900">{stripQuotes(pin.title)}</p>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Description</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{stripQuotes(pin.description)}</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        {onDelete && (
          <Button
            variant="secondary"
            onClick={onDelete}
            disabled={deleting}
            className="text-red-700 hover:border-red-300 hover:bg-red-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        )}
        <button ref={sendRef} type="button" onClick={onSend} disabled={deleting} className={buttonClasses()}>
          <Send className="h-4 w-4" aria-hidden="true" />
          Send to Review
        </button>
      </div>
    </div>
  );
}
