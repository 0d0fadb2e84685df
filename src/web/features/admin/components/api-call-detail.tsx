// The API History's detail of one call: the list's figures (cost to 6 decimals) plus the whole
// prompt, the request and response bodies and the error message.
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ApiCallDetail } from '../../../../shared/api/admin';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { promptVersionsLabel } from '../../../lib/prompt-versions';
import { useApiCall } from '../api/get-api-call';
import { formatCost, formatDuration, formatTokens, readableBody } from '../utils/format-api-call';
import { CallTypeBadge, StatusCodeBadge } from './api-call-badges';
import { formatCallTime } from './api-call-list';

const DETAIL_FAILED_MESSAGE = 'Failed to load details - Unable to fetch API call details';

export function ApiCallDetailPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const call = useApiCall(id);
  const panelRef = useRef<HTMLDivElement>(null);
  // Below lg the list has gone: the detail takes the focus (and the view) the list item had.
  useEffect(() => {
    if (window.matchMedia?.('(min-width: 1024px)').matches ?? true) return;
    panelRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div ref={panelRef} tabIndex={-1} className="p-4 focus:outline-none sm:p-5">
      {/* The list and the detail share the screen from lg up; below, the detail replaces the list. */}
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 mb-3 lg:hidden">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to the list
      </Button>
      {call.isPending ? (
        <LoadingBlock label="Loading the call's details" />
      ) : call.isError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {DETAIL_FAILED_MESSAGE}
        </p>
      ) : (
        <CallDetail call={call.data} />
      )}
    </div>
  );
}

function CallDetail({ call }: { call: ApiCallDetail }) {
  return (
    <div className="space-y-5">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <CallTypeBadge type={call.type} />
          <StatusCodeBadge code={call.status_code} />
        </div>
        <h3 className="mt-2 font-mono text-base font-semibold break-all text-ink-900">{call.model}</h3>
        <p className="text-sm text-slate-600">
          <time dateTime={call.timestamp}>{formatCallTime(call.timestamp)}</time> · {call.provider}
          {call.user_email && <> · {call.user_email}</>}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-xl bg-slate-200 ring-1 ring-slate-200">
        <Figure label="Cost">{formatCost(call.cost, 6)}</Figure>
        <Figure label="Tokens">{formatTokens(call.tokens)}</Figure>
        <Figure label="Duration">{formatDuration(call.duration)}</Figure>
      </dl>
      {call.error_message && (
        <Block label="Error message">
          <p className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm break-words text-red-800 ring-1 ring-red-200">
            {call.error_message}
          </p>
        </Block>
      )}
      <Block label="Prompt">
        <p className="mb-1.5 text-sm text-slate-600">
          {promptVersionsLabel(call.prompt_versions, 'the workspace’s')}
        </p>
        <Code text={call.prompt} />
      </Block>
      <Block label="Request body">
        <Code text={readableBody(call.request_body)} />
      </Block>
      <Block label="Response body">
        <Code text={readableBody(call.response_body)} />
      </Block>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bg-white px-3 py-2.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function Block({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h4>
      {children}
    </section>
  );
}

function Code({ text }: { text: string }) {
  return (
    <pre
      // Focusable so a keyboard can scroll a long body.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-xl bg-slate-900 p-3.5 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words text-slate-100"
    >
      {text || '(empty)'}
    </pre>
  );
}
