// A form's typed-in values kept as one object. `field(name)` gives a text control its name, value and
// onChange at once, so the control's name is the value's key; `set(name)` is only the onChange.
import { useState } from 'react';

/** The keys of `T` whose values are text (a number in the same object is set some other way). */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export function useFormFields<T extends object>(initial: T) {
  const [fields, setFields] = useState(initial);
  const set = (name: TextKey<T>) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const field = (name: TextKey<T>) => ({ name, value: fields[name] as string, onChange: set(name) });
  return { fields, setFields, set, field };
}
