// A secret the server answers once (a new API key, a webhook endpoint's signing secret): shown in
// an amber box with the warning, a copy button (and what to do when copying fails), and "I have
// copied it", which hides it for good.
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

export function SecretShownOnce({
  secret,
  label,
  warning,
  copyLabel,
  onDone,
}: {
  secret: string;
  /** The field's accessible name, e.g. "Your new API key". */
  label: string;
  warning: string;
  copyLabel: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = () => {
    if (!navigator.clipboard) return setCopied('failed');
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="space-y-2 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
      <p className="text-sm font-semibold text-amber-900" role="status">
        {warning}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          aria-label={label}
          value={secret}
          className="block w-full rounded-xl border border-amber-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {copied === 'yes' ? 'Copied' : copyLabel}
        </Button>
      </div>
      {copied === 'failed' && (
        <p className="text-xs text-amber-900">Copying did not work: select it and copy it yourself.</p>
      )}
      <Button variant="ghost" size="sm" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}
