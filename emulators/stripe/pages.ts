// The hosted pages' HTML: Checkout (plan, price, trial, test card form) and the billing portal
// (switch plan, cancel at period end, pay a past-due invoice). Plain forms and one stylesheet,
// no scripts, every page labelled as demo billing.
import type Stripe from 'stripe';

export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'";

export const STYLESHEET = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
main { max-width: 560px; margin: 0 auto; padding: 24px; }
.banner { background: #635bff; color: #fff; padding: 8px 24px; font-weight: 600; }
.card { background: #fff; border-radius: 12px; padding: 24px; margin: 16px 0; box-shadow: 0 1px 3px #0002; }
.price { font-size: 28px; font-weight: 700; }
.error { color: #b3093c; font-weight: 600; }
.muted { color: #5f6b7a; font-size: 14px; }
label { display: block; margin: 12px 0 4px; }
input { font: inherit; padding: 8px; width: 100%; box-sizing: border-box; border: 1px solid #c1c9d2; border-radius: 6px; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; align-items: center; }
button { font: inherit; border: 0; border-radius: 6px; padding: 10px 18px; cursor: pointer; background: #635bff; color: #fff; }
button.secondary { background: #e3e8ee; color: #1a1f36; }
form.inline { display: inline; }
a { color: #635bff; }
`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

function layout(base: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(base)}/assets/billing.css">
</head>
<body>
<div class="banner">Demo billing — no real payment</div>
<main>
${body}
</main>
</body>
</html>`;
}

function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function priceText(price: Stripe.Price): string {
  return `${formatAmount(price.unit_amount ?? 0, price.currency)} per ${price.recurring?.interval ?? 'month'}`;
}

export interface CheckoutView {
  base: string;
  session: Stripe.Checkout.Session;
  price: Stripe.Price;
  trialEnd: number | null;
  error?: string;
}

export function checkoutPage({ base, session, price, trialEnd, error }: CheckoutView): string {
  const trial = trialEnd
    ? `<p>Free trial until ${formatDate(trialEnd)}, then ${escapeHtml(priceText(price))}. Nothing is charged today.</p>`
    : `<p>You pay ${escapeHtml(formatAmount(price.unit_amount ?? 0, price.currency))} today.</p>`;
  const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
  return layout(
    base,
    `Subscribe to ${price.nickname ?? 'a plan'}`,
    `<div class="card">
<h1>${escapeHtml(price.nickname ?? 'Subscription')}</h1>
<p class="price">${escapeHtml(priceText(price))}</p>
${trial}
${session.customer_email ? `<p class="muted">For ${escapeHtml(session.customer_email)}</p>` : ''}
</div>
<form class="card" method="post" action="${escapeHtml(base)}/checkout/${escapeHtml(session.id)}/pay">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<p class="muted">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
<div class="actions"><button type="submit">${trialEnd ? 'Start trial' : 'Subscribe'}</button>${cancel}</div>
</form>`,
  );
}

export function messagePage(
  base: string,
  title: string,
  text: string,
  link?: { href: string; label: string },
) {
  const action = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return layout(
    base,
    title,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${action}</div>`,
  );
}

export interface PortalView {
  base: string;
  session: Stripe.BillingPortal.Session;
  subscription: Stripe.Subscription | null;
  prices: Stripe.Price[];
  error?: string;
}

export function portalPage({ base, session, subscription, prices, error }: PortalView): string {
  const back = session.return_url
    ? `<p><a href="${escapeHtml(session.return_url)}">Return to Pinloom</a></p>`
    : '';
  if (!subscription) {
    return layout(
      base,
      'Billing',
      `<div class="card"><h1>Billing</h1><p>You have no subscription.</p>${back}</div>`,
    );
  }
  const action = (name: string) => `${escapeHtml(base)}/portal/${escapeHtml(session.id)}/${name}`;
  const item = subscription.items.data[0] as Stripe.SubscriptionItem;
  const current = item.price;
  const switches = prices
    .filter((price) => price.id !== current.id)
    .map(
      (price) =>
        `<form class="inline" method="post" action="${action('switch')}"><input type="hidden" name="price" value="${escapeHtml(price.id)}"><button class="secondary" type="submit">Switch to ${escapeHtml(price.nickname ?? price.id)}, ${escapeHtml(priceText(price))}</button></form>`,
    )
    .join('\n');
  return layout(
    base,
    'Billing',
    `<div class="card">
<h1>${escapeHtml(current.nickname ?? 'Subscription')}</h1>
<p class="price">${escapeHtml(priceText(current))}</p>
<p>${escapeHtml(statusText(subscription, item))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${subscription.status === 'past_due' ? payForm(action('pay')) : ''}
${
  subscription.cancel_at_period_end
    ? `<form method="post" action="${action('renew')}"><button type="submit">Don't cancel</button></form>`
    : `<form method="post" action="${action('cancel')}"><button class="secondary" type="submit">Cancel plan</button></form>`
}
</div>
<div class="card"><h2>Change plan</h2><div class="actions">${switches}</div></div>
${back}`,
  );
}

function statusText(subscription: Stripe.Subscription, item: Stripe.SubscriptionItem): string {
  const end = formatDate(item.current_period_end);
  if (subscription.cancel_at_period_end) return `Cancels on ${end}.`;
  if (subscription.status === 'trialing') return `Trial until ${end}.`;
  if (subscription.status === 'past_due')
    return 'Your last payment failed. Update your card to keep your plan.';
  return `Renews on ${end}.`;
}

function payForm(action: string): string {
  return `<form method="post" action="${action}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<div class="actions"><button type="submit">Update card and pay</button></div>
</form>`;
}
