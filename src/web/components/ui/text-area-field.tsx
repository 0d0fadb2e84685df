import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldHint, inputClasses, labelClasses, useFieldIds } from './form-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** Shown under the text area and tied to it with aria-describedby. */
  hint?: ReactNode;
}

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({ label, hint, className = '', rows = 3, ...props }: TextAreaFieldProps) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`${inputClasses} resize-y`}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
