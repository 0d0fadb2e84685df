// Settings → Prompts (ADR 0037): the workspace's own title, description and image prompts, and any
// board's own, edited as staff edit Pinloom's (the same editor, variables, checks and preview).
// Below Enterprise the card says what they are and offers the upgrade; a downgraded workspace sees
// that its prompts are kept but not used.
import { Lock, MessageSquareText, Plus, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { promptSettingProblem } from '../../../../shared/api/admin';
import type { CustomPrompt, CustomPrompts } from '../../../../shared/api/prompts';
import { PROMPT_KINDS, type PromptKind } from '../../../../shared/api/settings';
import { useBoards } from '../../../api/get-boards';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { LockedFeatureNotice } from '../../../components/ui/locked-feature-notice';
import { PromptEditor } from '../../../components/ui/prompt-editor';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { readableErrorMessage } from '../../../lib/readable-error';
import {
  previewCustomPrompt,
  useCustomPrompts,
  useRemoveCustomPrompt,
  useSaveCustomPrompt,
} from '../api/custom-prompts';

const KIND_NAMES: Record<PromptKind, string> = { title: 'Title', description: 'Description', image: 'Image' };

/** `lockedReason`: the person's role may not change them (admins and owners do; the app layer asks). */
export function CustomPromptsCard({ lockedReason }: { lockedReason?: string } = {}) {
  return (
    <SectionCard
      headingId="custom-prompts-heading"
      icon={MessageSquareText}
      title="Prompts"
      description="Write your pins with your own title, description and image prompts, for the whole workspace or for one board. A board's prompt comes first, then the workspace's, then Pinloom's."
    >
      {lockedReason ? (
        <p className="flex items-start gap-2 text-sm font-medium text-slate-700">
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {lockedReason}
        </p>
      ) : (
        <CustomPromptsSettings />
      )}
    </SectionCard>
  );
}

function CustomPromptsSettings() {
  const prompts = useCustomPrompts();
  if (prompts.isPending) return <LoadingBlock label="Loading your prompts" />;
  if (prompts.isError) return <FormAlert message={prompts.error.message} />;
  return <CustomPromptsForm data={prompts.data} />;
}

function CustomPromptsForm({ data }: { data: CustomPrompts }) {
  const saved = data.kinds.flatMap((kind) => [...(kind.workspace ? [kind.workspace] : []), ...kind.boards]);
  if (!data.in_force) {
    return (
      <div className="space-y-4">
        <LockedFeatureNotice feature="custom_prompts" />
        {saved.length > 0 && (
          <>
            <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
              Your plan no longer includes custom prompts. Your{' '}
              {saved.length === 1 ? 'prompt is' : 'prompts are'} kept, but pins are written with Pinloom’s
              default prompts until the workspace is on Enterprise again.
            </p>
            <ul className="space-y-2">
              {saved.map((prompt) => (
                <KeptPrompt key={prompt.id} prompt={prompt} />
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {data.kinds.map((kind) => (
        <PromptSlot
          key={`${kind.kind}-${kind.workspace?.id ?? 'default'}`}
          kind={kind.kind}
          boardId={null}
          saved={kind.workspace}
          startFrom={kind.default_template}
        />
      ))}
      <BoardPrompts data={data} />
    </div>
  );
}

function KeptPrompt({ prompt }: { prompt: CustomPrompt }) {
  const remove = useRemoveCustomPrompt();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm ring-1 ring-slate-200">
      <span>
        {KIND_NAMES[prompt.kind]} prompt v{prompt.version}
        {prompt.board_name ? ` for ${prompt.board_name}` : ' for the workspace'}
      </span>
      <Button
        variant="ghost"
        size="sm"
        disabled={remove.isPending}
        onClick={() => remove.mutate({ kind: prompt.kind, boardId: prompt.board_id })}
      >
        Remove
      </Button>
    </li>
  );
}

/** One prompt (the workspace's or a board's, of one kind): its editor, Save and back to the default. */
function PromptSlot({
  kind,
  boardId,
  boardName,
  saved,
  startFrom,
  onCancel,
}: {
  kind: PromptKind;
  boardId: string | null;
  boardName?: string;
  saved: CustomPrompt | null;
  /** The text before anything is saved: Pinloom's prompt, or for a board the workspace's. */
  startFrom: string;
  /** A board prompt not saved yet can be dropped. */
  onCancel?: () => void;
}) {
  const [value, setValue] = useState(saved?.template ?? startFrom);
  const save = useSaveCustomPrompt();
  const remove = useRemoveCustomPrompt();
  const problem = promptSettingProblem(`prompt_${kind}`, value);
  const changed = value !== (saved?.template ?? startFrom);
  const heading = boardName ? `${KIND_NAMES[kind]} prompt for ${boardName}` : `${KIND_NAMES[kind]} prompt`;
  const status = saved
    ? `Your version ${saved.version}${boardName ? ' for this board' : ''}.`
    : boardName
      ? 'Not saved yet: this board uses the workspace’s prompt.'
      : 'Pinloom’s default prompt. Save it to make it yours.';
  const target = { kind, boardId };
  return (
    <div>
      <p className="mb-1.5 text-sm text-slate-600">{status}</p>
      <PromptEditor
        kind={kind}
        heading={heading}
        value={value}
        changed={changed}
        onChange={setValue}
        warning={problem}
        error={save.isError ? readableErrorMessage(save.error, 'The prompt could not be saved.') : null}
        previewer={previewCustomPrompt}
        actions={
          <>
            <Button
              size="sm"
              disabled={save.isPending || problem !== null || (saved !== null && !changed)}
              onClick={() => save.mutate({ ...target, template: value })}
              aria-label={`Save the ${heading.toLowerCase()}`}
            >
              <Save className="h-4 w-4" aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
            {saved ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(target)}
                aria-label={`Remove the ${heading.toLowerCase()}`}
              >
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {boardName ? 'Use the workspace’s' : 'Use Pinloom’s default'}
              </Button>
            ) : (
              onCancel && (
                <Button variant="ghost" size="sm" onClick={onCancel}>
                  Cancel
                </Button>
              )
            )}
          </>
        }
      />
    </div>
  );
}

/** The boards' own prompts, and a new one for a board and kind. */
function BoardPrompts({ data }: { data: CustomPrompts }) {
  const boards = useBoards();
  const [adding, setAdding] = useState<{ boardId: string; kind: PromptKind } | null>(null);
  const [choice, setChoice] = useState<{ boardId: string; kind: PromptKind }>({ boardId: '', kind: 'title' });
  const own = data.kinds.flatMap((kind) => kind.boards);
  const workspaceTemplate = (kind: PromptKind) => {
    const entry = data.kinds.find((k) => k.kind === kind);
    return entry?.workspace?.template ?? entry?.default_template ?? '';
  };
  const addingName = boards.data?.find((board) => board.id === adding?.boardId)?.name;
  const alreadyOwn = adding && own.some((p) => p.board_id === adding.boardId && p.kind === adding.kind);
  return (
    <section aria-labelledby="board-prompts-heading" className="space-y-4 border-t border-slate-200 pt-5">
      <h3 id="board-prompts-heading" className="text-base font-semibold text-ink-900">
        Board prompts
      </h3>
      {own.length === 0 && !adding && (
        <p className="text-sm text-slate-600">
          No board has its own prompt: every board uses the workspace’s.
        </p>
      )}
      {own.map((prompt) => (
        <PromptSlot
          key={prompt.id}
          kind={prompt.kind}
          boardId={prompt.board_id}
          boardName={prompt.board_name ?? 'a board'}
          saved={prompt}
          startFrom={workspaceTemplate(prompt.kind)}
        />
      ))}
      {adding && addingName && !alreadyOwn && (
        <PromptSlot
          key={`${adding.boardId}-${adding.kind}`}
          kind={adding.kind}
          boardId={adding.boardId}
          boardName={addingName}
          saved={null}
          startFrom={workspaceTemplate(adding.kind)}
          onCancel={() => setAdding(null)}
        />
      )}
      {(boards.data?.length ?? 0) > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Board"
            value={choice.boardId}
            onChange={(event) => setChoice({ ...choice, boardId: event.target.value })}
          >
            <option value="">Choose a board</option>
            {boards.data?.map((board) => (
              <option key={board.id} value={board.id}>
                {board.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Prompt"
            value={choice.kind}
            onChange={(event) => setChoice({ ...choice, kind: event.target.value as PromptKind })}
          >
            {PROMPT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_NAMES[kind]}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" size="sm" disabled={!choice.boardId} onClick={() => setAdding(choice)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add a board prompt
          </Button>
        </div>
      )}
    </section>
  );
}
