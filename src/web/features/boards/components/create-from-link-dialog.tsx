// 'Create from a link' on a board: paste a page's address and choose how many
// variants; the server reads the page and streams its progress; then the pins, which wait in
// Review. A refusal (a bad link, a page that cannot be read, too few pins left) is shown in the
// dialog with the address kept, so it can be corrected.
import { Link2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Board } from '../../../../shared/api/boards';
import {
  DEFAULT_PAGE_PINS,
  type GenerationStage,
  MAX_PAGE_PINS,
  type Pin,
  stripQuotes,
} from '../../../../shared/api/pins';
import { useUsage } from '../../../api/get-usage';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldHint, inputClasses, labelClasses } from '../../../components/ui/form-field';
import { PinImage } from '../../../components/ui/pin-image';
import { PinLink } from '../../../components/ui/pin-link';
import { SelectField } from '../../../components/ui/select-field';
import { reportFailure } from '../../../lib/report-failure';
import { useGenerateFromLink } from '../api/generate-from-link-stream';
import { GenerationError, type GenerationProgress } from '../api/generate-pin-stream';
import { GenerationProgressPanel } from './generation-dialog';

/** The stages of pins from a link, in the order the server reports them. */
const LINK_STAGES: readonly GenerationStage[] = ['fetch', 'image', 'text', 'compose', 'save'];
const CREATE_FROM_LINK_ERROR = 'The pins could not be made. Please try again.';

type Phase =
  | { name: 'form'; error: string | null }
  | { name: 'progress'; progress: GenerationProgress | null }
  | { name: 'result'; pins: Pin[] };

export function CreateFromLinkDialog({ board, onClose }: { board: Board | null; onClose: () => void }) {
  // A fresh form for each board the dialog opens on.
  if (!board) return null;
  return <LinkDialog key={board.id} board={board} onClose={onClose} />;
}

function LinkDialog({ board, onClose }: { board: Board; onClose: () => void }) {
  const usage = useUsage().data;
  const generate = useGenerateFromLink();
  const [url, setUrl] = useState('');
  const left = usage ? Math.min(usage.day.remaining, usage.month.remaining) : MAX_PAGE_PINS;
  const most = Math.max(1, Math.min(MAX_PAGE_PINS, left));
  const [count, setCount] = useState(Math.min(DEFAULT_PAGE_PINS, most));
  const [phase, setPhase] = useState<Phase>({ name: 'form', error: null });
  const abortRef = useRef<AbortController | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const urlId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);
  // The allowance may load after the dialog opens: never offer more than it leaves.
  useEffect(() => setCount((current) => Math.min(current, most)), [most]);

  function close() {
    abortRef.current?.abort();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ name: 'progress', progress: null });
    generate.mutate(
      {
        boardId: board.id,
        url: url.trim(),
        count,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setPhase({ name: 'progress', progress });
        },
      },
      {
        onSuccess: (pins) => {
          if (!controller.signal.aborted) setPhase({ name: 'result', pins });
        },
        onError: (error) => {
          if (controller.signal.aborted) return;
          reportFailure('Making pins from a link failed', error);
          // A 401 has already ended the session and sent the visitor to sign in.
          if (error instanceof GenerationError && error.status === 401) return;
          // The server's message says what was wrong with the link or the page, or how many pins are left.
          const message =
            error instanceof GenerationError && error.status !== undefined && error.status >= 500
              ? CREATE_FROM_LINK_ERROR
              : error instanceof GenerationError
                ? error.message
                : CREATE_FROM_LINK_ERROR;
          setPhase({ name: 'form', error: message });
          requestAnimationFrame(() => urlRef.current?.focus());
        },
      },
    );
  }

  const noneLeft = usage !== undefined && left <= 0;
  return (
    <Dialog
      open
      onClose={close}
      size={phase.name === 'result' ? 'lg' : 'md'}
      icon={<Link2 className="h-5 w-5" aria-hidden="true" />}
      title={
        phase.name === 'result'
          ? phase.pins.length === 1
            ? '1 pin made from the page'
            : `${phase.pins.length} pins made from the page`
          : 'Create from a link'
      }
      description={
        phase.name === 'result'
          ? `For ${board.name}. They are waiting for you in Review.`
          : `For ${board.name}. Pinloom reads the page and writes each pin from its words and photo.`
      }
      initialFocusRef={urlRef}
    >
      {phase.name === 'progress' ? (
        <GenerationProgressPanel
          progress={phase.progress}
          onCancel={close}
          stages={LINK_STAGES}
          showMessage
        />
      ) : phase.name === 'result' ? (
        <LinkResult pins={phase.pins} onClose={close} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4 px-5 py-5 sm:px-6">
          <FormAlert message={phase.error} />
          <div>
            <label htmlFor={urlId} className={labelClasses}>
              Page address
            </label>
            <input
              ref={urlRef}
              id={urlId}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://yourblog.com/your-post"
              aria-describedby={`${urlId}-hint`}
              className={inputClasses}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              required
            />
            <FieldHint id={`${urlId}-hint`}>
              A blog post, recipe or product page. Each pin links to it.
            </FieldHint>
          </div>
          <SelectField
            label="Variants"
            name="count"
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            hint={
              usage
                ? `Each variant uses one pin of your plan; ${left <= 0 ? 'none are' : left === 1 ? '1 is' : `${left} are`} left.`
                : 'Each variant uses one pin of your plan.'
            }
          >
            {Array.from({ length: most }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
          <DialogActions onCancel={close} className="pt-2">
            <Button type="submit" disabled={noneLeft || url.trim() === ''}>
              Create pins
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

function LinkResult({ pins, onClose }: { pins: Pin[]; onClose: () => void }) {
  return (
    <div>
      <ul
        aria-label="Pins made from the page"
        className="grid grid-cols-2 gap-4 px-5 py-5 sm:grid-cols-3 sm:px-6"
      >
        {pins.map((pin) => (
          <li key={pin.id} className="min-w-0">
            <div className="aspect-[2/3] overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-900/5">
              <PinImage pin={pin} />
            </div>
            <p className="mt-2 line-clamp-2 text-sm font-semibold text-ink-900">{stripQuotes(pin.title)}</p>
            <PinLink link={pin.link} className="mt-1" />
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <ButtonLink to="/review">Go to Review</ButtonLink>
      </div>
    </div>
  );
}
