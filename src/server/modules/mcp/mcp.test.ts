// The MCP server (ADR 0048) driven by the SDK's own client over real HTTP: the tools it lists, a
// board's pins generated, listed for review and approved, pins from a page, how pins did, the write scope, bad
// arguments (an MCP error naming the argument), and keys that open nothing (401, no hint whether
// the key exists) or a plan without the API (403).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { addDays, formatLocalDate, localDate } from '../../../shared/time-zone';
import { storeFigures } from '../analytics/test-support';
import { pageSitePerFile } from '../generation/test-support';
import { setPlan } from '../workspaces';

const START = new Date('2026-11-20T10:00:00.000Z');
const site = pageSitePerFile();
let t: TestApp;
let base: string;
let token: string;
let workspaceId: string;
const clients: Client[] = [];

beforeEach(async () => {
  t = await createTestApp({
    clock: { now: () => START, random: () => 0.5 },
    // The fixture site is on 127.0.0.1, which the outbound module otherwise refuses.
    isAllowedOutboundAddress: (address) => address === '127.0.0.1',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await t.app.close();
});

async function createKey(scopes: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { ...bearer(token), 'x-workspace-id': workspaceId },
    payload: { name: 'Assistant', scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { key: string; api_key: { id: string } };
}

async function connect(key: string) {
  const client = new Client({ name: 'pinloom-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe('the tools', () => {
  it('lists every tool, the write ones marked as such', async () => {
    const client = await connect((await createKey(['read'])).key);
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName).sort()).toEqual([
      'approve_pin',
      'edit_pin',
      'generate_pins',
      'get_timeline',
      'list_boards',
      'list_pins_for_review',
      'next_free_slot',
      'pin_analytics',
      'reschedule_pin',
    ]);
    for (const name of [
      'list_boards',
      'list_pins_for_review',
      'get_timeline',
      'next_free_slot',
      'pin_analytics',
    ]) {
      expect(byName[name]?.annotations?.readOnlyHint, name).toBe(true);
    }
    for (const name of ['generate_pins', 'approve_pin', 'edit_pin', 'reschedule_pin']) {
      expect(byName[name]?.annotations?.readOnlyHint, name).toBe(false);
    }
    expect(byName.approve_pin?.inputSchema.required).toEqual(['pin_id']);
  });

  it('generates a board’s pins, lists them for review, approves one onto the timeline and edits it', async () => {
    const board = await createBoard(t.db, workspaceId, { name: 'Weeknight Dinners', batchSize: 2 });
    const client = await connect((await createKey(['write'])).key);

    const boards = await call(client, 'list_boards');
    expect(textOf(boards)).toContain(`${board.id} "Weeknight Dinners" (2 pins a day)`);

    const generated = await call(client, 'generate_pins', { board_id: board.id });
    expect(generated.isError, textOf(generated)).toBeFalsy();
    const made = (generated.structuredContent as { pins: { id: string; status: string }[] }).pins;
    expect(made).toHaveLength(2);
    expect(made.every((pin) => pin.status === 'generated')).toBe(true);
    for (const pin of made) expect(textOf(generated)).toContain(pin.id);

    const review = await call(client, 'list_pins_for_review');
    expect(textOf(review)).toMatch(/^2 pins waiting for review:/);
    const [first, second] = made.map((pin) => pin.id) as [string, string];
    expect(textOf(review)).toContain(first);

    const slot = await call(client, 'next_free_slot', { pin_id: first });
    const suggested = (slot.structuredContent as { scheduled_time: string }).scheduled_time;

    const approved = await call(client, 'approve_pin', { pin_id: first });
    expect(approved.isError, textOf(approved)).toBeFalsy();
    expect(textOf(approved)).toContain(`Approved pin ${first} for ${suggested}`);
    expect(approved.structuredContent).toMatchObject({ pins: [{ id: first, status: 'scheduled' }] });

    const timeline = await call(client, 'get_timeline');
    expect(textOf(timeline)).toContain(first);
    expect(textOf(timeline)).not.toContain(second);

    const later = new Date(Date.parse(suggested) + 24 * 3_600_000).toISOString();
    const moved = await call(client, 'reschedule_pin', { pin_id: first, scheduled_time: later });
    expect(moved.isError, textOf(moved)).toBeFalsy();
    expect(moved.structuredContent).toMatchObject({ pins: [{ id: first, scheduled_time: later }] });

    const edited = await call(client, 'edit_pin', { pin_id: second, description: 'Dinner in 20 minutes.' });
    expect(edited.isError, textOf(edited)).toBeFalsy();
    expect(textOf(edited)).toContain(`Edited pin ${second}`);
    expect(textOf(await call(client, 'list_pins_for_review'))).toMatch(/^1 pins waiting for review:/);
  });

  it('tells how pins did, citing the top pins’ ids', async () => {
    const board = await createBoard(t.db, workspaceId, { name: 'Baking' });
    const postedAt = new Date(START.getTime() - 5 * 86_400_000);
    const yesterday = formatLocalDate(addDays(localDate(START, 'UTC'), -1));
    const bread = await createPin(t.db, board, {
      title: 'Bread',
      status: 'posted',
      postedAt,
      pinterestPinId: '7',
    });
    const soup = await createPin(t.db, board, {
      title: 'Soup',
      status: 'posted',
      postedAt,
      pinterestPinId: '8',
    });
    await storeFigures(t.db, bread, yesterday, { impression: 40, outbound_click: 2 }, START);
    await storeFigures(t.db, soup, yesterday, { impression: 90, save: 3 }, START);
    const client = await connect((await createKey(['read'])).key);

    const result = await call(client, 'pin_analytics', { days: '7' });
    expect(result.isError, textOf(result)).toBeFalsy();
    const lines = textOf(result).split('\n');
    expect(lines[0]).toMatch(
      /, 2 pins measured: 130 impressions, 3 saves, 0 pin clicks, 2 outbound clicks\.$/,
    );
    expect(lines.slice(1)).toEqual([
      'Top pins:',
      `- ${soup.id} "Soup" (board Baking): 90 impressions, 0 outbound clicks`,
      `- ${bread.id} "Bread" (board Baking): 40 impressions, 2 outbound clicks`,
    ]);
    expect(result.structuredContent).toMatchObject({
      pins_measured: 2,
      top_pins: [{ pin_id: soup.id }, { pin_id: bread.id }],
    });

    const wrong = await call(client, 'pin_analytics', { days: '14' });
    expect(wrong.isError).toBe(true);
    expect(textOf(wrong)).toContain('days must be "7", "30" or "90"');
  });

  it('generates pins from a page, linking to it', async () => {
    const board = await createBoard(t.db, workspaceId);
    const client = await connect((await createKey(['write'])).key);
    const url = `${site.origin}/recipes/lemon-drizzle-cake`;
    const result = await call(client, 'generate_pins', { board_id: board.id, url, count: 2 });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toContain(`Generated 2 pins from ${url}`);
    expect((result.structuredContent as { pins: unknown[] }).pins).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('refuses a write tool to a read key, and changes nothing', async () => {
    const board = await createBoard(t.db, workspaceId);
    const client = await connect((await createKey(['read'])).key);
    const result = await call(client, 'generate_pins', { board_id: board.id });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('can only read');
    expect(textOf(await call(client, 'list_pins_for_review'))).toMatch(/^0 pins/);
  });

  it('answers bad arguments with an MCP error naming the argument', async () => {
    const client = await connect((await createKey(['write'])).key);
    const result = await call(client, 'approve_pin', { pin_id: 'not-an-id' }).catch((error: Error) => error);
    const message = result instanceof Error ? result.message : textOf(result);
    if (!(result instanceof Error)) expect(result.isError).toBe(true);
    expect(message).toContain('pin_id');

    const missing = await call(client, 'reschedule_pin', { pin_id: crypto.randomUUID() }).catch(
      (error: Error) => error,
    );
    expect(missing instanceof Error ? missing.message : textOf(missing)).toContain('scheduled_time');
  });

  it('answers 401 alike for no key, an unknown key and a revoked key, and 403 below Enterprise', async () => {
    const post = (authorization?: string) =>
      fetch(new URL('/mcp', base), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization && { authorization }),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const { key, api_key } = await createKey(['read']);
    const unknown = `pl_live_${'A'.repeat(43)}`;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${api_key.id}`,
      headers: { ...bearer(token), 'x-workspace-id': workspaceId },
    });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    const answers = await Promise.all([post(), post(`Bearer ${unknown}`), post(`Bearer ${key}`)]);
    const bodies = await Promise.all(answers.map((response) => response.json()));
    expect(answers.map((response) => response.status)).toEqual([401, 401, 401]);
    expect(answers[0]?.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(new Set(bodies.map((body) => body.detail)).size).toBe(1);
    await expect(connect(key)).rejects.toThrow(/401/);

    const fresh = await createKey(['write']);
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'pro' });
    const refused = await post(`Bearer ${fresh.key}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_feature' });
  });

  it('has no session to open a stream on or end: GET and DELETE are 405', async () => {
    const { key } = await createKey(['read']);
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(new URL('/mcp', base), {
        method,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});

describe('the answer of a hijacked POST', () => {
  it('carries the security and rate-limit headers every other answer does', async () => {
    const { key } = await createKey(['read']);
    const response = await fetch(new URL('/mcp', base), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).result.tools.length).toBeGreaterThan(0);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
    expect(response.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
  });
});
