// Every process on one database must share APP_SECRET: Pinterest tokens and users' AI keys sealed
// by one are opened by the others. A process whose secret differs would start, then fail every
// publish and generation that needs a sealed key. So the first process seals a known text into
// app_secret_check, and each later start opens it or refuses (StartRefusal) with what to do.
import type { Database } from './db/connection';
import { appSecretCheck } from './db/schema-system';
import { createSecretBox } from './integrations/crypto/secret-box';
import { StartRefusal } from './start-refusal';

const PURPOSE = 'app-secret-check';
const KNOWN_TEXT = 'pinloom';

/** @internal for tests and benchmarks, not production code */
export const APP_SECRET_MISMATCH =
  'APP_SECRET is not the one this database was first started with, so the Pinterest connections ' +
  'and AI keys sealed in it cannot be opened. Give every process the same APP_SECRET ' +
  '(or the first start’s DATA_DIR/app-secret file).';

export async function checkAppSecret(options: { db: Database; appSecret: string }): Promise<void> {
  const box = createSecretBox(options.appSecret, PURPOSE);
  // Two processes starting together: one insert wins, both then check the row that stays.
  await options.db
    .insert(appSecretCheck)
    .values({ sealed: box.seal(KNOWN_TEXT) })
    .onConflictDoNothing();
  const [row] = await options.db.select({ sealed: appSecretCheck.sealed }).from(appSecretCheck);
  if (!row) throw new Error('app_secret_check has no row after its insert');
  let opened: string | undefined;
  try {
    opened = box.open(row.sealed);
  } catch {
    opened = undefined;
  }
  if (opened !== KNOWN_TEXT) throw new StartRefusal(APP_SECRET_MISMATCH);
}
