// The Settings tab's change history: the audit log, newest first — when, who, what in words,
// and the value before and after. Long values are cut short with a way to read them whole.
import { ArrowRight, ScrollText } from 'lucide-react';
import { useState } from 'react';
import type { AuditEntry } from '../../../../shared/api/admin';
import { Dialog } from '../../../components/ui/dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { useAuditLog } from '../api/get-audit-log';
import { actionWords, excerpt, targetWords, valueWords } from '../utils/setting-words';
import { DataTable } from './data-table';
import { PanelQuery } from './panel-query';

/** Longer values are cut to this many characters in the list. */
const SHORT_VALUE = 60;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function ChangeHistoryPanel() {
  const log = useAuditLog();
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  return (
    <SectionCard
      headingId="change-history-heading"
      icon={ScrollText}
      title="Change history"
      description="Every flag, prompt and model change, suspension and history clear: who, when, and the value before and after."
    >
      <PanelQuery
        query={log}
        loading="Loading the change history"
        failed="The change history could not be loaded."
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className="mt-5 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
              No changes yet. Changes made in this console appear here.
            </p>
          ) : (
            // On phones each row is a small card; from md up, a table.
            <DataTable
              caption="Change history, newest first"
              variant="stacked"
              className="mt-5"
              columns={['When', 'Who', 'Change', 'Before → after']}
            >
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} onOpen={() => setOpened(entry)} />
              ))}
            </DataTable>
          )
        }
      </PanelQuery>
      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? `${actionWords(opened)}: ${targetWords(opened)}` : ''}
        description={
          opened ? `${opened.admin_email}, ${when.format(new Date(opened.created_at))}` : undefined
        }
        size="lg"
      >
        {opened && (
          <div className="space-y-4 px-5 py-4 sm:px-6">
            <FullValue label="Before" text={valueWords(opened, opened.old_value)} />
            <FullValue label="After" text={valueWords(opened, opened.new_value)} />
          </div>
        )}
      </Dialog>
    </SectionCard>
  );
}

function EntryRow({ entry, onOpen }: { entry: AuditEntry; onOpen: () => void }) {
  const before = valueWords(entry, entry.old_value);
  const after = valueWords(entry, entry.new_value);
  const cut = before.length > SHORT_VALUE || after.length > SHORT_VALUE;
  return (
    <tr className="block px-4 py-3 align-top md:table-row md:p-0">
      <td className="inline md:table-cell md:px-4 md:py-3 md:whitespace-nowrap text-slate-700">
        <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
      </td>
      <td className="inline text-slate-500 before:content-['_·_'] md:table-cell md:max-w-48 md:px-4 md:py-3 md:break-words md:text-slate-700 md:before:content-none">
        {entry.admin_email}
      </td>
      <td className="mt-1.5 block md:mt-0 md:table-cell md:px-4 md:py-3">
        <span className="font-medium text-slate-900">{actionWords(entry)}</span>
        <span className="block text-slate-600">{targetWords(entry)}</span>
      </td>
      <td className="mt-1.5 block md:mt-0 md:table-cell md:px-4 md:py-3">
        <span className="flex flex-wrap items-center gap-1.5 text-slate-700">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all">
            {excerpt(before, after, SHORT_VALUE)}
          </span>
          <ArrowRight className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-label="to" />
          <span className="rounded bg-emerald-50 px-1.5 py-0.5 font-mono text-xs break-all text-emerald-900 ring-1 ring-emerald-200">
            {excerpt(after, before, SHORT_VALUE)}
          </span>
        </span>
        {cut && (
          <button
            type="button"
            onClick={onOpen}
            className="mt-1.5 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Show the whole change
            <span className="sr-only">
              {' '}
              to {targetWords(entry)} at {when.format(new Date(entry.created_at))}
            </span>
          </button>
        )}
      </td>
    </tr>
  );
}

function FullValue({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <pre className="mt-1.5 max-h-64 overflow-auto rounded-xl bg-slate-50 p-3 font-mono text-[13px] whitespace-pre-wrap break-words text-slate-800 ring-1 ring-slate-200">
        {text}
      </pre>
    </div>
  );
}
