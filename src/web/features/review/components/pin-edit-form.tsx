// The inline edit of a pin in review: board, template, title, description, destination link and
// the wanted time, edited as a local date and time (docs/product.md §2 Pin Review page). Another
// template redraws the image with the same words on the same artwork (ADR 0035).

import { type FormEvent, useId, useRef, useState } from 'react';
import type { Board } from '../../../../shared/api/boards';
import { normaliseLink } from '../../../../shared/api/destination-link';
import { MAX_PIN_DESCRIPTION_LENGTH, MAX_PIN_TITLE_LENGTH, type Pin } from '../../../../shared/api/pins';
import { useTemplates } from '../../../api/get-templates';
import { useWorkspaceTimeZone } from '../../../api/get-usage';
import type { UpdatePinBody } from '../../../api/update-pin';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldHint, inputClasses, labelClasses } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { toZonedInput, zonedInputToIso } from '../../../lib/zoned-time';
import { pinDisplayText } from '../utils/pin-messages';

interface Fields {
  board_id: string;
  /** '' while the pin keeps the template it was drawn with before templates (its style's own). */
  template_id: string;
  title: string;
  description: string;
  /** As typed; '' for none. */
  link: string;
  /** datetime-local value, '' for none. */
  scheduled: string;
}

function initialFields(pin: Pin, timeZone: string): Fields {
  const { title, description } = pinDisplayText(pin);
  return {
    board_id: pin.board_id,
    template_id: pin.template_id ?? '',
    title,
    description,
    link: pin.link ?? '',
    scheduled: toZonedInput(pin.scheduled_time, timeZone),
  };
}

/** Only what the person changed is sent, so an untouched title keeps its stored form. */
function changedFields(before: Fields, after: Fields, timeZone: string): UpdatePinBody {
  const body: UpdatePinBody = {};
  if (after.board_id !== before.board_id) body.board_id = after.board_id;
  if (after.template_id !== before.template_id && after.template_id) {
    body.template_id = after.template_id as UpdatePinBody['template_id'];
  }
  if (after.title !== before.title) body.title = after.title.trim();
  if (after.description !== before.description) body.description = after.description.trim();
  if (after.link !== before.link) {
    const link = normaliseLink(after.link);
    if ('link' in link) body.link = link.link;
  }
  if (after.scheduled !== before.scheduled)
    body.scheduled_time = after.scheduled ? zonedInputToIso(after.scheduled, timeZone) : null;
  return body;
}

export function PinEditForm({
  pin,
  boards,
  saving,
  onSave,
  onCancel,
}: {
  pin: Pin;
  /** The boards the pin can be moved to. */
  boards: Pick<Board, 'id' | 'name'>[];
  saving: boolean;
  /** Called with the changed fields; an empty object means nothing changed. */
  onSave: (body: UpdatePinBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const timeZone = useWorkspaceTimeZone();
  const [initial] = useState(() => initialFields(pin, timeZone));
  const [fields, setFields] = useState(initial);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  // Without the list (loading, or it failed) the pin keeps its template: only that is offered.
  const templates = useTemplates().data ?? [];
  const chosenTemplate = templates.find((template) => template.id === fields.template_id);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  // The pin's own board is offered even while the board list loads or if it failed.
  const options = boards.some((board) => board.id === pin.board_id)
    ? boards
    : [{ id: pin.board_id, name: pin.board_name }, ...boards];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules, checked here first so nothing typed is lost to a refusal.
    const link = normaliseLink(fields.link);
    setLinkProblem('problem' in link ? link.problem : null);
    if ('problem' in link) {
      linkRef.current?.focus();
      return;
    }
    onSave(changedFields(initial, fields, timeZone));
  };

  return (
    <form onSubmit={onSubmit} aria-label={`Edit pin ${initial.title}`} className="flex flex-1 flex-col gap-4">
      <FormAlert message={linkProblem} />
      <SelectField label="Board" name="board_id" value={fields.board_id} onChange={set('board_id')}>
        {options.map((board) => (
          <option key={board.id} value={board.id}>
            {board.name}
          </option>
        ))}
      </SelectField>

      <div className="flex items-end gap-3">
        <SelectField
          label="Template"
          name="template_id"
          value={fields.template_id}
          onChange={set('template_id')}
          hint="Redraws the image with the same words and artwork; no pin of your allowance is used."
          className="min-w-0 flex-1"
        >
          {(fields.template_id === '' || !chosenTemplate) && (
            <option value={fields.template_id}>
              {fields.template_id === '' ? 'The board style’s own' : fields.template_id}
            </option>
          )}
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
        {chosenTemplate && (
          <img
            src={chosenTemplate.thumbnail_url}
            alt=""
            width={48}
            height={72}
            className="mb-6 h-18 w-12 shrink-0 rounded-md ring-1 ring-slate-200"
          />
        )}
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-title`} className={labelClasses}>
            Title
          </label>
          <CharacterCount id={`${id}-title-count`} length={fields.title.length} max={MAX_PIN_TITLE_LENGTH} />
        </div>
        <input
          id={`${id}-title`}
          name="title"
          required
          maxLength={MAX_PIN_TITLE_LENGTH}
          value={fields.title}
          onChange={set('title')}
          aria-describedby={`${id}-title-count ${id}-title-hint`}
          className={inputClasses}
        />
        <FieldHint id={`${id}-title-hint`}>
          A new title, board or template is drawn on the image too.
        </FieldHint>
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-description`} className={labelClasses}>
            Description
          </label>
          <CharacterCount
            id={`${id}-description-count`}
            length={fields.description.length}
            max={MAX_PIN_DESCRIPTION_LENGTH}
          />
        </div>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={5}
          maxLength={MAX_PIN_DESCRIPTION_LENGTH}
          value={fields.description}
          onChange={set('description')}
          aria-describedby={`${id}-description-count`}
          className={`${inputClasses} resize-y`}
        />
      </div>

      <div>
        <label htmlFor={`${id}-link`} className={labelClasses}>
          Link
        </label>
        <input
          ref={linkRef}
          id={`${id}-link`}
          name="link"
          // Not type="url": the browser's own bubble would stand in for the app's message.
          inputMode="url"
          value={fields.link}
          onChange={set('link')}
          placeholder="https://yourblog.com/post"
          aria-invalid={linkProblem ? true : undefined}
          aria-describedby={`${id}-link-hint`}
          className={inputClasses}
        />
        <FieldHint id={`${id}-link-hint`}>
          Where the pin sends people on Pinterest. Left empty, the pin has no link.
        </FieldHint>
      </div>

      <div>
        <label htmlFor={`${id}-scheduled`} className={labelClasses}>
          Scheduled time
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-scheduled`}
            name="scheduled_time"
            type="datetime-local"
            value={fields.scheduled}
            onChange={set('scheduled')}
            aria-describedby={`${id}-scheduled-hint`}
            className={inputClasses}
          />
          {fields.scheduled && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setFields((current) => ({ ...current, scheduled: '' }))}
              aria-label="Clear scheduled time"
            >
              Clear
            </Button>
          )}
        </div>
        <FieldHint id={`${id}-scheduled-hint`}>
          In your time zone, {timeZone.replaceAll('_', ' ')}. Left empty, approving takes the next free slot
          in your posting window.
        </FieldHint>
      </div>

      <div className="mt-auto flex justify-end gap-2 pt-1">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p
      id={id}
      className={`text-xs tabular-nums ${length >= max ? 'font-semibold text-brand-700' : 'text-slate-600'}`}
    >
      {length}/{max}
      <span className="sr-only"> characters</span>
    </p>
  );
}
