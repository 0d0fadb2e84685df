// The prompt path of the send-mail job: queueMail notifies MAIL_QUEUED_CHANNEL in the transaction
// that queued the email, Postgres delivers the notification when (and only if) it commits, and
// each process listening sends the send-mail job at once, so a reset email does not wait for the
// minute's sweep. A lost listener only costs that promptness: the sweep still sends everything.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { DatabaseClient } from '../db/connection';
import { MAIL_QUEUED_CHANNEL } from '../modules/mail';
import type { JobLogger } from './job-definition';

const RELISTEN_AFTER_MS = 5_000;

/** Calls `onQueued` after each commit that queued email; answers the function that stops listening. */
export async function listenForQueuedMail(
  client: DatabaseClient,
  onQueued: () => void,
  log: JobLogger,
): Promise<() => Promise<void>> {
  if (client.driver === 'pglite') return client.pglite.listen(MAIL_QUEUED_CHANNEL, onQueued);
  return listenOnPool(client.pool, onQueued, log);
}

/** LISTEN needs a connection of its own; when it drops, another is taken after a pause. */
async function listenOnPool(
  pool: pg.Pool,
  onQueued: () => void,
  log: JobLogger,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.PoolClient | undefined;

  const listen = async (): Promise<void> => {
    const connection = await pool.connect();
    current = connection;
    connection.on('notification', (message) => {
      if (message.channel === MAIL_QUEUED_CHANNEL) onQueued();
    });
    connection.once('error', (error) => {
      log.error({ err: error }, 'the queued-mail listener lost its connection; listening again shortly');
      current = undefined;
      connection.release(error);
      void relisten();
    });
    await connection.query(`LISTEN ${MAIL_QUEUED_CHANNEL}`);
  };
  const relisten = async (): Promise<void> => {
    while (!stopped) {
      await sleep(RELISTEN_AFTER_MS);
      if (stopped) return;
      try {
        await listen();
        return;
      } catch (error) {
        log.error({ err: error }, 'listening for queued mail failed; trying again');
      }
    }
  };

  await listen();
  return async () => {
    stopped = true;
    const connection = current;
    current = undefined;
    if (!connection) return;
    await connection.query(`UNLISTEN ${MAIL_QUEUED_CHANNEL}`).catch(() => {});
    connection.release();
  };
}
