// Routes of the hosted pages a browser visits: Checkout (/checkout/:id, paying at …/pay) and the
// billing portal (/portal/:id and its switch, cancel, renew and pay forms).
import type Stripe from 'stripe';
import type { Billing } from './billing';
import { type Params, type Reply, redirect } from './http';
import { checkoutPage, messagePage, PAGE_CSP, portalPage, STYLESHEET } from './pages';
import type { StripeState } from './state';

export interface HostedContext {
  state(): StripeState;
  billing: Billing;
  /** Path prefix the pages link to each other with ('' on the emulator's own origin). */
  base(): string;
}

const pageHeaders = { 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' };

const page = (status: number, html: string): Reply => ({ status, html, headers: pageHeaders });

/** The reply for a hosted page, or null when `path` is none of them. */
export function answerPage(context: HostedContext, method: string, path: string, form: Params): Reply | null {
  if (method === 'GET' && path === '/assets/billing.css') return { status: 200, css: STYLESHEET };
  const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
  if (checkout) return checkoutRoute(context, method, checkout[1] as string, checkout[2] !== undefined, form);
  const portal = /^\/portal\/([^/]+)(?:\/(switch|cancel|renew|pay))?$/.exec(path);
  if (portal) return portalRoute(context, method, portal[1] as string, portal[2], form);
  return null;
}

function checkoutRoute(
  context: HostedContext,
  method: string,
  id: string,
  pay: boolean,
  form: Params,
): Reply {
  const base = context.base();
  const record = context.state().checkoutSessions.get(id);
  if (!record) return page(404, messagePage(base, 'Checkout not found', 'This checkout link is not valid.'));
  const session = record.object;
  if (session.status !== 'open') {
    const link = session.success_url ? { href: successUrl(session), label: 'Continue' } : undefined;
    return page(200, messagePage(base, 'Checkout complete', 'This checkout is already complete.', link));
  }
  const price = context.state().prices.get(record.priceId)?.object as Stripe.Price;
  const view = { base, session, price, trialEnd: context.billing.checkoutTrialEnd(record) };
  if (!pay && method === 'GET') return page(200, checkoutPage(view));
  if (!pay || method !== 'POST') return { status: 405, headers: { allow: pay ? 'POST' : 'GET' } };
  const card = typeof form.card_number === 'string' ? form.card_number : '';
  const result = context.billing.completeCheckout(id, card);
  if (!result.ok) return page(402, checkoutPage({ ...view, error: result.message }));
  return redirect(successUrl(session));
}

function successUrl(session: Stripe.Checkout.Session): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function portalRoute(
  context: HostedContext,
  method: string,
  id: string,
  action: string | undefined,
  form: Params,
): Reply {
  const base = context.base();
  const state = context.state();
  const session = state.portalSessions.get(id);
  if (!session)
    return page(404, messagePage(base, 'Billing link not found', 'This billing link is not valid.'));
  const record = state.subscriptionsOf(session.customer).find((sub) => sub.object.status !== 'canceled');
  const prices = [...state.prices.values()].map((entry) => entry.object);
  const view = { base, session, subscription: record?.object ?? null, prices };
  if (!action && method === 'GET') return page(200, portalPage(view));
  if (!action || method !== 'POST') return { status: 405, headers: { allow: action ? 'POST' : 'GET' } };
  if (!record) return page(409, portalPage(view));
  const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  if (action === 'switch') {
    if (!state.prices.has(field('price'))) return page(400, portalPage({ ...view, error: 'Choose a plan.' }));
    context.billing.changePrice(record, field('price'));
  } else if (action === 'cancel') context.billing.setCancelAtPeriodEnd(record, true);
  else if (action === 'renew') context.billing.setCancelAtPeriodEnd(record, false);
  else {
    const result = context.billing.payOpenInvoice(record, field('card_number'));
    if (!result.ok) return page(402, portalPage({ ...view, error: result.message }));
  }
  return redirect(`${base}/portal/${id}`);
}
