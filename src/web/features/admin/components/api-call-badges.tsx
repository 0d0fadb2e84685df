// The small labels of an API call: its type (text or image) and its HTTP status code,
// green for success and red for an error.
import { FileText, Image } from 'lucide-react';
import type { ApiCallType } from '../../../../shared/api/settings';

export function CallTypeBadge({ type }: { type: ApiCallType }) {
  const Icon = type === 'image' ? Image : FileText;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
        type === 'image'
          ? 'bg-violet-50 text-violet-800 ring-1 ring-violet-200'
          : 'bg-sky-50 text-sky-800 ring-1 ring-sky-200'
      }`}
    >
      <Icon className="h-3 w-3" aria-hidden="true" />
      {type === 'image' ? 'Image' : 'Text'}
    </span>
  );
}

export function StatusCodeBadge({ code }: { code: number }) {
  const ok = code >= 200 && code < 300;
  return (
    <span
      className={`rounded-full px-2 py-0.5 font-mono text-xs font-semibold ${
        ok
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
          : 'bg-red-50 text-red-800 ring-1 ring-red-200'
      }`}
    >
      <span className="sr-only">Status </span>
      {code}
    </span>
  );
}
