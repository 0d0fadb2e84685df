// @vitest-environment jsdom
// The Settings tab in jsdom with the real query client, router and toasts; only fetch (the
// server) is replaced. Switches move at once and move back when the server refuses.
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  adminSettingsResponse,
  type auditEntryDto,
  auditLogResponse,
  systemInfoResponse,
  updateFlagsResponse,
} from '../../../../../shared/api/admin';
import { answer, failure } from '../../../../test/answers';
import { waitFor } from '../../../../test/page-harness';
import { buttonNamed, fieldLabelled, storedSettings } from '../../test/admin-fixtures';
import { setUpAdminTab } from '../../test/render-admin-tab';
import SettingsTab from './settings-tab';

const tab = setUpAdminTab();
/** What the fake server holds; a switched flag is there when the list is read again. */
let serverSettings: ReturnType<typeof storedSettings>;
const text = () => document.body.textContent ?? '';

const system: z.input<typeof systemInfoResponse> = {
  environment: 'production',
  version: '1.4.0',
  started_at: '2026-11-20T08:00:00.000Z',
  uptime_seconds: 3 * 86400 + 5 * 3600 + 12,
  database: { kind: 'postgresql', round_trip_ms: 1.26 },
  jobs: { queued: 4, active: 1, failed_last_24h: 2 },
  pinterest_mode: 'demo',
  ai: { text: 'openai (gpt-4o)', image: 'local painter' },
};

const longPrompt = `Write a title. ${'Make it sing. '.repeat(10)}`;
const entries: z.input<typeof auditEntryDto>[] = [
  {
    id: 'e2',
    admin_email: 'admin@pinloom.test',
    action: 'prompt.update',
    target: 'prompt_title',
    old_value: 'Old prompt',
    new_value: longPrompt,
    created_at: '2026-11-23T10:05:00.000Z',
  },
  {
    id: 'e1',
    admin_email: 'admin@pinloom.test',
    action: 'flag.update',
    target: 'signups_enabled',
    old_value: 'true',
    new_value: 'false',
    created_at: '2026-11-23T10:00:00.000Z',
  },
];

function flagSwitch(name: string): HTMLButtonElement {
  return fieldLabelled<HTMLButtonElement>(name);
}

async function open() {
  tab.render('/admin/settings', <SettingsTab />, { toasts: true });
  await waitFor(() => document.querySelector('[role="switch"]') !== null, 'the switches');
}

beforeEach(() => {
  serverSettings = storedSettings();
  tab.routes = {
    'GET /api/admin/settings': () => answer(adminSettingsResponse, serverSettings),
    'PUT /api/admin/settings': (init) => {
      const { settings } = JSON.parse(String(init?.body)) as { settings: Record<string, string> };
      serverSettings = serverSettings.map((s) => ({
        ...s,
        setting_value: settings[s.setting_key] ?? s.setting_value,
      }));
      return answer(updateFlagsResponse, { success: true, updated: Object.keys(settings) });
    },
    'GET /api/admin/system': () => answer(systemInfoResponse, system),
    'GET /api/admin/audit-log?limit=50': () => answer(auditLogResponse, entries),
  };
});

describe('the Settings tab: feature flags', () => {
  it('shows each flag as a labelled switch with what switching it off does', async () => {
    await open();
    expect(flagSwitch('New sign-ups').getAttribute('aria-checked')).toBe('true');
    expect(flagSwitch('AI image generation').getAttribute('aria-checked')).toBe('false');
    expect(document.querySelectorAll('[role="switch"]')).toHaveLength(4);
    const described = document.getElementById(
      flagSwitch('Automatic publishing').getAttribute('aria-describedby') ?? '',
    );
    expect(described?.textContent).toContain('When off, scheduled pins are held, never dropped');
  });

  it("sends the flag as the string 'false' and keeps the switch where it was put", async () => {
    await open();
    act(() => flagSwitch('New sign-ups').click());
    await waitFor(() => flagSwitch('New sign-ups').getAttribute('aria-checked') === 'false', 'the switch');
    await waitFor(() => tab.fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT'), 'the PUT');
    const put = tab.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/admin/settings');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ settings: { signups_enabled: 'false' } });
    // Read again afterwards, with the change history that now records it.
    await waitFor(
      () => tab.fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/settings').length >= 3,
      'the reread',
    );
    expect(flagSwitch('New sign-ups').getAttribute('aria-checked')).toBe('false');
    expect(
      tab.fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/audit-log')).length,
    ).toBe(2);
  });

  it('moves the switch back with a message when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse: () => void = () => {};
    tab.routes['PUT /api/admin/settings'] = () =>
      new Promise((resolve) => {
        refuse = () =>
          resolve(failure(400, { error: 'Unknown setting: signups_enabled', code: 'validation_error' }));
      });
    await open();
    act(() => flagSwitch('Pin generation').click());
    await waitFor(() => flagSwitch('Pin generation').getAttribute('aria-checked') === 'false', 'the switch');
    refuse();
    await waitFor(() => flagSwitch('Pin generation').getAttribute('aria-checked') === 'true', 'the rollback');
    await waitFor(
      () => text().includes('Pin generation was not switched off. It is back as it was.'),
      'the message',
    );
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'Unknown setting: signups_enabled',
    );
  });
});

describe('the Settings tab: System Information', () => {
  it('shows the live facts in words', async () => {
    await open();
    await waitFor(() => text().includes('PostgreSQL'), 'the facts');
    expect(text()).toContain('Production');
    expect(text()).toContain('1.3 ms round trip');
    expect(text()).toContain('4 queued · 1 active');
    expect(text()).toContain('2 failed in the last 24 hours');
    expect(text()).toContain('Demo mode');
    expect(text()).toContain('openai (gpt-4o)');
    expect(text()).toContain('local painter');
    expect(text()).toContain('3 days 5 hours');
  });

  it('says when the job queue has not started, and reads the facts again on Refresh', async () => {
    tab.routes['GET /api/admin/system'] = () => answer(systemInfoResponse, { ...system, jobs: null });
    await open();
    await waitFor(() => text().includes('Not started'), 'the queue state');
    tab.routes['GET /api/admin/system'] = () =>
      answer(systemInfoResponse, { ...system, uptime_seconds: 125 });
    act(() => buttonNamed('Refresh').click());
    await waitFor(() => text().includes('2 minutes'), 'the refreshed uptime');
    expect(tab.fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/system')).toHaveLength(2);
  });
});

describe('the Settings tab: change history', () => {
  it('lists who changed what, before and after, in words', async () => {
    await open();
    await waitFor(() => text().includes('Switched off'), 'the history');
    const rows = Array.from(document.querySelectorAll('tbody tr')).map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('admin@pinloom.test');
    expect(rows[1]).toContain('New sign-ups');
    expect(rows[1]).toContain('On');
    expect(rows[1]).toContain('Off');
    expect(rows[0]).toContain('Edited a prompt');
    expect(rows[0]).not.toContain(longPrompt);
  });

  it('shows a long value whole on request', async () => {
    await open();
    await waitFor(() => text().includes('Show the whole change'), 'the history');
    act(() =>
      Array.from(document.querySelectorAll('button'))
        .find((b) => b.textContent?.startsWith('Show the whole change'))
        ?.click(),
    );
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain(longPrompt.trim());
    expect(dialog?.textContent).toContain('Edited a prompt: Title prompt');
  });
});
