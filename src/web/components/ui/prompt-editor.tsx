// One prompt template, as the admin console's Prompts tab and a workspace's Settings → Prompts edit
// it (ADR 0037): the text, the variables its kind may use as chips (a click puts one at the caret),
// a warning for what the server would refuse (a {{name}} the kind does not offer, by name), and a
// preview rendered by the server against a sample board (each screen says which route renders it).
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Eye } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import type { z } from 'zod';
import { PROMPT_MAX_LENGTH, type previewPromptResponse } from '../../../shared/api/admin';
import { PROMPT_VARIABLES, type PromptKind } from '../../../shared/api/settings';
import { insertVariable } from '../../lib/prompt-template';
import { readableErrorMessage } from '../../lib/readable-error';
import { Button } from './button';
import { inputClasses } from './form-field';

/** Renders a template against the sample board (POST …/prompts/preview). */
export type PromptPreviewer = (body: {
  kind: PromptKind;
  template: string;
}) => Promise<z.infer<typeof previewPromptResponse>>;

const PROMPT_TITLES: Record<PromptKind, string> = {
  title: 'Title prompt',
  description: 'Description prompt',
  image: 'Image prompt',
};

const PURPOSES: Record<PromptKind, string> = {
  title: 'Asks the text model for the pin title.',
  description: 'Asks the text model for the pin description, once the title is written.',
  image: 'Describes the artwork to the image model.',
};

export function PromptEditor({
  kind,
  value,
  changed,
  onChange,
  warning,
  error,
  previewer,
  heading,
  actions,
}: {
  kind: PromptKind;
  value: string;
  /** Differs from the saved template. */
  changed: boolean;
  onChange: (value: string) => void;
  /** What the server would refuse in this text (its own rule, checked here as the person types). */
  warning: string | null;
  /** The server's refusal of this prompt's last save. */
  error?: string | null;
  previewer: PromptPreviewer;
  /** Instead of "Title prompt" etc., e.g. a board's prompt. */
  heading?: string;
  /** Buttons beside Preview (a workspace's Save and Remove). */
  actions?: ReactNode;
}) {
  const id = useId();
  const headingId = `${id}-heading`;
  const variablesId = `${id}-variables`;
  const warningId = `${id}-warning`;
  const errorId = `${id}-error`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const preview = useMutation({ mutationFn: previewer });
  const title = heading ?? PROMPT_TITLES[kind];
  const tooLong = value.length > PROMPT_MAX_LENGTH;

  function insert(name: string) {
    const textarea = textareaRef.current;
    const selection = textarea
      ? { start: textarea.selectionStart, end: textarea.selectionEnd }
      : { start: value.length, end: value.length };
    const next = insertVariable(value, name, selection);
    onChange(next.text);
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(next.caret, next.caret);
    });
  }

  const describedBy = [variablesId, warning ? warningId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex items-center gap-2">
            <h3 id={headingId} className="text-base font-semibold text-ink-900">
              {title}
            </h3>
            {changed && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Edited
              </span>
            )}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">{PURPOSES[kind]}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={preview.isPending || value.trim() === '' || tooLong}
            aria-label={`Preview the ${title.toLowerCase()}`}
            onClick={() => preview.mutate({ kind, template: value })}
          >
            <Eye className="h-4 w-4" aria-hidden="true" />
            {preview.isPending ? 'Rendering...' : 'Preview'}
          </Button>
          {actions}
        </div>
      </div>

      <div id={variablesId} className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-slate-600">Variables (click to insert):</span>
        {PROMPT_VARIABLES[kind].map((name) => (
          <button
            key={name}
            type="button"
            onClick={() => insert(name)}
            aria-label={`Insert {{${name}}} into the ${title.toLowerCase()}`}
            className="rounded-full bg-brand-50 px-2.5 py-1 font-mono text-xs font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {`{{${name}}}`}
          </button>
        ))}
      </div>

      <textarea
        ref={textareaRef}
        id={id}
        aria-labelledby={headingId}
        value={value}
        rows={kind === 'description' ? 9 : 8}
        spellCheck={false}
        aria-describedby={describedBy}
        aria-invalid={Boolean(warning) || Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} mt-3 resize-y font-mono text-[13px] leading-relaxed`}
      />
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-2 text-xs">
        <div className="space-y-1" aria-live="polite">
          {warning && (
            <p id={warningId} className="flex items-start gap-1.5 font-medium text-amber-800">
              <AlertTriangle className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {warning}
            </p>
          )}
          {error && (
            <p id={errorId} className="font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <span className={tooLong ? 'font-semibold text-red-700' : 'text-slate-500'}>
          {value.length.toLocaleString('en-GB')} / {PROMPT_MAX_LENGTH.toLocaleString('en-GB')} characters
        </span>
      </div>

      {preview.isError && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
          {readableErrorMessage(preview.error, 'The preview could not be rendered. Please try again.')}
        </p>
      )}
      {preview.data && !preview.isError && (
        <section
          className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
          aria-label={`${title} preview`}
        >
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Preview with the sample board “{preview.data.sample_board.name}”
          </p>
          <pre className="mt-2 max-h-72 overflow-auto font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words text-slate-800">
            {preview.data.rendered}
          </pre>
        </section>
      )}
    </section>
  );
}
