// The search box and page of a console list (users, workspaces), kept in the address
// (?search=ann&page=2) so a reload, a shared link or Back returns to the same list. Typing waits a
// moment before the list is asked again, and replaces the entry rather than adding one per key.
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../../../shared/api/admin';
import { inputClasses } from '../../../components/ui/form-field';

/** Typing waits this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The search and page in the address, and a way to change them (empty ones are left out). */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').slice(0, ADMIN_SEARCH_MAX_LENGTH);
  const page = pageFrom(params.get('page'));
  const go = (next: { search: string; page: number }, replace: boolean) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace });
  };
  return { search, page, go };
}

/** The address's search and page, `go` to another, and the box's text (`draft`) as typed. */
export function useListSearch() {
  const { search, page, go } = useListAddress();
  const [draft, setDraft] = useState(search);

  // Back and Forward change the address: the box follows it (a trailing space being typed stays).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of address moves the box.
  useEffect(() => {
    if (draft.trim() !== search) setDraft(search);
  }, [search]);

  // A new search starts again at page 1; typing replaces the entry rather than adding one per key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text starts a new search.
  useEffect(() => {
    const wanted = draft.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => go({ search: wanted, page: 1 }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return { search, page, go, draft, setDraft };
}

/** The search box above a list: `label` for screen readers, `placeholder` for everyone. */
export function ListSearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <search className="relative block max-w-md">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        name="search"
        value={value}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={`${inputClasses} pl-10`}
      />
    </search>
  );
}
