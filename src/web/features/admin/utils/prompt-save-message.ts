// The Prompts tab's four messages (SPEC.md §8 "Admin", word for word) and which one a save earns.
const NO_CHANGES_MESSAGE = 'No changes detected to save.';
export const PROMPTS_FAILED_MESSAGE = 'Failed to update prompts';

export interface SaveMessage {
  tone: 'success' | 'info' | 'error';
  text: string;
}

/** What a save of `saved` + `failed` changes says; nothing sent is the "no changes" message. */
export function promptSaveMessage(saved: number, failed: number): SaveMessage {
  if (saved === 0 && failed === 0) return { tone: 'info', text: NO_CHANGES_MESSAGE };
  if (failed === 0) return { tone: 'success', text: `Successfully updated ${saved} prompts and models!` };
  if (saved === 0) return { tone: 'error', text: PROMPTS_FAILED_MESSAGE };
  return { tone: 'error', text: `Failed to update ${failed} settings. Check console for details.` };
}
