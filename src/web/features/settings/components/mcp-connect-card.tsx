// Settings → API: how to add Pinloom's MCP server (/mcp, ADR 0048) to an AI assistant: its address,
// the header that carries an API key, and configuration to paste into Claude Desktop, Claude Code
// or a client that speaks Streamable HTTP itself. The key is never filled in: it is shown once, when
// it is made, and the snippets say where it goes.
import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';

const KEY_PLACEHOLDER = 'pl_live_YOUR_KEY';

/**
 * The snippets for the server at `url` (the app's own origin + /mcp).
 * @internal for tests and benchmarks, not production code (as an export)
 */
export function mcpClientConfigs(url: string) {
  return {
    generic: JSON.stringify(
      {
        mcpServers: {
          pinloom: { type: 'http', url, headers: { Authorization: `Bearer ${KEY_PLACEHOLDER}` } },
        },
      },
      null,
      2,
    ),
    claudeDesktop: JSON.stringify(
      {
        mcpServers: {
          pinloom: {
            command: 'npx',
            // biome-ignore lint/suspicious/noTemplateCurlyInString: mcp-remote expands it from env (a space inside args breaks some clients).
            args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${PINLOOM_AUTH}'],
            env: { PINLOOM_AUTH: `Bearer ${KEY_PLACEHOLDER}` },
          },
        },
      },
      null,
      2,
    ),
    claudeCode: `claude mcp add --transport http pinloom ${url} --header "Authorization: Bearer ${KEY_PLACEHOLDER}"`,
  };
}

function Snippet({ label, code }: { label: string; code: string }) {
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium text-ink-900">{label}</figcaption>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-slate-900 p-3 text-xs leading-5 text-slate-100"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}

export function McpConnectCard() {
  const url = `${window.location.origin}/mcp`;
  const configs = mcpClientConfigs(url);
  return (
    <SectionCard
      headingId="mcp-heading"
      icon={Bot}
      title="Connect an AI assistant (MCP)"
      description="Pinloom is an MCP server: an assistant can list your boards, generate pins, review, approve and reschedule them with an API key of this workspace. A read key only looks; generating and changing pins needs a key with the write scope."
    >
      <div className="space-y-4 text-sm text-slate-700">
        <dl className="grid gap-2 sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-ink-900">Server URL</dt>
          <dd className="font-mono text-xs break-all">{url}</dd>
          <dt className="font-medium text-ink-900">Transport</dt>
          <dd>Streamable HTTP</dd>
          <dt className="font-medium text-ink-900">Header</dt>
          <dd className="font-mono text-xs break-all">Authorization: Bearer {KEY_PLACEHOLDER}</dd>
        </dl>
        <Snippet
          label="Clients that connect over HTTP (Cursor, VS Code, Windsurf and others)"
          code={configs.generic}
        />
        <Snippet
          label="Claude Desktop (claude_desktop_config.json, through mcp-remote)"
          code={configs.claudeDesktop}
        />
        <Snippet label="Claude Code" code={configs.claudeCode} />
        <p>
          Replace {KEY_PLACEHOLDER} with a key made above. The tools, their scopes and limits are in the{' '}
          <Link to="/developers#mcp" className="font-medium text-brand-700 underline">
            developer docs
          </Link>
          .
        </p>
      </div>
    </SectionCard>
  );
}
