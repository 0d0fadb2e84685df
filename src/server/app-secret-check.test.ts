import { beforeEach, describe, expect, it } from 'vitest';
import { getTestDatabase, resetTestDatabase } from '../../tests/setup/database';
import { APP_SECRET_MISMATCH, checkAppSecret } from './app-secret-check';
import { appSecretCheck } from './db/schema-system';
import { StartRefusal } from './start-refusal';

const FIRST = 'f'.repeat(40);
const OTHER = 'o'.repeat(40);

beforeEach(async () => {
  await resetTestDatabase(await getTestDatabase());
});

describe('checkAppSecret', () => {
  it('seals a check on the first start and passes every later start with the same secret', async () => {
    const { db } = await getTestDatabase();
    await checkAppSecret({ db, appSecret: FIRST });
    const rows = await db.select().from(appSecretCheck);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sealed).not.toContain('pinloom');
    await expect(checkAppSecret({ db, appSecret: FIRST })).resolves.toBeUndefined();
    expect(await db.select().from(appSecretCheck)).toEqual(rows);
  });

  it('refuses a process whose APP_SECRET differs from the first start, saying what to do', async () => {
    const { db } = await getTestDatabase();
    await checkAppSecret({ db, appSecret: FIRST });
    const refusal = checkAppSecret({ db, appSecret: OTHER });
    await expect(refusal).rejects.toBeInstanceOf(StartRefusal);
    await expect(refusal).rejects.toThrow(APP_SECRET_MISMATCH);
    // The first secret's check is kept: the right process still starts.
    await expect(checkAppSecret({ db, appSecret: FIRST })).resolves.toBeUndefined();
  });

  it('lets two processes starting at once agree on one check', async () => {
    const { db } = await getTestDatabase();
    await Promise.all([checkAppSecret({ db, appSecret: FIRST }), checkAppSecret({ db, appSecret: FIRST })]);
    expect(await db.select().from(appSecretCheck)).toHaveLength(1);
  });
});
