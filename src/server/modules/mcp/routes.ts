// /mcp: the MCP server (ADR 0048), Streamable HTTP with the official SDK in its stateless mode: each
// POST is one JSON-RPC exchange answered as JSON, with a server built for the request's key. There
// is no session, so GET (a stream of server-initiated messages) and DELETE (ending a session) are
// 405. The key is checked by the public API's door (authenticate-key.ts): the same 401, 429 (one
// rate limit with /api/v1), plan and role refusals, as problem+json; the write scope per tool.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RateLimitRules } from '../../http/rate-limit';
import { requireApiKey } from '../api-keys';
import { buildMcpServer } from './mcp-server';

/** Every /mcp request is let in by any live key; each tool then asks for its scope and role. */
const config = { apiKey: { scope: 'read', role: 'viewer' } } as const;

export const mcpRoutes: FastifyPluginAsync<{ rateLimits: RateLimitRules }> = async (app, options) => {
  app.addHook('onRequest', requireApiKey(app, options.rateLimits.apiKeyRequests));

  app.post('/', { config, schema: { hide: true } }, async (request, reply) => {
    const server = buildMcpServer(app, request, options.rateLimits);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    // Headers set before the hijack (RateLimit-*) go out with the transport's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    }
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  const noSession = async (_request: unknown, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send POST.' },
        id: null,
      });
  app.get('/', { config, schema: { hide: true } }, noSession);
  app.delete('/', { config, schema: { hide: true } }, noSession);
};
