// The emulator's own HTML: Pinterest's consent screen and the demo page of each simulated account's
// boards and published pins. Plain forms and one stylesheet route, no scripts, so the app's strict CSP story holds.
import type { BoardRecord, PinRecord } from './store';

export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";

export const STYLESHEET = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f6f3; color: #211922; }
main { max-width: 960px; margin: 0 auto; padding: 24px; }
.banner { background: #e60023; color: #fff; padding: 8px 24px; font-weight: 600; }
.card { background: #fff; border-radius: 16px; padding: 24px; margin: 16px 0; }
.consent { max-width: 480px; margin: 48px auto; }
.actions { display: flex; gap: 12px; margin-top: 24px; }
fieldset { border: 1px solid #e9e9e9; border-radius: 12px; padding: 8px 16px 12px; margin: 16px 0 0; }
legend { font-weight: 600; padding: 0 4px; }
fieldset label { display: flex; gap: 8px; align-items: baseline; padding: 4px 0; cursor: pointer; }
.account { margin: 32px 0; }
.account > header { display: flex; gap: 12px; align-items: center; }
.account > header img { width: 48px; height: 48px; border-radius: 50%; }
button { font: inherit; border: 0; border-radius: 24px; padding: 10px 20px; cursor: pointer; }
button.allow { background: #e60023; color: #fff; }
button.deny { background: #e9e9e9; color: #211922; }
.pins { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 16px; padding: 0; }
.pins li { list-style: none; }
.pins img { width: 100%; border-radius: 12px; display: block; }
.muted { color: #5f5f5f; font-size: 14px; }
.pin { display: grid; gap: 24px; grid-template-columns: minmax(0, 360px) 1fr; align-items: start; }
.pin img { width: 100%; border-radius: 16px; display: block; }
@media (max-width: 640px) { .pin { grid-template-columns: 1fr; } }
a { color: inherit; }
`;

/** A red circle with a white P: the tab of the simulated Pinterest, not the app's. */
export const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#e60023"/><text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">P</text></svg>`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

/** `base` is where the emulator's pages are served from: its origin, or the app's /pinterest-demo. */
function layout(base: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(base)}/assets/emulator.css">
<link rel="icon" type="image/svg+xml" href="${escapeHtml(base)}/assets/favicon.svg">
</head>
<body>
<div class="banner">Pinterest (simulated) — a local emulator, not pinterest.com</div>
<main>
${body}
</main>
</body>
</html>`;
}

/** A simulated account as the pages name it. */
interface AccountName {
  username: string;
  businessName: string;
}

export interface ConsentRequest {
  base: string;
  /** The accounts the person may continue as; the first is checked. */
  accounts: AccountName[];
  appName: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  scopeDescriptions: Record<string, string>;
}

export function consentPage(request: ConsentRequest): string {
  const scopes = request.scope.split(',').filter(Boolean);
  const items = scopes
    .map((scope) => {
      const description = request.scopeDescriptions[scope] ?? 'Unknown scope';
      return `<li><strong>${escapeHtml(scope)}</strong>: ${escapeHtml(description)}</li>`;
    })
    .join('\n');
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const choices = request.accounts
    .map(
      (
        { username, businessName },
        index,
      ) => `<label><input type="radio" name="account" value="${escapeHtml(username)}"${index === 0 ? ' checked' : ''}>
<span><strong>${escapeHtml(businessName)}</strong> <span class="muted">@${escapeHtml(username)}</span></span></label>`,
    )
    .join('\n');
  return layout(
    request.base,
    `Pinterest (simulated): allow ${request.appName}?`,
    `<div class="card consent">
<h1>Pinterest (simulated)</h1>
<p><strong>${escapeHtml(request.appName)}</strong> would like to access your Pinterest account.</p>
<p>It asks for:</p>
<ul>
${items || '<li>No scopes</li>'}
</ul>
<form method="post" action="${escapeHtml(request.base)}/oauth/decision">
${hidden('client_id', request.clientId)}
${hidden('redirect_uri', request.redirectUri)}
${hidden('scope', request.scope)}
${hidden('state', request.state)}
<fieldset>
<legend>Continue as</legend>
${choices}
</fieldset>
<div class="actions">
<button class="allow" type="submit" name="decision" value="allow">Allow</button>
<button class="deny" type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
<p class="muted">After you choose you go back to ${escapeHtml(request.redirectUri)}.</p>
</div>`,
  );
}

export function errorPage(base: string, message: string): string {
  return layout(
    base,
    'Pinterest (simulated): request refused',
    `<div class="card consent"><h1>Something's wrong with this request</h1>
<p>${escapeHtml(message)}</p></div>`,
  );
}

interface DemoBoard {
  board: BoardRecord;
  pins: PinRecord[];
}

export interface DemoPageAccount extends AccountName {
  profileImage: string;
  boards: DemoBoard[];
}

export function demoPage(base: string, accounts: DemoPageAccount[]): string {
  const sections = accounts.map((account) => {
    const id = `account-${account.username}`;
    // Boards stay h2 and pins h3 under an article named for the account, as the browser tests find them.
    const name = `${account.businessName} @${account.username}`;
    return `<article class="account" id="${escapeHtml(id)}" aria-label="${escapeHtml(name)}">
<header>
<img src="${escapeHtml(account.profileImage)}" alt="">
<p><strong>${escapeHtml(account.businessName)}</strong> @${escapeHtml(account.username)}
<span class="muted">· ${account.boards.length} board${account.boards.length === 1 ? '' : 's'}</span></p>
</header>
${boardSections(base, account.boards).join('\n') || '<p>This simulated account has no boards.</p>'}
</article>`;
  });
  return layout(
    base,
    'Demo mode: Pinterest is simulated',
    `<h1>Demo mode: Pinterest is simulated</h1>
<p>Nothing here is on Pinterest. These are the simulated accounts, their boards and the pins
Pinloom published to them.</p>
${sections.join('\n')}`,
  );
}

function boardSections(base: string, boards: DemoBoard[]): string[] {
  return boards.map(({ board, pins }) => {
    const list = pins
      .map(
        (pin) => `<li>
<a href="${escapeHtml(base)}/pin/${pin.id}" tabindex="-1" aria-hidden="true"><img src="${escapeHtml(base)}/media/${pin.id}" alt="${escapeHtml(pin.altText ?? pin.title ?? 'Pin image')}" loading="lazy"></a>
<h3><a href="${escapeHtml(base)}/pin/${pin.id}">${escapeHtml(pin.title ?? 'Untitled pin')}</a></h3>
<p class="muted">${escapeHtml(pin.description ?? '')}</p>
${pin.link ? `<p class="muted">Links to ${escapeHtml(pin.link)}</p>` : ''}
</li>`,
      )
      .join('\n');
    return `<section class="card">
<h2>${escapeHtml(board.name)}</h2>
<p class="muted">${escapeHtml(board.description ?? '')} · ${pins.length} pin${pins.length === 1 ? '' : 's'}
· board ${board.id}</p>
${pins.length ? `<ul class="pins">${list}</ul>` : '<p>No pins published here yet.</p>'}
</section>`;
  });
}

/** One published pin, as "View on Pinterest" shows it in demo mode. */
export function pinPage(
  base: string,
  pin: PinRecord,
  board: BoardRecord | undefined,
  username: string,
): string {
  const title = pin.title ?? 'Untitled pin';
  return layout(
    base,
    `${title} — Pinterest (simulated)`,
    `<p><a href="${escapeHtml(base)}/">← All boards of the simulated accounts</a></p>
<article class="card pin">
<img src="${escapeHtml(base)}/media/${pin.id}" alt="${escapeHtml(pin.altText ?? title)}">
<div>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(pin.description ?? '')}</p>
${pin.link ? `<p class="muted">Links to ${escapeHtml(pin.link)}</p>` : ''}
<p class="muted">Saved by @${escapeHtml(username)} to <strong>${escapeHtml(board?.name ?? 'a board')}</strong> on ${escapeHtml(pin.createdAt.slice(0, 10))} · pin ${pin.id}</p>
</div>
</article>`,
  );
}
