// @vitest-environment jsdom
// Settings → API's MCP card (ADR 0048): this server's /mcp address, the header, configuration a
// client can read (valid JSON naming the address and the header) and the way to the developer docs.
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { mount } from '../../../test/mount';
import { McpConnectCard, mcpClientConfigs } from './mcp-connect-card';

it('shows the server address, the key header and configuration for MCP clients', () => {
  const { host } = mount(
    <MemoryRouter>
      <McpConnectCard />
    </MemoryRouter>,
  );
  const url = `${window.location.origin}/mcp`;
  expect(host.textContent).toContain(url);
  expect(host.textContent).toContain('Authorization: Bearer pl_live_');
  const snippets = Array.from(host.querySelectorAll('pre')).map((pre) => pre.textContent ?? '');
  expect(snippets).toHaveLength(3);
  const generic = JSON.parse(snippets[0] ?? '');
  expect(generic.mcpServers.pinloom).toEqual({
    type: 'http',
    url,
    headers: { Authorization: 'Bearer pl_live_YOUR_KEY' },
  });
  const desktop = JSON.parse(snippets[1] ?? '');
  expect(desktop.mcpServers.pinloom.args).toContain(url);
  expect(snippets[2]).toBe(mcpClientConfigs(url).claudeCode);
  expect(host.querySelector('a[href="/developers#mcp"]')).not.toBeNull();
});
