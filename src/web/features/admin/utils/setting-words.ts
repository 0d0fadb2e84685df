// The console's words for settings, flags and change-history entries, so a person reads
// "New sign-ups switched off" rather than "signups_enabled: true → false".
import {
  type AdminAuditAction,
  type AuditEntry,
  FEATURE_FLAG_KEYS,
  type FeatureFlag,
} from '../../../../shared/api/admin';

export interface FlagWords {
  title: string;
  /** What the flag allows while on. */
  on: string;
  /** What switching it off does, and what is kept. */
  off: string;
}

/**
 * The four flags of ADR 0019; a flag the server adds later shows its own description.
 * @internal for tests and benchmarks, not production code
 */
export const FLAG_WORDS: Record<FeatureFlag, FlagWords> = {
  signups_enabled: {
    title: 'New sign-ups',
    on: 'Visitors can create accounts at /signup.',
    off: 'When off, /signup says sign-ups are paused and new accounts are refused. Existing accounts sign in as usual.',
  },
  pin_generation_enabled: {
    title: 'Pin generation',
    on: 'Users can generate pins for their boards.',
    off: 'When off, every generate request is refused with a message and no allowance is used. Pins already made, review, scheduling and publishing carry on.',
  },
  ai_images_enabled: {
    title: 'AI image generation',
    on: 'Pin artwork is painted by the image model.',
    off: 'When off, pins get local artwork and no image API call is made. Titles and descriptions are still written by AI.',
  },
  auto_publishing_enabled: {
    title: 'Automatic publishing',
    on: 'Scheduled pins are published to Pinterest at their time.',
    off: 'When off, scheduled pins are held, never dropped, and go out at the next run once it is back on. A user’s own “Publish now” still works.',
  },
};

/** Where a flag stands in the list: the ADR's order, then any other flag. */
export function flagOrder(key: string): number {
  const index = FEATURE_FLAG_KEYS.indexOf(key as FeatureFlag);
  return index === -1 ? FEATURE_FLAG_KEYS.length : index;
}

export function flagWords(key: string): FlagWords | undefined {
  return Object.hasOwn(FLAG_WORDS, key) ? FLAG_WORDS[key as FeatureFlag] : undefined;
}

const SETTING_NAMES: Record<string, string> = {
  prompt_title: 'Title prompt',
  prompt_description: 'Description prompt',
  prompt_image: 'Image prompt',
  model_text: 'Text model',
  model_image: 'Image model',
};

const ACTION_WORDS: Record<AdminAuditAction, string> = {
  'flag.update': 'Switched a feature',
  'prompt.update': 'Edited a prompt',
  'model.update': 'Changed a model',
  'user.suspend': 'Suspended a user',
  'user.unsuspend': 'Unsuspended a user',
  'workspace.suspend': 'Suspended a workspace',
  'workspace.unsuspend': 'Unsuspended a workspace',
  'api_history.clear': 'Cleared the API history',
  'ticket.answer': 'Answered a support ticket',
  'ticket.status': 'Changed a ticket’s status',
  'phone_call.status': 'Changed a phone call request’s status',
  'account_manager.assign': 'Assigned an account manager',
};

/** What an entry did, in words; a flag says which way it was switched. */
export function actionWords(entry: Pick<AuditEntry, 'action' | 'new_value'>): string {
  if (entry.action === 'flag.update' && entry.new_value === 'true') return 'Switched on';
  if (entry.action === 'flag.update' && entry.new_value === 'false') return 'Switched off';
  return ACTION_WORDS[entry.action];
}

/**
 * Up to `length` characters of `text` around where it first differs from `other`, so two long
 * prompts that start alike show what changed; cut ends are marked with "…".
 */
export function excerpt(text: string, other: string, length: number): string {
  if (text.length <= length) return text;
  let differs = 0;
  while (differs < text.length && text[differs] === other[differs]) differs += 1;
  const start = differs > length / 3 ? Math.min(differs - Math.floor(length / 3), text.length - length) : 0;
  const piece = text.slice(start, start + length).trim();
  return `${start > 0 ? '…' : ''}${piece}${start + length < text.length ? '…' : ''}`;
}

/** What an entry changed, in words: a flag or setting by its name, anything else as recorded. */
export function targetWords(entry: Pick<AuditEntry, 'target'>): string {
  return flagWords(entry.target)?.title ?? SETTING_NAMES[entry.target] ?? entry.target;
}

/** A value as recorded, with flags as On/Off; no value is a dash. */
export function valueWords(entry: Pick<AuditEntry, 'action'>, value: string | null): string {
  if (value === null || value === '') return '—';
  if (entry.action === 'flag.update' && (value === 'true' || value === 'false')) {
    return value === 'true' ? 'On' : 'Off';
  }
  return value;
}
