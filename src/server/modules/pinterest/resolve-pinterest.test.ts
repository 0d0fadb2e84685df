// Demo mode: without a Pinterest app, main.ts gets a running emulator to talk to, whose browser
// pages the app serves under /pinterest-demo and whose account is kept in DATA_DIR.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { resolvePinterest } from './resolve-pinterest';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pinloom-resolve-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('resolvePinterest', () => {
  it('starts the emulator on loopback in demo mode, keeps it in DATA_DIR, and stops it on close', async () => {
    const config = loadConfig({ PORT: '4321' });
    const { deps, close } = await resolvePinterest(config.pinterest, {
      dataDir,
      publicUrl: config.publicUrl,
    });
    const api = deps.config.apiBaseUrl;
    try {
      expect(deps.demo).toBe(true);
      expect(deps.demoUrl).toBe('/pinterest-demo');
      expect(deps.demoPages).toBeTruthy();
      expect(deps.config).toMatchObject({
        redirectUri: 'http://localhost:4321/api/pinterest/callback',
        oauthBaseUrl: 'http://localhost:4321/pinterest-demo/oauth/',
      });
      expect(api).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v5$/);
      // The server's own calls reach the API on loopback.
      expect((await fetch(`${api}/user_account`)).status).toBe(401);
    } finally {
      await close();
    }
    await expect(fetch(`${api}/user_account`)).rejects.toThrow();
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(path.join(dataDir, 'pinterest-demo'))).toContain('state.json');
  });

  it('uses the configured app and addresses otherwise', async () => {
    const env = { PINTEREST_APP_ID: '1234567', PINTEREST_APP_SECRET: 'app-secret' };
    const config = loadConfig(env);
    const { deps, close } = await resolvePinterest(config.pinterest, {
      dataDir,
      publicUrl: config.publicUrl,
    });
    await close();
    expect(deps).toEqual({
      config: {
        appId: '1234567',
        appSecret: 'app-secret',
        redirectUri: 'http://localhost:3000/api/pinterest/callback',
        apiBaseUrl: 'https://api.pinterest.com/v5',
        oauthBaseUrl: 'https://www.pinterest.com/oauth/',
      },
      demo: false,
      demoUrl: null,
      publicUrl: 'http://localhost:3000',
    });
  });
});
