// Which prompts wrote a pin or an API call (ADR 0037), in words: Review, the admin console's API
// history.
import { PROMPT_KINDS, type PromptVersionsUsed } from '../../shared/api/settings';

/**
 * "Written with your custom title prompt v3 (this board's) and description prompt v1; Pinloom's
 * default for the rest", or "Written with Pinloom's default prompts". `whose` is "your" for the
 * workspace's own people, "the workspace's" for staff.
 */
export function promptVersionsLabel(versions: PromptVersionsUsed | null, whose = 'your'): string {
  const parts = PROMPT_KINDS.flatMap((kind) => {
    const used = versions?.[kind];
    if (!used) return [];
    return [`${kind} prompt v${used.version}${used.board_id ? ' (the board’s)' : ''}`];
  });
  if (parts.length === 0) return 'Written with Pinloom’s default prompts';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const rest = parts.length < PROMPT_KINDS.length ? '; Pinloom’s default for the rest' : '';
  return `Written with ${whose} custom ${list}${rest}`;
}
