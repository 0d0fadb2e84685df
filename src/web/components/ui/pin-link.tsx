// A pin's destination link as its card shows it: the host only, opening the page in a new tab.
// nofollow because the address is the user's own text, not something Pinloom vouches for.
import { ExternalLink } from 'lucide-react';
import { linkHost } from '../../../shared/api/destination-link';

export function PinLink({ link, className = '' }: { link: string | null; className?: string }) {
  const host = link ? linkHost(link) : null;
  if (!link || !host) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer nofollow"
      title={link}
      aria-label={`Link: ${host} (opens in a new tab)`}
      className={`inline-flex max-w-full items-center gap-1 text-xs font-medium text-slate-700 underline decoration-slate-400 underline-offset-2 hover:text-slate-950 ${className}`}
    >
      <ExternalLink className="h-3 w-3 shrink-0" aria-hidden="true" />
      <span className="truncate">{host}</span>
    </a>
  );
}
