import { describe, expect, it } from 'vitest';
import { promptSaveMessage } from './prompt-save-message';

describe('promptSaveMessage', () => {
  it("uses docs/product.md's four texts", () => {
    expect(promptSaveMessage(0, 0)).toEqual({ tone: 'info', text: 'No changes detected to save.' });
    expect(promptSaveMessage(2, 0)).toEqual({
      tone: 'success',
      text: 'Successfully updated 2 prompts and models!',
    });
    expect(promptSaveMessage(1, 2)).toEqual({
      tone: 'error',
      text: 'Failed to update 2 settings. Check console for details.',
    });
    expect(promptSaveMessage(0, 3)).toEqual({ tone: 'error', text: 'Failed to update prompts' });
  });
});
