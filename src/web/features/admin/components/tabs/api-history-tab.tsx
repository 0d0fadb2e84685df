// Admin console: API History (docs/product.md §2 "Admin console", §8 "Admin"): the latest AI calls on
// the left and the chosen call's details on the right (on a phone, the detail in place of the
// list, with a way back), filters by type, status and user, the totals of today and this month,
// and clearing the history after a question.
import { History, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ApiHistoryTotals } from '../../../../../shared/api/admin';
import { Button } from '../../../../components/ui/button';
import { type ConfirmOptions, useConfirm } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorBlock } from '../../../../components/ui/error-block';
import { inputClasses, labelClasses } from '../../../../components/ui/form-field';
import { LoadingBlock } from '../../../../components/ui/loading-block';
import { SelectField } from '../../../../components/ui/select-field';
import { failureToast, showFailureToast } from '../../../../lib/failure-toast';
import { reportFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useClearApiHistory } from '../../api/clear-api-history';
import { type ApiHistoryFilters, useApiHistory } from '../../api/get-api-history';
import { useApiHistoryTotals } from '../../api/get-api-history-totals';
import { formatCost } from '../../utils/format-api-call';
import { ApiCallDetailPanel } from '../api-call-detail';
import { ApiCallList } from '../api-call-list';
import { TabHeader } from '../tab-header';

const EMPTY_HISTORY_TEXT = 'No API history available';
const CLEAR_CONFIRMATION = {
  title: 'Are you sure you want to clear all API history?',
  description:
    'Every recorded AI call is deleted for good. The change history keeps a note that you cleared it.',
  confirmLabel: 'Clear history',
} satisfies ConfirmOptions;
const CLEARED_MESSAGE = 'API history cleared successfully';
/** How long the user filter waits after the last key before asking the server. */
const USER_FILTER_DELAY_MS = 300;

/** A filter's choices as [value, words]; the empty value shows every call. */
type Choices<T extends string> = readonly (readonly [T | '', string])[];
const TYPE_CHOICES: Choices<NonNullable<ApiHistoryFilters['type']>> = [
  ['', 'All types'],
  ['text', 'Text'],
  ['image', 'Image'],
];
const STATUS_CHOICES: Choices<NonNullable<ApiHistoryFilters['status']>> = [
  ['', 'All statuses'],
  ['success', 'Success'],
  ['error', 'Error'],
];

interface FilterSelectProps<T extends string> {
  label: string;
  name: string;
  value: T | undefined;
  choices: Choices<T>;
  onChange: (value: T | undefined) => void;
}

function FilterSelect<T extends string>({ label, name, value, choices, onChange }: FilterSelectProps<T>) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    >
      {choices.map(([choice, words]) => (
        <option key={choice} value={choice}>
          {words}
        </option>
      ))}
    </SelectField>
  );
}

export default function ApiHistoryTab() {
  useDocumentTitle('Admin · API History');
  const [type, setType] = useState<ApiHistoryFilters['type']>(undefined);
  const [status, setStatus] = useState<ApiHistoryFilters['status']>(undefined);
  const [userInput, setUserInput] = useState('');
  const [user, setUser] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // After Back on a phone, the call that was open gets the focus again.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const clear = useClearApiHistory();

  useEffect(() => {
    if (!returnTo) return;
    Array.from(document.querySelectorAll<HTMLElement>('[data-call-id]'))
      .find((button) => button.dataset.callId === returnTo)
      ?.focus();
    setReturnTo(null);
  }, [returnTo]);

  useEffect(() => {
    const timer = setTimeout(() => setUser(userInput.trim()), USER_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userInput]);

  const filters: ApiHistoryFilters = {
    ...(type && { type }),
    ...(status && { status }),
    ...(user && { user }),
  };
  const history = useApiHistory(filters);
  const totals = useApiHistoryTotals(filters);
  const calls = history.data ?? [];
  const filtered = Object.keys(filters).length > 0;

  async function onClear() {
    if (!(await confirm(CLEAR_CONFIRMATION))) return;
    clear.mutate(undefined, {
      onSuccess: () => {
        setSelectedId(null);
        toast.success(CLEARED_MESSAGE);
      },
      onError: (error) => {
        reportFailure('Clearing the API history failed', error);
        showFailureToast(failureToast('The API history could not be cleared.', error));
      },
    });
  }

  return (
    <div className="space-y-6">
      <TabHeader
        title="API History"
        description="The latest AI calls, newest first: what was asked, what came back, and what it cost."
        aside={
          <Button
            variant="secondary"
            onClick={() => void onClear()}
            disabled={clear.isPending || (calls.length === 0 && !filtered && history.isSuccess)}
            className="self-start sm:self-auto"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {clear.isPending ? 'Clearing...' : 'Clear history'}
          </Button>
        }
      />

      <Totals totals={totals.data} filtered={filtered} />

      <form
        aria-label="Filter the API history"
        onSubmit={(event) => {
          event.preventDefault();
          setUser(userInput.trim());
        }}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-3"
      >
        <FilterSelect label="Type" name="type" value={type} choices={TYPE_CHOICES} onChange={setType} />
        <FilterSelect
          label="Status"
          name="status"
          value={status}
          choices={STATUS_CHOICES}
          onChange={setStatus}
        />
        <div>
          <label htmlFor="history-user" className={labelClasses}>
            User email
          </label>
          <input
            id="history-user"
            type="search"
            className={inputClasses}
            value={userInput}
            maxLength={320}
            placeholder="person@example.com"
            autoComplete="off"
            onChange={(event) => setUserInput(event.target.value)}
          />
        </div>
      </form>

      {history.isPending ? (
        <LoadingBlock label="Loading the API history" />
      ) : history.isError ? (
        <ErrorBlock
          title="The API history could not be loaded."
          description="Check your connection and try again."
          onRetry={() => void history.refetch()}
        />
      ) : calls.length === 0 ? (
        <EmptyState
          icon={History}
          title={EMPTY_HISTORY_TEXT}
          description={
            filtered
              ? 'No call matches these filters.'
              : 'Calls to the text and image providers appear here as pins are generated.'
          }
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <section
            aria-label="Calls"
            className={`overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs lg:block ${selectedId ? 'hidden' : ''}`}
          >
            <p className="border-b border-slate-100 px-4 py-2.5 text-xs font-medium text-slate-500">
              {calls.length === 1 ? '1 call' : `${calls.length} calls`}
              {history.isPlaceholderData ? ' · updating…' : ''}
            </p>
            <div className="lg:max-h-[70vh] lg:overflow-y-auto">
              <ApiCallList calls={calls} selectedId={selectedId} onSelect={setSelectedId} />
            </div>
          </section>
          <section
            aria-label="Call details"
            className={`rounded-2xl border border-slate-200 bg-white shadow-xs lg:sticky lg:top-4 lg:block ${selectedId ? '' : 'hidden'}`}
          >
            {selectedId ? (
              <ApiCallDetailPanel
                key={selectedId}
                id={selectedId}
                onBack={() => {
                  setReturnTo(selectedId);
                  setSelectedId(null);
                }}
              />
            ) : (
              <p className="px-6 py-16 text-center text-sm text-slate-600">
                Choose a call to see its prompt, request and response.
              </p>
            )}
          </section>
        </div>
      )}
      {confirmDialog}
    </div>
  );
}

function Totals({ totals, filtered }: { totals: ApiHistoryTotals | undefined; filtered: boolean }) {
  const items = [
    { label: 'Calls today', value: totals?.calls_today.toLocaleString('en-GB') },
    { label: 'Cost today', value: totals && formatCost(totals.cost_today, 4) },
    { label: 'Calls this month', value: totals?.calls_this_month.toLocaleString('en-GB') },
    { label: 'Cost this month', value: totals && formatCost(totals.cost_this_month, 4) },
  ];
  return (
    <section aria-labelledby="history-totals-heading">
      <h3 id="history-totals-heading" className="sr-only">
        Totals{filtered ? ' for these filters' : ''} (UTC)
      </h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.label}
            className="rounded-2xl border border-slate-200 bg-white px-4 py-3.5 shadow-xs"
          >
            <dt className="text-xs font-medium text-slate-500">{item.label}</dt>
            <dd className="mt-1 text-xl font-semibold tracking-tight text-ink-900 tabular-nums">
              {item.value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        Today and this month are UTC{filtered ? '; the totals follow the filters below' : ''}.
      </p>
    </section>
  );
}
