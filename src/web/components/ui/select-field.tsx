import type { ReactNode, SelectHTMLAttributes } from 'react';
import { inputClasses, LabelledControl, useFieldIds } from './form-field';

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
    <LabelledControl id={id} label={label} hint={hint} hintId={hintId} className={className}>
      <select id={id} className={`${inputClasses} pr-9`} aria-describedby={describedBy} {...props}>
        {children}
      </select>
    </LabelledControl>
  );
}
