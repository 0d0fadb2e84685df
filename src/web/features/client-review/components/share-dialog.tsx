// 'Share for approval' (ADR 0032): names a link for the chosen pins in review and how long it
// works, then shows its address once, with Copy; only a hash of its token is kept, so it cannot be
// shown again.
import { Check, Copy, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  createReviewLinkBody,
  REVIEW_LINK_DEFAULT_DAYS,
  REVIEW_LINK_MAX_DAYS,
} from '../../../../shared/api/client-review';
import { stripQuotes } from '../../../../shared/api/pins';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses, labelClasses, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateReviewLink } from '../api/review-links';

/** @internal for tests and benchmarks, not production code */
export const SHOWN_ONCE_NOTE = 'Only shown now: copy it before you close this.';
const CREATE_FAILED = 'The link could not be created. Please try again.';
const DAYS_PROBLEM = `A link works for 1 to ${REVIEW_LINK_MAX_DAYS} days.`;

/** The pins to share, in the order the client will see them. */
export interface SharedPin {
  id: string;
  title: string;
}

export function ShareDialog({ pins, onClose }: { pins: SharedPin[]; onClose: () => void }) {
  const create = useCreateReviewLink();
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(REVIEW_LINK_DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const dayCount = Number(days);
    if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > REVIEW_LINK_MAX_DAYS) {
      setProblem(DAYS_PROBLEM);
      return;
    }
    const parsed = createReviewLinkBody.safeParse({
      name,
      pin_ids: pins.map((pin) => pin.id),
      days: dayCount,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? CREATE_FAILED);
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (answer) => setUrl(answer.url),
      onError: (error) => setProblem(errorMessage(error, CREATE_FAILED)),
    });
  }

  const count = pins.length === 1 ? '1 pin' : `${pins.length} pins`;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!create.isPending}
      icon={<Send className="h-5 w-5" aria-hidden="true" />}
      title="Share for approval"
      description={
        url
          ? 'Send this link to your client. They need no account.'
          : `Your client sees ${count} as they will look on Pinterest and approves, asks for changes or rejects each.`
      }
    >
      {url ? (
        <CreatedLink url={url} onClose={onClose} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4 px-5 py-5 sm:px-6">
          <FormAlert message={problem} />
          <TextField
            label="Name"
            name="name"
            hint="Who it is for, e.g. the client’s name. The client sees it too."
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={100}
            autoComplete="off"
            required
            autoFocus
          />
          <TextField
            label="Link works for (days)"
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={REVIEW_LINK_MAX_DAYS}
            hint={`1 to ${REVIEW_LINK_MAX_DAYS} days; you can withdraw it sooner.`}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            className="max-w-40"
            required
          />
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer font-medium">The {count} you chose</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {pins.map((pin) => (
                <li key={pin.id} className="break-words">
                  {stripQuotes(pin.title) || 'Untitled pin'}
                </li>
              ))}
            </ul>
          </details>
          <DialogActions onCancel={onClose} busy={create.isPending} className="pt-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create link'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

function CreatedLink({ url, onClose }: { url: string; onClose: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  function copy() {
    const done = () => setCopied('yes');
    const failed = () => {
      setCopied('failed');
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    };
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(url).then(done, failed);
  }

  return (
    <div className="space-y-4 px-5 py-5 sm:px-6">
      <div>
        <label htmlFor={id} className={labelClasses}>
          Link for your client
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className={`${inputClasses} font-mono text-xs`}
          />
          <Button variant="secondary" onClick={copy} className="shrink-0">
            {copied === 'yes' ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="mt-2 text-sm font-medium text-amber-800" role="status">
          {copied === 'failed'
            ? 'Copying did not work here: the link is selected, copy it yourself.'
            : SHOWN_ONCE_NOTE}
        </p>
      </div>
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
