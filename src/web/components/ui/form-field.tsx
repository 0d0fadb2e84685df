import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const inputClasses =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 ' +
  'placeholder:text-slate-400 shadow-xs transition-colors hover:border-slate-400 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50';

export const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-800';

/** The ids that tie a control to its label and its hint (`describedBy` only when there is a hint). */
export function useFieldIds(hint: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  return { id, hintId, describedBy: hint ? hintId : undefined };
}

/** The line under a control that says what to put in it; `id` is what its aria-describedby names. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-600">
      {children}
    </p>
  );
}

/**
 * A control with its label above and its hint below (SelectField, TextAreaField); the control
 * itself, given `id` and the hint's id in aria-describedby, is the child.
 */
export function LabelledControl({
  id,
  label,
  hint,
  hintId,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  hintId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}

/** A control's label, with `aside` (e.g. a "Forgot your password?" link) at the end of its row. */
export function LabelRow({
  htmlFor,
  label,
  aside,
}: {
  htmlFor: string;
  label: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <label htmlFor={htmlFor} className={labelClasses}>
        {label}
      </label>
      {aside}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the input and tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Extra content on the label's row, e.g. a "Forgot your password?" link. */
  labelAside?: ReactNode;
}

/** A labelled text input; the label and hint are tied to the input for assistive technology. */
export function TextField({ label, hint, labelAside, className = '', ...inputProps }: TextFieldProps) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <div className={className}>
      <LabelRow htmlFor={id} label={label} aside={labelAside} />
      <input id={id} className={inputClasses} aria-describedby={describedBy} {...inputProps} />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
