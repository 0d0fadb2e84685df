import { KeyRound, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AiSettings } from '../../../../shared/api/settings';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { SectionCard } from '../../../components/ui/section-card';
import { type AiSettingsUpdate, useAiSettings, useSaveAiSettings } from '../api/ai-settings';

type Capability = 'text' | 'image';

const CAPABILITIES: { id: Capability; title: string; modelHint: string }[] = [
  { id: 'text', title: 'Text provider', modelHint: 'e.g. gpt-4o, or llama3.1 on Ollama' },
  { id: 'image', title: 'Image provider', modelHint: 'gpt-image-1, dall-e-3 or dall-e-2' },
];

/**
 * The user's own OpenAI (or OpenAI-compatible) keys. Left empty, Pinloom uses the server's
 * provider, which works offline out of the box. Keys are never shown again once saved.
 * `lockedReason`: set when the person's role in the workspace may not change them (ADR 0032: admins
 * and owners do; the app layer asks); the card then says so instead of showing the form.
 */
export function AiProviderCard({ lockedReason }: { lockedReason?: string } = {}) {
  return (
    <SectionCard
      headingId="ai-provider-heading"
      icon={KeyRound}
      title="AI providers"
      description="Use your own OpenAI key, or any OpenAI-compatible server (Ollama, LocalAI, vLLM) by its base URL. Leave them empty to use Pinloom's built-in generator. Keys are encrypted and never shown again."
    >
      {lockedReason ? (
        <p className="flex items-start gap-2 text-sm font-medium text-slate-700">
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {lockedReason}
        </p>
      ) : (
        <AiProviderSettings />
      )}
    </SectionCard>
  );
}

function AiProviderSettings() {
  const settings = useAiSettings();
  return (
    <>
      {settings.isPending ? (
        <LoadingBlock label="Loading AI provider settings" />
      ) : settings.isError ? (
        <FormAlert message={settings.error.message} />
      ) : (
        <AiProviderForm saved={settings.data} />
      )}
    </>
  );
}

function AiProviderForm({ saved }: { saved: AiSettings }) {
  const save = useSaveAiSettings();
  const [fields, setFields] = useState(() => ({
    text_base_url: saved.text_base_url ?? '',
    text_model: saved.text_model ?? '',
    text_api_key: '',
    image_base_url: saved.image_base_url ?? '',
    image_model: saved.image_model ?? '',
    image_api_key: '',
  }));
  const [message, setMessage] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (update: AiSettingsUpdate) => {
    setMessage(null);
    save.mutate(update, {
      onSuccess: () => {
        setFields((current) => ({ ...current, text_api_key: '', image_api_key: '' }));
        setMessage('AI provider settings saved.');
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const update: AiSettingsUpdate = {
      text_base_url: fields.text_base_url.trim() || null,
      text_model: fields.text_model.trim() || null,
      image_base_url: fields.image_base_url.trim() || null,
      image_model: fields.image_model.trim() || null,
    };
    // An empty key field keeps the saved key; "Remove key" clears it.
    if (fields.text_api_key.trim()) update.text_api_key = fields.text_api_key.trim();
    if (fields.image_api_key.trim()) update.image_api_key = fields.image_api_key.trim();
    submit(update);
  };

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-6" noValidate>
      <FormAlert message={save.isError ? save.error.message : null} />
      {message && (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          {message}
        </p>
      )}
      {CAPABILITIES.map(({ id, title, modelHint }) => {
        const hint = saved[`${id}_api_key_hint`];
        return (
          <fieldset key={id} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-semibold text-slate-900">{title}</legend>
            <TextField
              label="API key"
              type="password"
              autoComplete="off"
              value={fields[`${id}_api_key`]}
              onChange={set(`${id}_api_key`)}
              placeholder={hint ? `Saved: ${hint}` : 'sk-…'}
              hint={hint ? 'Leave empty to keep the saved key.' : undefined}
              className="sm:col-span-2"
            />
            <TextField
              label="Base URL (optional)"
              type="url"
              value={fields[`${id}_base_url`]}
              onChange={set(`${id}_base_url`)}
              placeholder="https://api.openai.com/v1"
            />
            <TextField
              label="Model (optional)"
              value={fields[`${id}_model`]}
              onChange={set(`${id}_model`)}
              hint={modelHint}
            />
            {hint && (
              <div className="sm:col-span-2">
                <Button variant="ghost" size="sm" onClick={() => submit({ [`${id}_api_key`]: null })}>
                  Remove saved {id} key
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save AI Providers'}
      </Button>
    </form>
  );
}
