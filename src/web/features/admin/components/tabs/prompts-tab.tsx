// Admin console: Prompts (docs/product.md §2 "Admin console", §8 "Admin"): the text and image models
// and the title, description and image prompt templates that generation uses from the next pin
// on. Save sends only what changed, one call per setting, and says how it went in the spec's words.
import { Cpu, RotateCcw, Save } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  type GlobalSetting,
  IMAGE_MODELS,
  PROMPT_SETTING_KEYS,
  type PromptSettingKey,
  promptSettingProblem,
  TEXT_MODELS,
} from '../../../../../shared/api/admin';
import type { PromptKind } from '../../../../../shared/api/settings';
import { Button } from '../../../../components/ui/button';
import { ErrorBlock } from '../../../../components/ui/error-block';
import { LoadingBlock } from '../../../../components/ui/loading-block';
import { PromptEditor } from '../../../../components/ui/prompt-editor';
import { SectionCard } from '../../../../components/ui/section-card';
import { readableErrorMessage } from '../../../../lib/readable-error';
import { reportFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminSettings } from '../../api/get-admin-settings';
import { previewPrompt } from '../../api/preview-prompt';
import { type PromptChange, useSavePromptChanges } from '../../api/update-prompt';
import {
  notSavedDetail,
  PROMPTS_FAILED_MESSAGE,
  promptSaveMessage,
  type SaveMessage,
} from '../../utils/prompt-save-message';
import { type ModelDraft, ModelField, modelDraft } from '../model-field';
import { TabHeader } from '../tab-header';

const PROMPTS: { kind: PromptKind; key: PromptSettingKey }[] = [
  { kind: 'title', key: 'prompt_title' },
  { kind: 'description', key: 'prompt_description' },
  { kind: 'image', key: 'prompt_image' },
];

type Values = Record<PromptSettingKey, string>;

function isPromptSettingKey(key: string): key is PromptSettingKey {
  return (PROMPT_SETTING_KEYS as readonly string[]).includes(key);
}

function storedValues(settings: GlobalSetting[]): Values {
  const byKey = new Map(settings.map((setting) => [setting.setting_key, setting.setting_value]));
  return Object.fromEntries(PROMPT_SETTING_KEYS.map((key) => [key, byKey.get(key) ?? ''])) as Values;
}

export default function PromptsTab() {
  useDocumentTitle('Admin · Prompts');
  const settings = useAdminSettings();
  return (
    <div className="space-y-6">
      <TabHeader
        title="Prompts and models"
        description="What generation asks the AI for. Changes apply from the next pin generated; pins already made stay as they are. Users who set their own provider in Settings keep their own model."
      />
      {settings.isPending ? (
        <LoadingBlock label="Loading prompts and models" />
      ) : settings.isError ? (
        <ErrorBlock
          title={PROMPTS_FAILED_MESSAGE}
          description="The prompts and models could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <PromptsForm settings={settings.data} />
      )}
    </div>
  );
}

function PromptsForm({ settings }: { settings: GlobalSetting[] }) {
  const stored = storedValues(settings);
  const [values, setValues] = useState<Values>(() => stored);
  const [customModels, setCustomModels] = useState(() => ({
    model_text: modelDraft(stored.model_text, TEXT_MODELS).custom,
    model_image: modelDraft(stored.model_image, IMAGE_MODELS).custom,
  }));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<PromptSettingKey, string>>>({});
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const save = useSavePromptChanges();

  const changedKeys = PROMPT_SETTING_KEYS.filter((key) => values[key] !== stored[key]);
  const dirty = changedKeys.length > 0;

  // Leaving the page with unsaved edits asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function change(key: PromptSettingKey, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setFieldErrors(({ [key]: _dropped, ...rest }) => rest);
    setMessage(null);
  }

  /** A model field's draft, what it warns of, and its error not yet said elsewhere. */
  function modelFieldState(key: 'model_text' | 'model_image') {
    const problem = promptSettingProblem(key, values[key]);
    return {
      draft: { value: values[key], custom: customModels[key] },
      onChange: (draft: ModelDraft) => {
        setCustomModels((current) => ({ ...current, [key]: draft.custom }));
        change(key, draft.value);
      },
      warning: problem,
      error: notSaidYet(fieldErrors[key], problem),
    };
  }

  function discard() {
    setValues(stored);
    setCustomModels({
      model_text: modelDraft(stored.model_text, TEXT_MODELS).custom,
      model_image: modelDraft(stored.model_image, IMAGE_MODELS).custom,
    });
    setFieldErrors({});
    setMessage(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const descriptions = new Map(settings.map((setting) => [setting.setting_key, setting.description]));
    const changes: PromptChange[] = changedKeys.map((key) => {
      const description = descriptions.get(key);
      return description === undefined
        ? { key, value: values[key] }
        : { key, value: values[key], description };
    });
    if (changes.length === 0) {
      setMessage(promptSaveMessage(0, 0));
      return;
    }
    setMessage(null);
    save.mutate(changes, {
      onSuccess: ({ saved, failed }) => {
        // The server stores a value trimmed: the fields take what it kept, so nothing looks unsaved.
        setValues((current) => {
          const next = { ...current };
          for (const setting of saved) {
            if (isPromptSettingKey(setting.setting_key)) next[setting.setting_key] = setting.setting_value;
          }
          return next;
        });
        const errors: Partial<Record<PromptSettingKey, string>> = {};
        for (const { key, error } of failed) {
          reportFailure(`Updating the setting ${key} failed`, error);
          errors[key] = readableErrorMessage(error, 'Not saved. Please try again.');
        }
        setFieldErrors(errors);
        const message = promptSaveMessage(saved.length, failed.length);
        const reasons = failed.map(({ key }) => ({ key, reason: errors[key] ?? '' }));
        setMessage(reasons.length > 0 ? { ...message, detail: notSavedDetail(reasons) } : message);
      },
      onError: (error) => {
        reportFailure('Saving the prompts failed', error);
        setMessage({
          tone: 'error',
          text: PROMPTS_FAILED_MESSAGE,
          detail: readableErrorMessage(error, 'Please try again.'),
        });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={save.isPending} className="space-y-6">
      <SectionCard
        headingId="models-heading"
        icon={Cpu}
        title="Models"
        description="Which models write and paint new pins. Choose Custom… for any model an OpenAI-compatible server offers."
      >
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <ModelField
            label="Text model"
            hint="Writes titles, descriptions and alt text."
            offered={TEXT_MODELS}
            {...modelFieldState('model_text')}
          />
          <ModelField
            label="Image model"
            hint="Paints the pin artwork (when AI images are switched on)."
            offered={IMAGE_MODELS}
            {...modelFieldState('model_image')}
          />
        </div>
      </SectionCard>

      {PROMPTS.map(({ kind, key }) => (
        <PromptEditor
          key={key}
          kind={kind}
          value={values[key]}
          changed={values[key] !== stored[key]}
          onChange={(value) => change(key, value)}
          warning={promptSettingProblem(key, values[key])}
          error={notSaidYet(fieldErrors[key], promptSettingProblem(key, values[key]))}
          previewer={previewPrompt}
        />
      ))}

      {/* Stays in sight at the bottom of the screen while there is something to save. */}
      <div
        className={`z-10 rounded-2xl border border-slate-200 bg-white/95 px-4 py-3 backdrop-blur ${
          dirty ? 'sticky bottom-3 shadow-lg' : 'shadow-xs'
        }`}
      >
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0 space-y-1 text-sm">
            <p className="flex items-center gap-2 font-medium text-slate-700">
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 shrink-0 rounded-full ${dirty ? 'bg-amber-500' : 'bg-emerald-500'}`}
              />
              {dirty
                ? `Unsaved changes to ${changedKeys.length} ${changedKeys.length === 1 ? 'setting' : 'settings'}`
                : 'No unsaved changes'}
            </p>
            <SaveMessageLine message={message} />
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-2">
            {dirty && (
              <Button variant="ghost" onClick={discard} disabled={save.isPending}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                Discard
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              <Save className="h-4 w-4" aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

/**
 * The server's refusal of a field, unless the field's own check already says it: the server applies
 * the same rule (shared/api/admin.ts), and the same words twice under one field read as two faults.
 */
function notSaidYet(error: string | undefined, warning: string | null): string | undefined {
  if (!error || !warning) return error;
  return warning.startsWith(error) || error.startsWith(warning) ? undefined : error;
}

function SaveMessageLine({ message }: { message: SaveMessage | null }) {
  const tone = message?.tone === 'success' ? 'text-emerald-800' : 'text-slate-700';
  // Both regions are always in the page, so screen readers hear the text when it arrives.
  return (
    <>
      <p role="status" className={`font-semibold ${tone}`}>
        {message && message.tone !== 'error' ? message.text : null}
      </p>
      <div role="alert" className="text-red-800">
        {message?.tone === 'error' && (
          <>
            <p className="font-semibold">{message.text}</p>
            {message.detail && (
              <p data-detail className="mt-0.5 text-xs font-medium break-words">
                {message.detail}
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}
