import type { ReactNode } from 'react';
import { Container } from './container';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The top band of an inner marketing page: the page's only <h1> on a soft gradient. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <div className="relative isolate overflow-hidden border-b border-slate-200 bg-linear-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 -z-10 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <Container className="py-16 text-center sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mx-auto mt-2 max-w-3xl text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-600">{children}</div>
        )}
      </Container>
    </div>
  );
}
