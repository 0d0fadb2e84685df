// A timeline pin's destination link, edited in the app's own dialog. The shared rules are checked
// before anything is sent; a refusal (the server's too) is said inside the dialog, which stays
// open with what was typed.
import { Link as LinkIcon, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { normaliseLink } from '../../../../shared/api/destination-link';
import { type Pin, stripQuotes } from '../../../../shared/api/pins';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';

export function LinkDialog({
  pin,
  onClose,
  onSave,
}: {
  /** The pin whose link is edited; null when the dialog is closed. */
  pin: Pin | null;
  onClose: () => void;
  /** Sends the link; rejects with an Error whose message says why, in words. */
  onSave: (pin: Pin, link: string | null) => Promise<void>;
}) {
  if (!pin) return null;
  return <LinkForm key={pin.id} pin={pin} onClose={onClose} onSave={onSave} />;
}

function LinkForm({
  pin,
  onClose,
  onSave,
}: {
  pin: Pin;
  onClose: () => void;
  onSave: (pin: Pin, link: string | null) => Promise<void>;
}) {
  const [value, setValue] = useState(pin.link ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = normaliseLink(value);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await onSave(pin, result.link);
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!saving}
      title="Pin link"
      description={stripQuotes(pin.title)}
      icon={<LinkIcon className="h-5 w-5" aria-hidden="true" />}
      size="sm"
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 px-5 py-4 sm:px-6"
      >
        <FormAlert message={problem} />
        <TextField
          label="Link"
          name="link"
          type="url"
          inputMode="url"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          placeholder="https://yourblog.com/post"
          autoFocus
          disabled={saving}
          hint="Where the pin sends people on Pinterest. Leave it empty for no link."
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {saving ? 'Saving…' : 'Save link'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
