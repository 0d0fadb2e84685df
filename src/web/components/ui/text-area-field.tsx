import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { inputClasses, labelClasses } from './form-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** Shown under the text area and tied to it with aria-describedby. */
  hint?: ReactNode;
}

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({ label, hint, className = '', rows = 3, ...props }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`${inputClasses} resize-y`}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
