import type { ReactNode } from 'react';

/** The one page width used by every marketing section. */
export function Container({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`.trim()}>{children}</div>
  );
}
