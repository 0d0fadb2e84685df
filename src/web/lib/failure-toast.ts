// The toast for a failed call: a fixed text (docs/product.md §8's, word for word) and, under it, why
// it failed in words when that tells the person something they can act on.
import { toast } from 'sonner';
import { ApiError } from './api-client';
import { readableErrorMessage } from './readable-error';

export interface FailureToast {
  message: string;
  description?: string;
}

/**
 * `message`, with the reason as its description: a lost connection says so; a refusal the person
 * can act on (any 4xx but 401, or only `reasonStatuses` when given) gives the server's text made
 * readable; anything else, or a text no person can act on, gives no description.
 */
export function failureToast(
  message: string,
  error: unknown,
  reasonStatuses?: readonly number[],
): FailureToast {
  const withheld =
    reasonStatuses !== undefined && error instanceof ApiError && !reasonStatuses.includes(error.status);
  const reason = withheld ? '' : readableErrorMessage(error, '');
  return reason ? { message, description: reason } : { message };
}

export function showFailureToast({ message, description }: FailureToast): void {
  toast.error(message, description ? { description } : undefined);
}

/** A mutation's `onError` that shows `message`'s failure toast: `mutate(input, { onError: toastOnFailure(TEXT) })`. */
export function toastOnFailure(message: string): (error: unknown) => void {
  return (error) => showFailureToast(failureToast(message, error));
}
