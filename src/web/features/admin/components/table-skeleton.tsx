// Grey rows in the place of a user table while it loads; screen readers hear `label`.
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="divide-y divide-slate-100">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on.
        <div key={index} aria-hidden="true" className="flex animate-pulse items-center gap-4 px-4 py-4">
          <div className="h-4 w-32 rounded bg-slate-200" />
          <div className="h-4 flex-1 rounded bg-slate-100" />
          <div className="hidden h-4 w-16 rounded-full bg-slate-200 sm:block" />
          <div className="hidden h-4 w-20 rounded bg-slate-100 sm:block" />
        </div>
      ))}
    </div>
  );
}
