import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { inputClasses, labelClasses } from './form-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** Shown under the select and tied to it with aria-describedby. */
  hint?: ReactNode;
  /** The <option> elements. */
  children: ReactNode;
}

/** A labelled <select>, styled like TextField. */
export function SelectField({ label, hint, className = '', children, ...props }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        className={`${inputClasses} pr-9`}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
