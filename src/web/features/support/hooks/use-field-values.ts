// What is typed in a support form's fields, one value a field name: `bind(name)` gives a field its
// name, value and onChange, so each field is written once; `clear()` empties them all.
import { type ChangeEvent, useState } from 'react';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export function useFieldValues<Name extends string>(empty: Record<Name, string>) {
  const [values, setValues] = useState(empty);
  const bind = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: FieldEvent) => setValues((typed) => ({ ...typed, [name]: event.target.value })),
  });
  return { values, bind, clear: () => setValues(empty) };
}
