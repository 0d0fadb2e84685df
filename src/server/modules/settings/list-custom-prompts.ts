// GET /api/prompts: the workspace's own prompts beside Pinloom's that they replace, with each
// kind's variables, and whether its plan in force lets generation use them.

import type { CustomPrompts } from '../../../shared/api/prompts';
import { PROMPT_KINDS, PROMPT_VARIABLES } from '../../../shared/api/settings';
import { planHasFeature } from '../../../shared/plan-features';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import { planInForce } from '../allowance';
import { toCustomPromptDto } from './custom-prompt-dto';
import { findCurrentCustomPrompts } from './find-custom-prompts';
import { loadStaffPrompts } from './staff-prompts';

export async function listCustomPrompts(options: {
  db: Database;
  workspace: WorkspaceRow;
  now: Date;
}): Promise<CustomPrompts> {
  const plan = planInForce(options.workspace, options.now).name;
  const staff = await loadStaffPrompts({ db: options.db });
  const custom = await findCurrentCustomPrompts({ db: options.db, workspaceId: options.workspace.id });
  return {
    in_force: planHasFeature(plan, 'custom_prompts'),
    plan,
    kinds: PROMPT_KINDS.map((kind) => {
      const own = custom.filter((prompt) => prompt.kind === kind);
      const workspacePrompt = own.find((prompt) => prompt.boardId === null);
      return {
        kind,
        variables: [...PROMPT_VARIABLES[kind]],
        default_template: staff[kind],
        workspace: workspacePrompt ? toCustomPromptDto(workspacePrompt) : null,
        boards: own.filter((prompt) => prompt.boardId !== null).map(toCustomPromptDto),
      };
    }),
  };
}
