// /developers: the public API, its webhooks and the MCP server for integrators (ADR 0046, 0048),
// prerendered like the other public pages. Static words and code only: it runs no query and imports
// no schema (zod would weigh more than the page), so the numbers it states are written here and
// developers-page.test.tsx holds them equal to the constants the server enforces.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LegalDocument, type LegalSection } from './legal-document';

/** @internal for tests and benchmarks, not production code */
export const DOCUMENTED = {
  keyPrefix: 'pl_live_',
  requestsPerMinute: 600,
  idempotencyHours: 24,
  webhookEvents: [
    'pin.generated',
    'pin.approved',
    'pin.published',
    'pin.failed',
    'pinterest.connection_lost',
    'plan.changed',
  ],
};

const BASE = 'https://pinloom.app';

/** The codes an integrator meets, with their status; each has an anchor a problem's `type` links to. */
const ERRORS: [code: string, status: number, meaning: string][] = [
  ['validation_error', 400, 'A parameter or field is missing or wrong; the detail names it.'],
  ['invalid_json', 400, 'The body is not valid JSON.'],
  ['unauthorized', 401, 'No API key, or one that is malformed, unknown or revoked (the answer is the same).'],
  ['forbidden', 403, 'The key lacks the scope: a read key on a write route.'],
  ['plan_feature', 403, 'The workspace’s plan does not include API access (Enterprise and its trial do).'],
  ['plan_limit', 403, 'The plan’s limit is reached (boards, for example).'],
  ['role_required', 403, 'The key’s creator no longer holds the role this needs in the workspace.'],
  ['workspace_suspended', 403, 'The workspace is suspended.'],
  [
    'not_found',
    404,
    'No such board or pin in the key’s workspace (another workspace’s is not found either).',
  ],
  ['conflict', 409, 'The pin’s status does not allow it, or the day has no room.'],
  ['idempotency_key_reused', 422, 'The Idempotency-Key was sent before with another request.'],
  ['rate_limited', 429, 'Too many requests with this key: wait for Retry-After seconds.'],
  ['quota_exceeded', 429, 'The plan’s pins for the day or month are used up.'],
  ['server_busy', 429, 'Image drawing is busy: retry after Retry-After seconds.'],
  ['internal_error', 500, 'Our fault; retry later, with the same Idempotency-Key.'],
  ['provider_error', 502, 'The AI provider failed; nothing was used up.'],
  ['generation_paused', 503, 'Generation is paused for maintenance.'],
  ['image_failed', 503, 'A pin’s image could not be drawn; retry.'],
];

function Code({ children }: { children: string }) {
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-6 text-slate-100"
    >
      <code>{children}</code>
    </pre>
  );
}

function Mono({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>;
}

const NODE_VERIFY = `import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.PINLOOM_WEBHOOK_SECRET); // whsec_…
const app = express();

// The raw body: the signature covers the exact bytes sent.
app.post('/pinloom', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body.toString('utf8'), req.headers);
  } catch {
    return res.status(400).send('Bad signature');
  }
  if (event.type === 'pin.published') console.log(event.data);
  res.sendStatus(204);
});`;

const PYTHON_VERIFY = `# pip install standardwebhooks
import os
from flask import Flask, request
from standardwebhooks.webhooks import Webhook

webhook = Webhook(os.environ["PINLOOM_WEBHOOK_SECRET"])  # whsec_…
app = Flask(__name__)

@app.post("/pinloom")
def pinloom():
    try:
        event = webhook.verify(request.get_data(), dict(request.headers))
    except Exception:
        return "Bad signature", 400
    if event["type"] == "pin.published":
        print(event["data"])
    return "", 204`;

const PHP_VERIFY = `<?php
// The Standard Webhooks check by hand: HMAC-SHA256 of "id.timestamp.body" with the secret's bytes.
$secret = base64_decode(substr(getenv('PINLOOM_WEBHOOK_SECRET'), strlen('whsec_')));
$body = file_get_contents('php://input');
$id = $_SERVER['HTTP_WEBHOOK_ID'] ?? '';
$timestamp = $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ?? '';
$signatures = explode(' ', $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ?? '');

if (abs(time() - (int) $timestamp) > 300) { http_response_code(400); exit('Too old'); }
$expected = 'v1,' . base64_encode(hash_hmac('sha256', "$id.$timestamp.$body", $secret, true));
$valid = false;
foreach ($signatures as $signature) {
    if (hash_equals($expected, $signature)) { $valid = true; }
}
if (!$valid) { http_response_code(400); exit('Bad signature'); }

$event = json_decode($body, true);
if ($event['type'] === 'pin.published') { error_log(json_encode($event['data'])); }
http_response_code(204);`;

const WALKTHROUGH = `export PINLOOM_KEY=pl_live_…   # Settings → API → Create key (write scope)

# 1. Your boards: pick one's id.
curl -s ${BASE}/api/v1/boards -H "Authorization: Bearer $PINLOOM_KEY"

# 2. Generate pins for it (they wait in review). The same Idempotency-Key makes a retry safe.
curl -s -X POST ${BASE}/api/v1/boards/BOARD_ID/generate \\
  -H "Authorization: Bearer $PINLOOM_KEY" \\
  -H "Idempotency-Key: 3f2c9a4e-generate-1"

# 3. The pins waiting for review.
curl -s "${BASE}/api/v1/pins?status=generated" -H "Authorization: Bearer $PINLOOM_KEY"

# 4. Approve one: it is scheduled at the next free slot (or send {"scheduled_time": "…"}).
curl -s -X POST ${BASE}/api/v1/pins/PIN_ID/approve \\
  -H "Authorization: Bearer $PINLOOM_KEY" \\
  -H "Idempotency-Key: 3f2c9a4e-approve-1"

# 5. At its time Pinloom publishes it to Pinterest: status becomes posted, with its pinterest_url
#    (and a pin.published webhook reaches your endpoint).
curl -s ${BASE}/api/v1/pins/PIN_ID -H "Authorization: Bearer $PINLOOM_KEY"`;

const MCP_CONFIG = `{
  "mcpServers": {
    "pinloom": {
      "type": "http",
      "url": "${BASE}/mcp",
      "headers": { "Authorization": "Bearer pl_live_…" }
    }
  }
}`;

const SECTIONS: LegalSection[] = [
  {
    id: 'authentication',
    title: 'Authentication',
    body: (
      <>
        <p>
          The API lives under <Mono>{`${BASE}/api/v1`}</Mono> and is part of Enterprise (and its trial). An
          owner or admin of a workspace creates keys in Settings → API. A key starts with{' '}
          <Mono>{DOCUMENTED.keyPrefix}</Mono>, is shown once when it is made (we keep only its hash) and
          belongs to one workspace. Send it on every request:
        </p>
        <Code>{`Authorization: Bearer ${DOCUMENTED.keyPrefix}…`}</Code>
        <p>
          A key acts as the person who made it, with the role they hold in the workspace now: if they leave
          the workspace the key stops working, and a key never reaches staff tools, billing, passwords or
          account deletion. Revoking a key in Settings → API takes effect on the next request. When the plan
          no longer includes the API, keys answer 403 <Mono>plan_feature</Mono> and work again after an
          upgrade.
        </p>
      </>
    ),
  },
  {
    id: 'scopes',
    title: 'Scopes',
    body: (
      <ul>
        <li>
          <strong>read</strong>: list and get boards, pins, feeds, the timeline and free slots, and your
          Pinterest analytics (summary, daily figures, top pins, best times, one pin, CSV export).
        </li>
        <li>
          <strong>write</strong> (includes read): generate, edit, approve, reschedule and delete pins, manage
          boards and feeds. A read key on a write route gets 403 <Mono>forbidden</Mono>.
        </li>
      </ul>
    ),
  },
  {
    id: 'errors',
    title: 'Errors',
    body: (
      <>
        <p>
          Every error is an RFC 9457 problem, <Mono>application/problem+json</Mono>, with the same codes the
          Pinloom app uses:
        </p>
        <Code>{`{
  "type": "${BASE}/developers#error-rate_limited",
  "title": "Too Many Requests",
  "status": 429,
  "detail": "Too many requests with this API key. Try again in 12 seconds.",
  "code": "rate_limited"
}`}</Code>
        <dl className="space-y-2">
          {ERRORS.map(([code, status, meaning]) => (
            <div key={code} id={`error-${code}`} className="scroll-mt-24">
              <dt className="font-mono text-sm font-semibold text-ink-900">
                {status} {code}
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <p>
          A 401 never says whether a key exists: a missing, malformed, unknown and revoked key get the same
          answer.
        </p>
      </>
    ),
  },
  {
    id: 'idempotency',
    title: 'Idempotency',
    body: (
      <p>
        Every <Mono>POST</Mono> accepts an <Mono>Idempotency-Key</Mono> header (1 to 255 visible characters; a
        UUID is a good choice). For {DOCUMENTED.idempotencyHours} hours per API key, the same key with the
        same request replays the first answer, marked <Mono>Idempotent-Replayed: true</Mono>, and nothing is
        created twice, even when retries arrive at once. The same key with a different request is refused with
        422 <Mono>idempotency_key_reused</Mono>; a retry while the first is still running gets 409.
      </p>
    ),
  },
  {
    id: 'rate-limits',
    title: 'Rate limits',
    body: (
      <>
        <p>
          Each API key may make {DOCUMENTED.requestsPerMinute} requests a minute, to <Mono>/api/v1</Mono> and{' '}
          <Mono>/mcp</Mono> together. Every answer says where you are:
        </p>
        <Code>{`RateLimit-Limit: ${DOCUMENTED.requestsPerMinute}
RateLimit-Remaining: 587
RateLimit-Reset: 42`}</Code>
        <p>
          Past the limit the answer is 429 <Mono>rate_limited</Mono> with <Mono>Retry-After</Mono> in seconds.
          Generating pins also counts against the plan’s pins a day and a month (429{' '}
          <Mono>quota_exceeded</Mono>).
        </p>
      </>
    ),
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    body: (
      <>
        <p>
          Add an endpoint (HTTPS) in Settings → API and choose its events. Pinloom posts each event as JSON,{' '}
          <Mono>{'{"type": "pin.published", "timestamp": "…", "data": {…}}'}</Mono>, signed per the{' '}
          <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> specification with the endpoint’s
          secret (<Mono>whsec_…</Mono>) in the <Mono>webhook-id</Mono>, <Mono>webhook-timestamp</Mono> and{' '}
          <Mono>webhook-signature</Mono> headers. Answer with a 2xx within a few seconds; failed deliveries
          are retried with backoff for 24 hours, and an endpoint that keeps failing is disabled and its owner
          emailed. Settings → API lists deliveries and their answers, resends one and sends a test event.
        </p>
        <p>Events:</p>
        <ul>
          {DOCUMENTED.webhookEvents.map((event) => (
            <li key={event}>
              <Mono>{event}</Mono>
            </li>
          ))}
        </ul>
        <p>Verify the signature before trusting a delivery. Node (the standardwebhooks package):</p>
        <Code>{NODE_VERIFY}</Code>
        <p>Python (the standardwebhooks package):</p>
        <Code>{PYTHON_VERIFY}</Code>
        <p>PHP (no library needed):</p>
        <Code>{PHP_VERIFY}</Code>
      </>
    ),
  },
  {
    id: 'mcp',
    title: 'MCP server for AI assistants',
    body: (
      <>
        <p>
          Pinloom is a Model Context Protocol server at <Mono>{`${BASE}/mcp`}</Mono> (Streamable HTTP,
          stateless: send <Mono>POST</Mono>), opened by the same API keys, limits and errors as the API.
          Settings → API shows the configuration for Claude Desktop, Claude Code and other clients; most take:
        </p>
        <Code>{MCP_CONFIG}</Code>
        <p>
          Tools: <Mono>list_boards</Mono>, <Mono>list_pins_for_review</Mono>, <Mono>get_timeline</Mono>,{' '}
          <Mono>next_free_slot</Mono> and <Mono>pin_analytics</Mono> (how pins did, the top ones by id) read
          (any key); <Mono>generate_pins</Mono> (from a board, or from a page’s URL), <Mono>edit_pin</Mono>,{' '}
          <Mono>approve_pin</Mono> and <Mono>reschedule_pin</Mono> change things and need a key with the write
          scope. Answers are short and name pin ids; a wrong argument is an error naming it.
        </p>
      </>
    ),
  },
  {
    id: 'walkthrough',
    title: 'From a key to a published pin',
    body: (
      <>
        <p>
          With curl, from a new key to a pin on Pinterest. The full list of routes, with examples, is in the{' '}
          <a href="/api/docs">API reference</a>.
        </p>
        <Code>{WALKTHROUGH}</Code>
        <p>
          Questions? <Link to="/contact">Contact us</Link>.
        </p>
      </>
    ),
  },
];

export default function DevelopersPage() {
  useDocumentTitle('Developers — Pinloom', { brand: false, restore: false });
  return (
    <LegalDocument
      title="Pinloom for developers"
      lastUpdated="November 28, 2026"
      intro={
        <p>
          Create and schedule pins from your own systems: a REST API, signed webhooks and an MCP server for AI
          assistants, on the Enterprise plan.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
