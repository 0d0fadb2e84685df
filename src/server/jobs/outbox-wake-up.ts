// The prompt path of the outbox jobs: queueMail notifies MAIL_QUEUED_CHANNEL in the transaction that
// queued the email, emitWebhookEvent WEBHOOKS_QUEUED_CHANNEL in the one that wrote deliveries;
// Postgres delivers a notification when (and only if) it commits, and each process listening sends
// the job at once, so a reset email or a pin.published does not wait for the minute's sweep. A lost
// listener only costs that promptness: the sweeps still send everything.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { DatabaseClient } from '../db/connection';
import type { JobLogger } from './job-definition';

const RELISTEN_AFTER_MS = 5_000;

/** What to call after each commit that notified a channel, by channel. */
type Wakers = Record<string, () => void>;

/** Calls each channel's waker after each commit that notified it; answers the function that stops listening. */
export async function listenForCommits(
  client: DatabaseClient,
  wakers: Wakers,
  log: JobLogger,
): Promise<() => Promise<void>> {
  if (client.driver === 'pglite') {
    const stops = await Promise.all(
      Object.entries(wakers).map(([channel, wake]) => client.pglite.listen(channel, wake)),
    );
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }
  return listenOnPool(client.pool, wakers, log);
}

/** LISTEN needs a connection of its own (one serves every channel); when it drops, another is taken after a pause. */
async function listenOnPool(pool: pg.Pool, wakers: Wakers, log: JobLogger): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.PoolClient | undefined;

  const listen = async (): Promise<void> => {
    const connection = await pool.connect();
    current = connection;
    connection.on('notification', (message) => {
      wakers[message.channel]?.();
    });
    connection.once('error', (error) => {
      log.error({ err: error }, 'the outbox listener lost its connection; listening again shortly');
      current = undefined;
      connection.release(error);
      void relisten();
    });
    for (const channel of Object.keys(wakers)) await connection.query(`LISTEN ${channel}`);
  };
  const relisten = async (): Promise<void> => {
    while (!stopped) {
      await sleep(RELISTEN_AFTER_MS);
      if (stopped) return;
      try {
        await listen();
        return;
      } catch (error) {
        log.error({ err: error }, 'listening for the outboxes failed; trying again');
      }
    }
  };

  await listen();
  return async () => {
    stopped = true;
    const connection = current;
    current = undefined;
    if (!connection) return;
    await connection.query('UNLISTEN *').catch(() => {});
    connection.release();
  };
}
