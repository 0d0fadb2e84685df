// Every table has an owner (src/server/modules/README.md): the users, boards, pins, sessions,
// password_reset_tokens, workspaces, workspace_members, workspace_invitations, review_links,
// review_link_pins and custom_prompts tables (among others listed in OWNERS) are written only by the module that owns them; every other module
// calls the owner's writers, passing its transaction. This scans the server's production code for a write to an owned table outside
// its owner: Drizzle's `.insert(pins)`, `.update(pins)`, `.delete(pins)`, and `insert into`,
// `update` or `delete from` the table in a sql`` template. Tests, test-support.ts (helpers for
// tests) and migrations are not production code and are left out. biome.json refuses the Drizzle
// writes too, as you type (the GritQL plugins in lint/); the raw SQL only this test sees.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Table (its name in schema.ts) → its name in SQL and the folder of the module that owns it. */
const OWNERS: Record<string, { sql: string; owner: string }> = {
  users: { sql: 'users', owner: 'src/server/modules/user' },
  boards: { sql: 'boards', owner: 'src/server/modules/boards' },
  pins: { sql: 'pins', owner: 'src/server/modules/pins' },
  sessions: { sql: 'sessions', owner: 'src/server/modules/auth' },
  passwordResetTokens: { sql: 'password_reset_tokens', owner: 'src/server/modules/password-reset' },
  workspaces: { sql: 'workspaces', owner: 'src/server/modules/workspaces' },
  workspaceMembers: { sql: 'workspace_members', owner: 'src/server/modules/workspaces' },
  workspaceInvitations: { sql: 'workspace_invitations', owner: 'src/server/modules/workspaces' },
  reviewLinks: { sql: 'review_links', owner: 'src/server/modules/client-review' },
  reviewLinkPins: { sql: 'review_link_pins', owner: 'src/server/modules/client-review' },
  activityEvents: { sql: 'activity_events', owner: 'src/server/modules/activity' },
  phoneCallRequests: { sql: 'phone_call_requests', owner: 'src/server/modules/support' },
  accountManagers: { sql: 'account_managers', owner: 'src/server/modules/support' },
  supportStaffPresence: { sql: 'support_staff_presence', owner: 'src/server/modules/support' },
  customPrompts: { sql: 'custom_prompts', owner: 'src/server/modules/settings' },
  workspaceTemplates: { sql: 'workspace_templates', owner: 'src/server/modules/templates' },
  brandKits: { sql: 'brand_kits', owner: 'src/server/modules/brand-kits' },
  brandFonts: { sql: 'brand_fonts', owner: 'src/server/modules/brand-kits' },
  apiKeys: { sql: 'api_keys', owner: 'src/server/modules/api-keys' },
  idempotencyKeys: { sql: 'idempotency_keys', owner: 'src/server/modules/api-keys' },
  webhookEndpoints: { sql: 'webhook_endpoints', owner: 'src/server/modules/webhooks' },
  webhookDeliveries: { sql: 'webhook_deliveries', owner: 'src/server/modules/webhooks' },
  pinAnalyticsDaily: { sql: 'pin_analytics_daily', owner: 'src/server/modules/analytics' },
  accountAnalyticsDaily: { sql: 'account_analytics_daily', owner: 'src/server/modules/analytics' },
  analyticsCollections: { sql: 'analytics_collections', owner: 'src/server/modules/analytics' },
  analyticsWorkspaceDays: { sql: 'analytics_workspace_days', owner: 'src/server/modules/analytics' },
  analyticsBoardDays: { sql: 'analytics_board_days', owner: 'src/server/modules/analytics' },
  analyticsPinTotals: { sql: 'analytics_pin_totals', owner: 'src/server/modules/analytics' },
};

const TABLE = Object.keys(OWNERS).join('|');
const SQL_NAME = Object.values(OWNERS)
  .map((table) => table.sql)
  .join('|');
const BY_SQL_NAME = new Map(Object.entries(OWNERS).map(([table, { sql }]) => [sql, table]));
/** `.update(pins)`, `.insert( schema.users )`, over several lines too. */
const DRIZZLE_WRITE = new RegExp(
  String.raw`\.\s*(?:insert|update|delete)\s*\(\s*(?:[\w$]+\.)?(${TABLE})\s*\)`,
  'g',
);
/** In SQL: `update pins`, `delete from "users"`, `insert into ${boards}`. */
const SQL_WRITE = new RegExp(
  String.raw`\b(?:insert\s+into|update|delete\s+from)\s+(?:"?(${SQL_NAME})"?|\$\{\s*(?:[\w$]+\.)?(${TABLE})\s*\})(?![\w$])`,
  'gi',
);
/** The body of each sql`…` template (its ${…} included). */
const SQL_TEMPLATE = /\bsql\s*`((?:[^`\\]|\\.)*)`/g;

interface Write {
  line: number;
  table: string;
}

/** Each write to an owned table in `source`, by line. */
function tableWritesIn(source: string): Write[] {
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  const found: Write[] = [];
  for (const match of source.matchAll(DRIZZLE_WRITE)) {
    found.push({ line: lineAt(match.index), table: match[1] as string });
  }
  for (const template of source.matchAll(SQL_TEMPLATE)) {
    const body = template[1] ?? '';
    const start = template.index + template[0].indexOf(body);
    for (const match of body.matchAll(SQL_WRITE)) {
      const table = match[1] ? BY_SQL_NAME.get(match[1].toLowerCase()) : match[2];
      found.push({ line: lineAt(start + match.index), table: table ?? '' });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** "file:line: …" for each write in `file` to a table another module owns. */
function writesOutsideOwners(file: string, source: string): string[] {
  return tableWritesIn(source)
    .filter(({ table }) => !file.startsWith(`${OWNERS[table]?.owner}/`))
    .map(
      ({ line, table }) => `${file}:${line}: writes ${table}, which only ${OWNERS[table]?.owner} may write`,
    );
}

/** The server's production files: no tests, no test-support.ts, no migrations. */
async function productionFiles(): Promise<string[]> {
  const folder = path.join(ROOT, 'src/server');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(
      (file) =>
        !file.endsWith('.test.ts') &&
        !file.endsWith('/test-support.ts') &&
        !file.startsWith('src/server/db/migrations/'),
    );
}

/** Source text with `#{…}` for a template's `${…}` (which Biome would take for a mistake in a string). */
const code = (lines: string[]) => lines.join('\n').replaceAll('#{', '${');

describe('every table has an owner', () => {
  it('refuses a write to an owned table outside its owner, naming file and line', () => {
    const file = 'src/server/modules/schedule/sneak.ts';
    const source = code([
      `import { boards, pins, users } from '../../db/schema';`,
      `export async function sneak(tx: Database) {`,
      `  await tx`,
      `    .update(pins)`,
      `    .set({ status: 'posted' });`,
      `  await tx.insert(users).values(row);`,
      `  await tx.delete(schema.boards);`,
      '  await tx.execute(sql`update #{pins} set status = #{status}`);',
      '  await tx.execute(sql`DELETE FROM "users" where id = #{id}`);',
      '  await tx.execute(sql`',
      '    insert into boards (name) values (#{name})`);',
      `  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));`,
      '  await tx.execute(sql`update password_reset_tokens set used_at = #{now}`);',
      `}`,
    ]);
    expect(writesOutsideOwners(file, source)).toEqual([
      `${file}:4: writes pins, which only src/server/modules/pins may write`,
      `${file}:6: writes users, which only src/server/modules/user may write`,
      `${file}:7: writes boards, which only src/server/modules/boards may write`,
      `${file}:8: writes pins, which only src/server/modules/pins may write`,
      `${file}:9: writes users, which only src/server/modules/user may write`,
      `${file}:11: writes boards, which only src/server/modules/boards may write`,
      `${file}:12: writes passwordResetTokens, which only src/server/modules/password-reset may write`,
      `${file}:13: writes passwordResetTokens, which only src/server/modules/password-reset may write`,
    ]);
  });

  it('lets the owner write, and anyone read or write other tables', () => {
    const writes = code([
      `await tx.update(pins).set({ scheduledTime: time });`,
      'await tx.execute(sql`update #{pins} set sort_order = 0`);',
    ]);
    expect(writesOutsideOwners('src/server/modules/pins/pin-writes.ts', writes)).toEqual([]);
    const others = code([
      `await tx.select().from(pins).where(eq(pins.userId, userId));`,
      `await tx.update(pinGenerations).set({ pinId });`,
      `await tx.insert(boardFeeds).values(feed);`,
      `await tx.delete(loginFailures).where(eq(loginFailures.email, users.email));`,
      'await tx.execute(sql`select * from #{pins} for update`);',
      '// the sweep would update pins here, but for the lease',
      `throw new AppError('conflict', 'Cannot update pins of a deleted board');`,
    ]);
    expect(writesOutsideOwners('src/server/modules/schedule/reads.ts', others)).toEqual([]);
  });

  it('has no write to an owned table outside its owner in src/server', async () => {
    const files = await productionFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files).not.toContain('src/server/modules/pins/pins.test.ts');
    const offenders: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(ROOT, file), 'utf8');
      offenders.push(...writesOutsideOwners(file, source));
    }
    // Call the owner's writers (its index.ts), passing your transaction.
    expect(offenders).toEqual([]);
  });
});

/** Path → source for the lint rule; each refused one names the table on its line 2. */
const lintRefused: Record<string, string> = {
  'src/server/modules/schedule/sneak.ts': `export const sneak = (tx: Db) => tx\n  .update(pins)\n  .set({});\n`,
  'src/server/modules/billing/sneak.ts': `export const sneak = (tx: Db) =>\n  tx.insert(users).values(row);\n`,
  'src/server/modules/feeds/sneak.ts': `export const sneak = (tx: Db) =>\n  tx.delete(schema.boards);\n`,
  'src/server/modules/housekeeping/sneak.ts': `export const sneak = (tx: Db) =>\n  tx.delete(sessions);\n`,
  'src/server/modules/account-data/sneak.ts': `export const sneak = (tx: Db) =>\n  tx.delete(passwordResetTokens);\n`,
  'src/server/modules/admin/sneak.ts': `export const sneak = (tx: Db) =>\n  tx.insert(accountManagers).values(row);\n`,
  'src/server/modules/user/sneak.ts': `export const sneak = (tx: Db) =>\n  tx.update(phoneCallRequests).set({});\n`,
};
const lintAllowed: Record<string, string> = {
  'src/server/modules/pins/own.ts': `export const own = (tx: Db) =>\n  tx.update(pins).set({});\n`,
  'src/server/modules/support/own.ts': `export const own = (tx: Db) =>\n  tx.delete(accountManagers);\n`,
  'src/server/modules/schedule/sneak.test.ts': `export const t = (tx: Db) =>\n  tx.insert(pins).values(row);\n`,
  'src/server/modules/boards/test-support.ts': `export const t = (tx: Db) =>\n  tx.insert(users).values(row);\n`,
  'src/server/modules/schedule/reads.ts': `export const r = (tx: Db) =>\n  tx.select().from(pins).where(eq(pins.userId, users.id));\n`,
};

describe('biome.json refuses a Drizzle write outside the owner (lint/*.grit)', () => {
  let root: string;
  let reported: string[];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pinloom-table-owners-'));
    const config = JSON.parse(await readFile(path.join(ROOT, 'biome.json'), 'utf8'));
    // The scratch folder is no git checkout; everything else is the project's configuration.
    delete config.$schema;
    config.vcs = { enabled: false };
    await writeFile(path.join(root, 'biome.json'), JSON.stringify(config));
    await cp(path.join(ROOT, 'lint'), path.join(root, 'lint'), { recursive: true });
    for (const [file, source] of Object.entries({ ...lintRefused, ...lintAllowed })) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), source);
    }
    const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
    const lint = await promisify(execFile)(process.execPath, [biome, 'lint', '--reporter=github', '.'], {
      cwd: root,
      timeout: 60_000,
    }).catch((error: { stdout?: string; code?: number }) => {
      // Exit code 1 is Biome finding errors; anything else is Biome failing to run.
      if (error.code !== 1 || error.stdout === undefined) throw error;
      return { stdout: error.stdout };
    });
    reported = [...lint.stdout.matchAll(/^::error title=plugin,file=([^,]+),line=(\d+)/gm)]
      .map(([, file = '', line]) => `${path.relative(root, file).split(path.sep).join('/')}:${line}`)
      .sort();
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('refuses each write outside the owner, and nothing else', () => {
    expect(reported).toEqual(
      Object.keys(lintRefused)
        .map((file) => `${file}:2`)
        .sort(),
    );
  });
});
