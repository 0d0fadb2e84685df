// 'send-webhooks': sends the webhook outbox (modules/webhooks, ADR 0050) every minute and once at
// start as a sweep, and at once when a commit wrote deliveries (outbox-wake-up.ts). 'stately': one
// run at a time across every process and at most one more waiting.
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import type { Outbound } from '../integrations/outbound/outbound';
import { deliverDueWebhooks } from '../modules/webhooks';
import { defineJob, HEARTBEAT_SECONDS, type JobContext, NO_PAYLOAD } from './job-definition';

export const SEND_WEBHOOKS = 'send-webhooks';

export const sendWebhooksJob = defineJob({
  name: SEND_WEBHOOKS,
  queue: { policy: 'stately', heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 0 },
  schedule: '* * * * *',
  runAtStart: true,
  payload: NO_PAYLOAD,
  async handler(
    _payload,
    {
      deps,
      log,
    }: JobContext<{
      db: Database;
      clock: Clock;
      appSecret: string;
      outbound?: Outbound;
      webhooks?: { requireHttps: boolean; publicUrl: string };
    }>,
  ) {
    if (!deps.outbound || !deps.webhooks) return;
    const sent = await deliverDueWebhooks(
      { db: deps.db, outbound: deps.outbound, appSecret: deps.appSecret, log, ...deps.webhooks },
      deps.clock.now(),
    );
    if (sent.delivered || sent.failed) log.info(sent, 'sent webhooks');
  },
});
