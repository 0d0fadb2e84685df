// A pin's title or description as a button: a click copies the text without its quote marks
// and a toast says so for about 2 seconds (docs/product.md §2, §9), or says it could not.
import { toast } from 'sonner';
import { stripQuotes } from '../../../../shared/api/pins';
import { COPY_FAILED_MESSAGE, copyText } from '../utils/copy-text';

const COPY_TOAST_MS = 2000;

const TOASTS = {
  title: 'Title copied to clipboard!',
  description: 'Description copied to clipboard!',
} as const;

export function CopyTextButton({
  text,
  kind,
  className = '',
  id,
}: {
  text: string;
  kind: keyof typeof TOASTS;
  className?: string;
  id?: string;
}) {
  async function onClick() {
    if (await copyText(text)) toast.success(TOASTS[kind], { duration: COPY_TOAST_MS });
    else toast.error(COPY_FAILED_MESSAGE);
  }
  return (
    <button
      id={id}
      type="button"
      onClick={() => void onClick()}
      title={`Click to copy the ${kind}`}
      className={`block w-full cursor-copy rounded-md text-left transition-colors hover:bg-slate-100 ${className}`}
    >
      <span className="line-clamp-3">{stripQuotes(text)}</span>
    </button>
  );
}
