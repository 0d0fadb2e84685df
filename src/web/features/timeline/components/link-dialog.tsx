// A timeline pin's destination link, edited in the app's own dialog. The shared rules are checked
// before anything is sent; a refusal (the server's too) is said inside the dialog, which stays
// open with what was typed.
import { Link as LinkIcon } from 'lucide-react';
import { normaliseLink } from '../../../../shared/api/destination-link';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { TextField } from '../../../components/ui/form-field';
import { useFormFields } from '../../../lib/use-form-fields';
import { PinFieldDialog, type PinFieldSubmit } from './pin-field-dialog';

export function LinkDialog({
  pin,
  onClose,
  onSave,
}: {
  /** The pin whose link is edited; null when the dialog is closed. */
  pin: TimelinePin | null;
  onClose: () => void;
  /** Sends the link; rejects with an Error whose message says why, in words. */
  onSave: (pin: TimelinePin, link: string | null) => Promise<void>;
}) {
  if (!pin) return null;
  return <LinkForm key={pin.id} pin={pin} onClose={onClose} onSave={onSave} />;
}

function LinkForm({
  pin,
  onClose,
  onSave,
}: {
  pin: TimelinePin;
  onClose: () => void;
  onSave: (pin: TimelinePin, link: string | null) => Promise<void>;
}) {
  const { fields, field } = useFormFields({ link: pin.link ?? '' });

  function submit(): PinFieldSubmit {
    const result = normaliseLink(fields.link);
    if ('problem' in result) return { problem: result.problem };
    return { send: () => onSave(pin, result.link) };
  }

  return (
    <PinFieldDialog
      pin={pin}
      title="Pin link"
      icon={<LinkIcon className="h-5 w-5" aria-hidden="true" />}
      submitLabel="Save link"
      savingLabel="Saving…"
      onClose={onClose}
      submit={submit}
    >
      {({ saving, problem }) => (
        <TextField
          label="Link"
          type="url"
          inputMode="url"
          {...field('link')}
          aria-invalid={problem ? true : undefined}
          placeholder="https://yourblog.com/post"
          autoFocus
          disabled={saving}
          hint="Where the pin sends people on Pinterest. Leave it empty for no link."
        />
      )}
    </PinFieldDialog>
  );
}
