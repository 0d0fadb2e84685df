import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { FieldHint, inputClasses, LabelRow, useFieldIds } from './form-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  labelAside?: ReactNode;
  /** The show/hide button; off for a confirmation field so a form has one toggle. */
  showToggle?: boolean;
}

/** A labelled password input with a show/hide toggle. */
export function PasswordField({
  label,
  hint,
  labelAside,
  showToggle = true,
  className = '',
  ...inputProps
}: PasswordFieldProps) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <LabelRow htmlFor={id} label={label} aside={labelAside} />
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={showToggle ? `${inputClasses} pr-11` : inputClasses}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {showToggle && (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800"
          >
            {visible ? (
              <EyeOff className="h-4.5 w-4.5" aria-hidden="true" />
            ) : (
              <Eye className="h-4.5 w-4.5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
