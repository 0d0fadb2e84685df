// Copies a pin's title or description with its surrounding quote marks stripped (docs/product.md §2):
// the async Clipboard API first; where that is missing or refused, a hidden textarea and
// document.execCommand('copy'). When that fails too the caller tells the person (docs/product.md §8's
// alert, as the app's own toast: COPY_FAILED_MESSAGE).
import { stripQuotes } from '../../../../shared/api/pins';

export const COPY_FAILED_MESSAGE =
  'Could not copy to the clipboard. Please select the text and copy it yourself.';

function legacyCopy(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  // Off screen with utility classes, not an inline style, which the strict CSP would block.
  textarea.className = 'fixed -top-full left-0 opacity-0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    textarea.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

/** Copies `text` without its quote marks; true when it reached the clipboard, false when not. */
export async function copyText(text: string): Promise<boolean> {
  const clean = stripQuotes(text);
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is not available');
    await navigator.clipboard.writeText(clean);
    return true;
  } catch {
    return legacyCopy(clean);
  }
}
