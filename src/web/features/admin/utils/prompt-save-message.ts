// The Prompts tab's four messages (docs/product.md §8 "Admin", word for word) and which one a save earns,
// with a line under a failure naming what was not saved and why (the reasons also stand beside
// their fields), so the save bar never says only "Failed to update prompts".
import type { PromptSettingKey } from '../../../../shared/api/admin';

const NO_CHANGES_MESSAGE = 'No changes detected to save.';
export const PROMPTS_FAILED_MESSAGE = 'Failed to update prompts';

export interface SaveMessage {
  tone: 'success' | 'info' | 'error';
  text: string;
  /** Under a failure: what was not saved, and why. */
  detail?: string;
}

/** What a save of `saved` + `failed` changes says; nothing sent is the "no changes" message. */
export function promptSaveMessage(saved: number, failed: number): SaveMessage {
  if (saved === 0 && failed === 0) return { tone: 'info', text: NO_CHANGES_MESSAGE };
  if (failed === 0) return { tone: 'success', text: `Successfully updated ${saved} prompts and models!` };
  if (saved === 0) return { tone: 'error', text: PROMPTS_FAILED_MESSAGE };
  return { tone: 'error', text: `Failed to update ${failed} settings. Check console for details.` };
}

/** Each setting as its field names it. */
const SETTING_LABELS: Record<PromptSettingKey, string> = {
  prompt_title: 'Title prompt',
  prompt_description: 'Description prompt',
  prompt_image: 'Image prompt',
  model_text: 'Text model',
  model_image: 'Image model',
};

/** "Title prompt: Unknown variable …" for one refusal; the settings' names for several. */
export function notSavedDetail(failed: readonly { key: PromptSettingKey; reason: string }[]): string {
  const [only] = failed;
  if (failed.length === 1 && only) return `${SETTING_LABELS[only.key]}: ${only.reason}`;
  return `Not saved: ${failed.map(({ key }) => SETTING_LABELS[key]).join(', ')}. Each reason is beside its setting.`;
}
