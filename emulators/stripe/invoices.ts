// The invoices subscriptions produce: issued for a period (created, renewal or switch), then
// marked paid or failed as payment attempts go.
import type Stripe from 'stripe';
import { invoiceObject, newId } from './fixtures';
import type { StripeState, SubscriptionRecord } from './state';

/** A new open invoice for the subscription's period; it becomes the subscription's latest_invoice. */
export function issueInvoice(
  state: StripeState,
  record: SubscriptionRecord,
  reason: Stripe.Invoice.BillingReason,
  amount: number,
  periodStart: number,
  periodEnd: number,
  created: number,
): Stripe.Invoice {
  const customerId = record.object.customer as string;
  const customer = state.customers.get(customerId) as Stripe.Customer;
  const invoice = invoiceObject({
    id: newId('in'),
    created,
    customer: customerId,
    subscription: record.object,
    billingReason: reason,
    amount,
    periodStart,
    periodEnd,
    number: state.nextInvoiceNumber(customer),
  });
  invoice.customer_email = customer.email ?? null;
  invoice.customer_name = customer.name ?? null;
  state.invoices.set(invoice.id, invoice);
  record.object.latest_invoice = invoice.id;
  return invoice;
}

export function markPaid(invoice: Stripe.Invoice, at: number): void {
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempted: true,
    attempt_count: invoice.attempt_count + 1,
    next_payment_attempt: null,
    status_transitions: {
      finalized_at: invoice.created,
      marked_uncollectible_at: null,
      paid_at: at,
      voided_at: null,
    },
  } satisfies Partial<Stripe.Invoice>);
}

/** An attempt failed: still open, with the subscription's failed attempts and next retry. */
export function markFailed(invoice: Stripe.Invoice, record: SubscriptionRecord): void {
  Object.assign(invoice, {
    status: 'open',
    attempted: true,
    attempt_count: record.failedAttempts,
    next_payment_attempt: record.nextRetryAt,
    status_transitions: {
      finalized_at: invoice.created,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
  } satisfies Partial<Stripe.Invoice>);
}
