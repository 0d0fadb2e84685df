// The time zone field of Settings: an editable combobox with a listbox (the ARIA
// 1.2 pattern) over ~420 IANA zones, grouped by region, each with its city and its UTC offset now.
// Typing filters by city, IANA name, region or offset ("+05:30", "GMT-5"); the arrow keys,
// Page Up/Down, Enter and Escape work it without a mouse. The form gets the IANA name.
import { ChevronDown, Globe } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FieldHint, inputClasses, labelClasses } from '../../../components/ui/form-field';
import { matchesTimeZone, type TimeZoneChoice, timeZoneRegions } from '../utils/time-zones';

/** How far Page Up and Page Down move the highlight. */
const PAGE = 10;

function describe(choice: TimeZoneChoice): string {
  return `${choice.city} (${choice.zone}), ${choice.offset}`;
}

export function TimeZonePicker({
  label,
  name,
  value,
  zones,
  browserZone,
  onChange,
  hint,
}: {
  label: string;
  /** The form field that carries the IANA name. */
  name: string;
  value: string;
  zones: readonly string[];
  /** This browser's zone, marked in the list. */
  browserZone: string;
  onChange: (zone: string) => void;
  hint?: ReactNode;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (zone: string) => `${id}-option-${zone.replace(/[^A-Za-z0-9]/g, '-')}`;
  // Offsets as they are now, on the browser's clock: what the person's pins will see this week.
  const regions = useMemo(() => timeZoneRegions(zones, new Date()), [zones]);
  const all = useMemo(() => regions.flatMap((region) => region.zones), [regions]);
  const chosen = all.find((choice) => choice.zone === value);
  const shown = chosen ? describe(chosen) : value;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [activeZone, setActiveZone] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const filtered = useMemo(
    () =>
      regions
        .map((region) => ({ ...region, zones: region.zones.filter((z) => matchesTimeZone(z, query ?? '')) }))
        .filter((region) => region.zones.length > 0),
    [regions, query],
  );
  const visible = useMemo(() => filtered.flatMap((region) => region.zones), [filtered]);
  const active = visible.find((choice) => choice.zone === activeZone) ?? null;

  // The list, once open, is brought into sight (the field may sit at the bottom of the screen).
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
  }, [open]);
  // The highlighted zone stays in sight as it moves.
  useEffect(() => {
    if (open && activeZone)
      document
        .getElementById(optionId(activeZone))
        ?.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
  });

  function openList(highlight: string | null = value) {
    setOpen(true);
    setActiveZone(highlight);
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveZone(null);
  }

  function choose(zone: string) {
    onChange(zone);
    close();
  }

  function move(by: number) {
    if (!open) {
      openList();
      return;
    }
    if (visible.length === 0) return;
    const at = active ? visible.indexOf(active) : -1;
    const next =
      at === -1 ? (by > 0 ? 0 : visible.length - 1) : Math.min(Math.max(at + by, 0), visible.length - 1);
    setActiveZone(visible[next]?.zone ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey && !open) openList();
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'PageDown':
        if (!open) return;
        event.preventDefault();
        move(PAGE);
        break;
      case 'PageUp':
        if (!open) return;
        event.preventDefault();
        move(-PAGE);
        break;
      case 'Enter':
        if (!open) return;
        // Picking a zone must not submit the settings form.
        event.preventDefault();
        if (active) choose(active.zone);
        break;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        break;
      default:
        break;
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <Globe
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active ? optionId(active.zone) : undefined}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search by city, region or offset"
          value={query ?? shown}
          onFocus={(event) => event.currentTarget.select()}
          onClick={() => !open && openList()}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setOpen(true);
            const first = regions
              .flatMap((region) => region.zones)
              .find((choice) => matchesTimeZone(choice, text));
            setActiveZone(first?.zone ?? null);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={`${inputClasses} pr-9 pl-9`}
        />
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input type="hidden" name={name} value={value} />
        {open &&
          (visible.length === 0 ? (
            <div
              id={listId}
              className="absolute z-20 mt-1 w-full rounded-xl bg-white px-4 py-3 text-sm text-slate-700 shadow-lg ring-1 ring-slate-200"
            >
              No time zone matches “{query}”. Try a city, a region or an offset such as +05:30.
            </div>
          ) : (
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label="Time zones"
              className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto overscroll-contain rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
            >
              {filtered.map((region) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group; a fieldset holds form controls
                <div key={region.label} role="group" aria-labelledby={`${id}-region-${region.label}`}>
                  <div
                    id={`${id}-region-${region.label}`}
                    role="presentation"
                    className="sticky top-0 bg-slate-50 px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase"
                  >
                    {region.label}
                  </div>
                  {region.zones.map((choice) => {
                    const selected = choice.zone === value;
                    const highlighted = choice.zone === active?.zone;
                    return (
                      // The input keeps the focus (aria-activedescendant); keys are handled there.
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
                      <div
                        key={choice.zone}
                        id={optionId(choice.zone)}
                        role="option"
                        aria-selected={selected}
                        tabIndex={-1}
                        // Keeps the focus in the input, so blur does not close the list first.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => !highlighted && setActiveZone(choice.zone)}
                        onClick={() => choose(choice.zone)}
                        className={`flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm ${
                          highlighted ? 'bg-brand-50 text-ink-900' : 'text-slate-800'
                        } ${selected ? 'font-semibold' : ''}`}
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block truncate">{choice.city}</span>
                          <span className="block truncate text-xs font-normal text-slate-600">
                            {choice.zone}
                            {choice.zone === browserZone && ' (this browser)'}
                          </span>
                        </span>
                        <span className="shrink-0 font-mono text-xs text-slate-700 tabular-nums">
                          {choice.offset}
                        </span>
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          ))}
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
