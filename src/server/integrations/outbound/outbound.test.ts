// The outbound rules (README.md): public addresses only, every resolved address checked, the
// connection made to the checked address, redirects checked again.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolverFor } from '../../../../tests/setup/resolver';
import { allowLoopbackForTests, createOutbound, OutboundRefusal } from './outbound';
import { isPublicAddress } from './public-address';

describe('allowLoopbackForTests (TEST_OUTBOUND_LOOPBACK)', () => {
  it.each([
    ['127.0.0.1', true],
    ['8.8.8.8', true],
    ['127.0.0.2', false],
    ['10.0.0.1', false],
    ['169.254.169.254', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
  ])('%s may be reached: %s', (address, expected) => {
    expect(allowLoopbackForTests(address)).toBe(expected);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.215.14', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['0.0.0.0', false],
    ['10.20.30.40', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['192.0.2.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::7f00:1', false],
    ['2001:db8::1', false],
    ['2002:7f00:1::1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkUrl', () => {
  const outbound = createOutbound({
    allowPrivate: false,
    resolveHost: resolverFor({ 'ai.example': ['93.184.215.14'], 'sneaky.example': ['93.184.215.14', '::1'] }),
  });

  it('allows a name that resolves only to public addresses, and a public IP', async () => {
    await expect(outbound.checkUrl('https://ai.example/v1')).resolves.toBeUndefined();
    await expect(outbound.checkUrl('https://8.8.8.8/v1')).resolves.toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1:8080/', '127.0.0.1 is a private or reserved address'],
    ['http://2130706433/', '127.0.0.1 is a private'],
    ['http://[::ffff:7f00:1]/', '::ffff:7f00:1 is a private'],
    ['http://[fe80::1]/', 'fe80::1 is a private'],
    ['http://localhost/', 'localhost resolves to 127.0.0.1'],
    ['https://sneaky.example/', 'sneaky.example resolves to ::1'],
    ['https://unknown.example/', 'names a host that could not be found (unknown.example)'],
    ['ftp://ai.example/', 'must be an http(s) URL'],
  ])('refuses %s', async (url, reason) => {
    const refused = await outbound.checkUrl(url).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OutboundRefusal);
    expect((refused as Error).message).toContain(reason);
  });

  it('allows private addresses when the operator does', async () => {
    const open = createOutbound({ allowPrivate: true, resolveHost: resolverFor() });
    await expect(open.checkUrl('http://localhost:11434/v1')).resolves.toBeUndefined();
  });
});

describe('fetch', () => {
  let server: Server;
  let port: number;
  const seen: Array<Pick<IncomingMessage, 'url' | 'method' | 'headers'>> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url, method: request.method, headers: request.headers });
      const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
      if (target) {
        response.writeHead(307, { location: target }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('connects to the address it checked, never looking the name up again', async () => {
    let lookups = 0;
    const outbound = createOutbound({
      allowPrivate: true,
      resolveHost: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    // The system's DNS knows no "models.internal": only the checked address can be reached.
    const answer = await outbound.fetch(`http://models.internal:${port}/v1/models`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(lookups).toBe(1);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/v1/models' });
  });

  it('refuses a private address without connecting', async () => {
    const outbound = createOutbound({ allowPrivate: false, resolveHost: resolverFor() });
    const before = seen.length;
    await expect(outbound.fetch(`http://127.0.0.1:${port}/v1`)).rejects.toThrow(OutboundRefusal);
    await expect(outbound.fetch(`http://localhost:${port}/v1`)).rejects.toThrow(
      'localhost resolves to 127.0.0.1',
    );
    expect(seen.length).toBe(before);
  });

  it('checks every redirect again: one to a private address is refused', async () => {
    // This server stands in for a public host: only 127.0.0.1 counts as allowed here.
    const outbound = createOutbound({
      allowPrivate: false,
      resolveHost: resolverFor({ 'public.example': ['127.0.0.1'], 'metadata.example': ['169.254.169.254'] }),
      isAllowedAddress: (address) => address === '127.0.0.1',
    });
    const start = `http://public.example:${port}/v1`;
    for (const target of [
      'http://169.254.169.254/latest/meta-data',
      'http://metadata.example/',
      'http://[::1]/',
    ]) {
      const refused = await outbound
        .fetch(`${start}?to=${encodeURIComponent(target)}`, { method: 'POST', body: '{}' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(OutboundRefusal);
      expect((refused as Error).message).toContain('must point to a public address');
    }
    // An allowed redirect is followed, the body sent again (307), the key kept on the same origin.
    const followed = await outbound.fetch(`${start}?to=${encodeURIComponent(`${start}/next`)}`, {
      method: 'POST',
      body: '{"b":2}',
      headers: { authorization: 'Bearer sk-user' },
    });
    expect(followed.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/next',
      headers: { authorization: 'Bearer sk-user' },
    });
    // To another origin, the key stays behind.
    const other = `http://127.0.0.1:${port}/elsewhere`;
    await outbound.fetch(`${start}?to=${encodeURIComponent(other)}`, {
      headers: { authorization: 'Bearer sk-user' },
    });
    expect(seen.at(-1)?.url).toBe('/elsewhere');
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });
});
