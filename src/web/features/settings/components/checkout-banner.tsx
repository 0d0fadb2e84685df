// The note at the top of Settings after Stripe Checkout: what happened, with the plan,
// kept in sight (sticky) while the page lands on the Plan and billing card below; it turns into a
// thank-you once Stripe's webhook has put the plan in place. Dismissible.
import { CircleCheck, CircleX, X } from 'lucide-react';
import { useBillingStatus } from '../../../api/get-billing-status';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { checkoutNote } from '../utils/checkout-return';

export function CheckoutBanner() {
  const { checkout, dismiss } = useCheckoutReturn();
  const billing = useBillingStatus({ enabled: checkout !== null });
  if (!checkout) return null;
  const success = checkout.outcome === 'success';
  const Icon = success ? CircleCheck : CircleX;
  return (
    <div
      data-checkout-banner
      className={`sticky top-0 z-20 flex items-start gap-3 rounded-2xl border px-4 py-3 shadow-sm ${
        success
          ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
          : 'border-slate-200 bg-white text-slate-800'
      }`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p role="status" className="min-w-0 flex-1 text-sm font-semibold">
        {checkoutNote(checkout, billing.data)}
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={dismiss}
        className="-m-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
