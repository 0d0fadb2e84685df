import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldHint, inputClasses, labelClasses, useFieldIds } from './form-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** Shown under the select and tied to it with aria-describedby. */
  hint?: ReactNode;
  /** The <option> elements. */
  children: ReactNode;
}

/** A labelled <select>, styled like TextField. */
export function SelectField({ label, hint, className = '', children, ...props }: SelectFieldProps) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} className={`${inputClasses} pr-9`} aria-describedby={describedBy} {...props}>
        {children}
      </select>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
