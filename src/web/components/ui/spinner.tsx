export function Spinner({
  label = 'Loading',
  className = 'h-8 w-8',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        className={`${className} animate-spin rounded-full border-4 border-brand-100 border-t-brand-600`}
        aria-hidden="true"
      />
    </span>
  );
}

/** Covers the screen while the stored session is read (docs/product.md §2). */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-white">
      <Spinner label="Loading your session" className="h-10 w-10" />
    </div>
  );
}
