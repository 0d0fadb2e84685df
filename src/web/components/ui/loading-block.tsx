// What a part of a page shows while its data loads; screen readers hear `label` as a status.
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A spinner centred in the space its content will take, e.g. inside a settings card. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="py-8 text-center">
      <Spinner label={label} />
    </div>
  );
}

/**
 * Three grey cards in the layout of the list that is loading (a page's boards, pins or days).
 * `children` is what one card holds: pulsing bars and tiles shaped like the real card.
 */
export function LoadingSkeleton({
  label,
  className,
  cardClassName,
  children,
}: {
  label: string;
  /** The list's layout, e.g. its grid. */
  className: string;
  cardClassName: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {['a', 'b', 'c'].map((key) => (
        <div key={key} aria-hidden="true" className={cardClassName}>
          {children}
        </div>
      ))}
    </div>
  );
}
