// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FAILED_MESSAGE, copyText } from './copy-text';

const writeText = vi.fn<(text: string) => Promise<void>>();
const execCommand = vi.fn<(command: string) => boolean>();
const alertMock = vi.fn();
let copiedByLegacy: string | undefined;

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  copiedByLegacy = undefined;
  execCommand.mockReset().mockImplementation((command) => {
    // What a browser would copy: the selected text of the focused textarea.
    const textarea = document.querySelector('textarea');
    copiedByLegacy = command === 'copy' ? textarea?.value : undefined;
    return true;
  });
  alertMock.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  vi.stubGlobal('alert', alertMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('copies through the Clipboard API with surrounding quotes stripped', async () => {
    await expect(copyText('"Cozy autumn kitchen ideas"')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('Cozy autumn kitchen ideas');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('keeps quotes inside the text', async () => {
    await copyText('“The “best” soup”');
    expect(writeText).toHaveBeenCalledWith('The “best” soup');
  });

  it('falls back to a hidden textarea and execCommand when the Clipboard API refuses', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await expect(copyText("'Soup for a rainy day'")).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedByLegacy).toBe('Soup for a rainy day');
    expect(document.querySelector('textarea')).toBeNull();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('falls back when there is no Clipboard API at all', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await expect(copyText('Plain')).resolves.toBe(true);
    expect(copiedByLegacy).toBe('Plain');
  });

  it('answers false when the fallback fails too, and leaves the telling to the page (no alert)', async () => {
    writeText.mockRejectedValue(new Error('Denied'));
    execCommand.mockReturnValue(false);
    await expect(copyText('Title')).resolves.toBe(false);
    expect(alertMock).not.toHaveBeenCalled();
    expect(document.querySelector('textarea')).toBeNull();
    expect(COPY_FAILED_MESSAGE).toMatch(/copy it yourself/);
  });
});
