import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { inputClasses, LabelledControl, useFieldIds } from './form-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** Shown under the text area and tied to it with aria-describedby. */
  hint?: ReactNode;
}

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({ label, hint, className = '', rows = 3, ...props }: TextAreaFieldProps) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <LabelledControl id={id} label={label} hint={hint} hintId={hintId} className={className}>
      <textarea
        id={id}
        rows={rows}
        className={`${inputClasses} resize-y`}
        aria-describedby={describedBy}
        {...props}
      />
    </LabelledControl>
  );
}
