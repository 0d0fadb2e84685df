// PUT /api/prompts/{kind}: a new version of the workspace's prompt, or of one of its boards'. Only
// on a plan with custom prompts (403 plan_feature); checked as staff's prompts are
// (promptSettingProblem: not empty, at most PROMPT_MAX_LENGTH, only the kind's variables). The same
// template as the current version saves nothing.
import { promptSettingProblem } from '../../../shared/api/admin';
import type { CustomPrompt } from '../../../shared/api/prompts';
import type { PromptKind } from '../../../shared/api/settings';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { customPrompts } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { findBoard } from '../boards';
import { toCustomPromptDto } from './custom-prompt-dto';
import { findNewestVersion } from './find-custom-prompts';

export async function saveCustomPrompt(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  kind: PromptKind;
  template: string;
  boardId: string | null;
  now: Date;
}): Promise<CustomPrompt> {
  const { db, workspaceId, kind, boardId } = options;
  return db.transaction(async (tx) => {
    // The row lock: two saves at once get versions one after the other, and the plan read is the
    // one the billing webhook writes under the same lock.
    const workspace = await lockWorkspace(tx, workspaceId);
    assertPlanFeature(workspace, options.now, 'custom_prompts');
    const board = boardId === null ? null : await findBoard({ db: tx, workspaceId, boardId });
    const problem = promptSettingProblem(`prompt_${kind}`, options.template);
    if (problem) throw new AppError('validation_error', problem);
    const template = options.template.trim();

    const newest = await findNewestVersion({ db: tx, workspaceId, boardId, kind });
    const boardName = board?.name ?? null;
    if (newest && newest.retiredAt === null && newest.template === template) {
      return toCustomPromptDto({ ...newest, boardName });
    }
    const [saved] = await tx
      .insert(customPrompts)
      .values({
        workspaceId,
        boardId,
        kind,
        version: (newest?.version ?? 0) + 1,
        template,
        createdBy: options.userId,
        createdAt: options.now,
      })
      .returning();
    if (!saved) throw new Error('custom prompt insert returned no row');
    return toCustomPromptDto({ ...saved, boardName });
  });
}
