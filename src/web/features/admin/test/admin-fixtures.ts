// What the admin tab tests share: the settings list as GET /api/admin/settings answers it, and
// finding buttons and fields the way a person would.
import type { z } from 'zod';
import type { globalSettingDto } from '../../../../shared/api/admin';

type Setting = z.input<typeof globalSettingDto>;

export function setting(key: string, value: string, category: Setting['category']): Setting {
  return {
    setting_key: key,
    setting_value: value,
    description: `About ${key}`,
    category,
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}

export const storedSettings = (): Setting[] => [
  setting('prompt_title', 'A title for {{board_name}}', 'prompts'),
  setting('prompt_description', 'Describe {{title}}', 'prompts'),
  setting('prompt_image', 'Paint {{title}} in {{style_config}}', 'prompts'),
  setting('model_text', 'gpt-4o', 'models'),
  setting('model_image', 'my-local-painter', 'models'),
  setting('signups_enabled', 'true', 'features'),
  setting('pin_generation_enabled', 'true', 'features'),
  setting('ai_images_enabled', 'false', 'features'),
  setting('auto_publishing_enabled', 'true', 'features'),
];

export function buttonNamed(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

/** The field labelled `name` (by <label for> or aria-labelledby). */
export function fieldLabelled<T extends HTMLElement>(name: string): T {
  for (const label of Array.from(document.querySelectorAll('label'))) {
    if (label.textContent?.trim() === name && label.htmlFor) {
      const field = document.getElementById(label.htmlFor);
      if (field) return field as T;
    }
  }
  for (const field of Array.from(
    document.querySelectorAll(
      'input[aria-labelledby], textarea[aria-labelledby], select[aria-labelledby], [role="switch"][aria-labelledby]',
    ),
  )) {
    const ids = field.getAttribute('aria-labelledby')?.split(' ') ?? [];
    const text = ids.map((id) => document.getElementById(id)?.textContent?.trim()).join(' ');
    if (text === name) return field as T;
  }
  throw new Error(`No field labelled "${name}"`);
}
