// A saved prompt version as /api/prompts shows it.
import type { CustomPrompt } from '../../../shared/api/prompts';
import type { CurrentCustomPrompt } from './find-custom-prompts';

export function toCustomPromptDto(row: CurrentCustomPrompt): CustomPrompt {
  return {
    id: row.id,
    kind: row.kind,
    board_id: row.boardId,
    board_name: row.boardName,
    version: row.version,
    template: row.template,
    saved_at: row.createdAt.toISOString(),
  };
}
