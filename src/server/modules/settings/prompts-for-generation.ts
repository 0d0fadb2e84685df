// The prompts a generation for a board uses (ADR 0037): the board's own, else the workspace's, else
// Pinloom's; the workspace's only while its plan in force has custom prompts. A downgraded
// workspace keeps them stored, and generation uses Pinloom's until it is upgraded again.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_PROMPT_VERSIONS,
  PROMPT_KINDS,
  type PromptKind,
  type PromptVersionsUsed,
} from '../../../shared/api/settings';
import { planHasFeature } from '../../../shared/plan-features';
import type { Database } from '../../db/connection';
import { workspaces } from '../../db/schema';
import { planInForce } from '../allowance';
import { findCurrentCustomPrompts } from './find-custom-prompts';
import { loadStaffPrompts } from './staff-prompts';

export interface GenerationPrompts {
  templates: Record<PromptKind, string>;
  /** Which custom version each template is; null parts are Pinloom's. */
  versions: PromptVersionsUsed;
}

export async function promptsForGeneration(options: {
  db: Database;
  workspaceId: string;
  boardId: string;
  now: Date;
}): Promise<GenerationPrompts> {
  const { db } = options;
  const templates = await loadStaffPrompts({ db });
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, options.workspaceId));
  if (!workspace || !planHasFeature(planInForce(workspace, options.now).name, 'custom_prompts')) {
    return { templates, versions: { ...DEFAULT_PROMPT_VERSIONS } };
  }
  const custom = await findCurrentCustomPrompts({
    db,
    workspaceId: options.workspaceId,
    boardId: options.boardId,
  });
  const versions: PromptVersionsUsed = { ...DEFAULT_PROMPT_VERSIONS };
  for (const kind of PROMPT_KINDS) {
    const chosen =
      custom.find((prompt) => prompt.kind === kind && prompt.boardId === options.boardId) ??
      custom.find((prompt) => prompt.kind === kind && prompt.boardId === null);
    if (!chosen) continue;
    templates[kind] = chosen.template;
    versions[kind] = { id: chosen.id, version: chosen.version, board_id: chosen.boardId };
  }
  return { templates, versions };
}
