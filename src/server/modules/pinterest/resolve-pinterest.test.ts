// Demo mode: without a Pinterest app, main.ts gets a running emulator to talk to.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { resolvePinterest } from './resolve-pinterest';

describe('resolvePinterest', () => {
  it('starts the emulator on loopback in demo mode and stops it on close', async () => {
    const { deps, close } = await resolvePinterest(loadConfig({ PORT: '4321' }).pinterest);
    try {
      expect(deps.demo).toBe(true);
      expect(deps.demoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(deps.config).toMatchObject({
        redirectUri: 'http://localhost:4321/api/pinterest/callback',
        apiBaseUrl: `${deps.demoUrl}/v5`,
        oauthBaseUrl: `${deps.demoUrl}/oauth/`,
      });
      expect((await fetch(`${deps.demoUrl}/demo`)).status).toBe(200);
    } finally {
      await close();
    }
    await expect(fetch(`${deps.demoUrl}/demo`)).rejects.toThrow();
  });

  it('uses the configured app and addresses otherwise', async () => {
    const env = { PINTEREST_APP_ID: '1234567', PINTEREST_APP_SECRET: 'app-secret' };
    const { deps, close } = await resolvePinterest(loadConfig(env).pinterest);
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
    });
  });
});
