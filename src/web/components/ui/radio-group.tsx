// A radio group whose options are whole cards or pills (WAI-ARIA radio group pattern):
// one tab stop, arrow keys move and select, the checked option carries aria-checked.
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

interface RadioGroupProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  renderOption: (option: T, checked: boolean) => ReactNode;
  optionClassName: (checked: boolean) => string;
  className?: string;
}

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

export function RadioGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  renderOption,
  optionClassName,
  className = '',
}: RadioGroupProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, options.indexOf(value));

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const option = options[next];
    if (option === undefined) return;
    onChange(option);
    refs.current[next]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {options.map((option, index) => {
        const checked = option === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the whole card is the radio, with aria-checked exposed.
          <button
            key={option}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => onChange(option)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={optionClassName(checked)}
          >
            {renderOption(option, checked)}
          </button>
        );
      })}
    </div>
  );
}
