// The mcp module's public face: the /mcp route (ADR 0048), the MCP server over Streamable HTTP
// whose tools call the boards, pins, generation and schedule modules as an API key's creator.
export { mcpRoutes } from './routes';
