// A model chooser of the Prompts tab: the models docs/product.md §9 offers by name, and "Custom…" for
// any other name an OpenAI-compatible server understands. A saved name not in the list shows
// as custom.
import { useId } from 'react';
import { FieldHint, inputClasses, labelClasses } from '../../../components/ui/form-field';

const CUSTOM = '__custom__';

export interface ModelDraft {
  value: string;
  custom: boolean;
}

export function modelDraft(value: string, offered: readonly string[]): ModelDraft {
  return { value, custom: !offered.includes(value) };
}

export function ModelField({
  label,
  hint,
  offered,
  draft,
  onChange,
  warning,
  error,
}: {
  label: string;
  hint: string;
  offered: readonly string[];
  draft: ModelDraft;
  onChange: (draft: ModelDraft) => void;
  /** What the server would refuse in a custom name (its own rule). */
  warning?: string | null;
  /** The server's refusal of this field's last save. */
  error?: string | null;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const shownWarning = draft.custom ? warning : null;
  const describedBy = [hintId, shownWarning ? warningId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        className={`${inputClasses} pr-9`}
        value={draft.custom ? CUSTOM : draft.value}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = event.target.value;
          // Custom starts from the current name, so nothing is lost by looking.
          onChange(
            chosen === CUSTOM ? { value: draft.value, custom: true } : { value: chosen, custom: false },
          );
        }}
      >
        {offered.map((model) => (
          <option key={model} value={model}>
            {model}
          </option>
        ))}
        <option value={CUSTOM}>Custom…</option>
      </select>
      {draft.custom && (
        <div className="mt-2">
          <label htmlFor={`${id}-custom`} className="sr-only">
            {`${label}: custom model name`}
          </label>
          <input
            id={`${id}-custom`}
            className={`${inputClasses} font-mono`}
            value={draft.value}
            placeholder="e.g. llama3.1 or my-org/model-name"
            spellCheck={false}
            autoComplete="off"
            maxLength={100}
            aria-invalid={Boolean(shownWarning) || Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ value: event.target.value, custom: true })}
          />
        </div>
      )}
      <FieldHint id={hintId}>{hint}</FieldHint>
      {shownWarning && (
        <p id={warningId} className="mt-1.5 text-xs font-medium text-amber-800">
          {shownWarning}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
