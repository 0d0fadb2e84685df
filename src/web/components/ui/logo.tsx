import { Link } from 'react-router';

/** The logo image and brand text, linking home. */
export function Logo({ to = '/', inverse = false }: { to?: string; inverse?: boolean }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2.5" aria-label="Pinloom home">
      <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className={`text-xl font-bold tracking-tight ${inverse ? 'text-white' : 'text-ink-900'}`}>
        Pinloom
      </span>
    </Link>
  );
}
