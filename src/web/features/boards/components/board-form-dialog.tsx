// Create or edit a board: name (required), description, default link, style, templates and brand colors
// (docs/product.md §2, §5; ADR 0022), and when editing, its Pinterest board or 'Link to Pinterest'. A failed save is logged
// (docs/product.md §8) and its server text shown here too, made readable, so the person knows why
// nothing happened (e.g. the Free plan's one-board limit).
import { LayoutGrid, Link2, Pencil } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  BOARD_STYLES,
  type Board,
  type BoardStyle,
  defaultStyleConfig,
  MAX_BOARD_DESCRIPTION_LENGTH,
  MAX_BOARD_NAME_LENGTH,
  type StyleConfig,
} from '../../../../shared/api/boards';
import { normaliseLink } from '../../../../shared/api/destination-link';
import { usePlanLacks } from '../../../api/get-usage';
import {
  type BrandColorRow,
  BrandColorsField,
  type BrandColorsSuggester,
  brandColorsProblem,
  fromColorRows,
  toColorRows,
} from '../../../components/ui/brand-colors-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { readableErrorMessage } from '../../../lib/readable-error';
import { reportFailure } from '../../../lib/report-failure';
import { useCreateBoard } from '../api/create-board';
import { useUpdateBoard } from '../api/update-board';
import { BoardBrandKitField } from './board-brand-kit-field';
import { STYLE_DESCRIPTIONS, STYLE_LABELS, StylePreview } from './board-styles';
import { BoardTemplatesField } from './board-templates-field';

const SAVE_BOARD_FALLBACK = 'Could not save the board. Please try again.';

/** The client checks before a save; null when the form may be sent. */
function validateBoardForm(name: string, link: string, colors: readonly string[]): string | null {
  if (name.trim() === '') return 'Board name is required';
  const linkResult = normaliseLink(link);
  if ('problem' in linkResult) return linkResult.problem;
  return brandColorsProblem(colors);
}

export function BoardFormDialog({
  open,
  board,
  onClose,
  onLinkBoard,
  accountOf,
  brandColorsSuggester,
}: {
  open: boolean;
  /** The board being edited; absent when creating one. */
  board?: Board;
  onClose: () => void;
  /** Closes the form and opens the choice of a Pinterest board; absent, no link is offered. */
  onLinkBoard?: (board: Board) => void;
  /** The @username a board publishes with, when the workspace has several accounts; else null. */
  accountOf?: (board: Board) => string | null;
  /** Proposes brand colors (the app layer's "Get my brand from my website"). */
  brandColorsSuggester?: BrandColorsSuggester | undefined;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={board ? 'Edit board' : 'Create a new board'}
      description={
        board
          ? 'Change how pins for this board are written and designed.'
          : 'Each board gets its own style and brand colors for the pins generated for it.'
      }
      icon={
        board ? (
          <Pencil className="h-5 w-5" aria-hidden="true" />
        ) : (
          <LayoutGrid className="h-5 w-5" aria-hidden="true" />
        )
      }
      size="lg"
    >
      {/* Mounted per opening, so the fields start from the board (or the defaults) each time. */}
      <BoardForm
        board={board}
        onDone={onClose}
        onLinkBoard={onLinkBoard}
        accountOf={accountOf}
        brandColorsSuggester={brandColorsSuggester}
      />
    </Dialog>
  );
}

function BoardForm({
  board,
  onDone,
  onLinkBoard,
  accountOf,
  brandColorsSuggester,
}: {
  board?: Board;
  onDone: () => void;
  onLinkBoard?: (board: Board) => void;
  accountOf?: ((board: Board) => string | null) | undefined;
  brandColorsSuggester?: BrandColorsSuggester | undefined;
}) {
  const initial: StyleConfig = board?.style_config ?? defaultStyleConfig();
  const [name, setName] = useState(board?.name ?? '');
  const [description, setDescription] = useState(board?.description ?? '');
  const [defaultLink, setDefaultLink] = useState(board?.default_link ?? '');
  const [style, setStyle] = useState<BoardStyle>(initial.style);
  const [templates, setTemplates] = useState<string[]>(() => [...(initial.templates ?? [])]);
  const [colors, setColors] = useState<BrandColorRow[]>(() => toColorRows(initial.brandColors));
  const [brandKit, setBrandKit] = useState(board?.brand_kit_id ?? '');
  // Below Starter the colors stay as they are.
  const colorsLocked = usePlanLacks('brand_colors');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const createBoard = useCreateBoard();
  const updateBoard = useUpdateBoard();
  const busy = createBoard.isPending || updateBoard.isPending;
  const changed =
    name !== (board?.name ?? '') ||
    description !== (board?.description ?? '') ||
    defaultLink !== (board?.default_link ?? '') ||
    style !== initial.style ||
    templates.join() !== (initial.templates ?? []).join() ||
    brandKit !== (board?.brand_kit_id ?? '') ||
    fromColorRows(colors).join() !== initial.brandColors.join();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const brandColors = fromColorRows(colors);
    const problem = validateBoardForm(name, defaultLink, brandColors);
    setError(problem);
    const link = normaliseLink(defaultLink);
    if (problem || 'problem' in link) {
      const field = name.trim() === '' ? 'name' : 'problem' in link ? 'default_link' : null;
      if (field) formRef.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
      return;
    }
    const fields = {
      name: name.trim(),
      description: description.trim(),
      default_link: link.link,
      // Sent only when chosen or changed: below Enterprise a board has no choice to send.
      ...(brandKit !== (board?.brand_kit_id ?? '') ? { brand_kit_id: brandKit || null } : {}),
      // No choice: the style's own template (the field is left out, so an edit clears a choice).
      style_config: {
        style,
        brandColors,
        ...(templates.length > 0 ? { templates: templates as NonNullable<StyleConfig['templates']> } : {}),
      },
    };
    const options = {
      onSuccess: onDone,
      onError: (failure: unknown) => {
        reportFailure('Saving the board failed', failure);
        setError(readableErrorMessage(failure, SAVE_BOARD_FALLBACK));
      },
    };
    if (board) updateBoard.mutate({ id: board.id, ...fields }, options);
    else createBoard.mutate(fields, options);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <FormAlert message={error} />
        <TextField
          label={
            <>
              Board name{' '}
              <span aria-hidden="true" className="text-brand-700">
                *
              </span>
            </>
          }
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          aria-required="true"
          aria-invalid={error === 'Board name is required' ? true : undefined}
          maxLength={MAX_BOARD_NAME_LENGTH}
          placeholder="e.g. Weeknight dinners"
          autoComplete="off"
          autoFocus
        />
        <TextAreaField
          label={
            <>
              Description <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={MAX_BOARD_DESCRIPTION_LENGTH}
          placeholder="What the board is about, and who it is for"
          hint="Helps the AI write titles and descriptions that fit the board."
        />
        <TextField
          label={
            <>
              Default link <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
          name="default_link"
          type="url"
          inputMode="url"
          value={defaultLink}
          onChange={(event) => setDefaultLink(event.target.value)}
          aria-invalid={error?.startsWith('Link ') ? true : undefined}
          placeholder="https://yourblog.com"
          autoComplete="url"
          hint="Where the board's new pins send people on Pinterest. You can change each pin's link in Review."
        />
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800" aria-hidden="true">
            Style
          </p>
          <RadioGroup
            label="Style"
            value={style}
            options={BOARD_STYLES}
            onChange={setStyle}
            className="grid grid-cols-2 gap-2.5 sm:grid-cols-4"
            optionClassName={(checked) =>
              `flex flex-col items-center gap-2 rounded-xl border p-3 text-center transition-colors ${
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50'
              }`
            }
            renderOption={(option, checked) => (
              <>
                <StylePreview style={option} />
                <span className={`text-sm font-semibold ${checked ? 'text-brand-800' : 'text-slate-900'}`}>
                  {STYLE_LABELS[option]}
                </span>
                <span className="text-xs leading-snug text-slate-600">{STYLE_DESCRIPTIONS[option]}</span>
              </>
            )}
          />
        </div>
        <BoardTemplatesField style={style} chosen={templates} onChange={setTemplates} disabled={busy} />
        <BoardBrandKitField value={brandKit} onChange={setBrandKit} disabled={busy} />
        <BrandColorsField
          colors={colors}
          onChange={setColors}
          disabled={busy}
          locked={colorsLocked}
          suggester={brandColorsSuggester}
        />
        {board && onLinkBoard && (
          <PinterestBoardField
            board={board}
            changed={changed}
            onLink={() => onLinkBoard(board)}
            account={accountOf?.(board) ?? null}
          />
        )}
      </div>
      <DialogActions
        onCancel={onDone}
        busy={busy}
        className="border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:px-6"
      >
        <Button type="submit" disabled={busy}>
          {board ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Creating...' : 'Create Board'}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Where the board's pins are published. Linking opens its own dialog, which replaces this one
 * (two modal dialogs cannot share the focus), so it waits until nothing typed here would be lost.
 */
function PinterestBoardField({
  board,
  changed,
  onLink,
  account,
}: {
  board: Board;
  changed: boolean;
  onLink: () => void;
  /** The account it publishes with, when the workspace has several: then it may move to another. */
  account: string | null;
}) {
  const hintId = `board-form-${board.id}-pinterest-hint`;
  return (
    <section aria-labelledby={`${hintId}-label`}>
      <h3 id={`${hintId}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        Pinterest board
      </h3>
      {board.pinterest_board_id && !account ? (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white">
          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-500" />
          Linked to a Pinterest board
        </p>
      ) : (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={hintId} className="text-sm text-slate-700">
            {changed ? (
              `Save or cancel your changes to ${board.pinterest_board_id ? 'move' : 'link'} this board.`
            ) : board.pinterest_board_id ? (
              <>
                Linked to a Pinterest board of <strong>@{account}</strong>.
              </>
            ) : (
              'Not linked yet: its scheduled pins wait until it is linked to a Pinterest board.'
            )}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0 whitespace-nowrap"
            onClick={onLink}
            disabled={changed}
            aria-describedby={hintId}
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
            {board.pinterest_board_id ? 'Change account or board' : 'Link to Pinterest'}
          </Button>
        </div>
      )}
    </section>
  );
}
