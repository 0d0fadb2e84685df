// POST /generate-pins: the board's batch of pins (its batch size, pins_per_day in the API), one
// after another, stopping politely when the plan's allowance runs out, staff pause generation or
// the image pool is full, after at least one pin.
import type { Pin } from '../../../shared/api/pins';
import { AppError } from '../../app-error';
import type { Actor } from '../activity';
import { prepareGeneration, runGeneration } from './generate-pin';
import type { GeneratingWorkspace, GenerationContext } from './generation-context';

export async function generateBoardBatch(
  context: GenerationContext,
  options: { workspace: GeneratingWorkspace; boardId: string; actor: Actor },
): Promise<{ pins: Pin[]; message: string | null }> {
  const made: Pin[] = [];
  const prepare = () => prepareGeneration(context, options);
  const first = await prepare();
  let prepared: typeof first | null = first;
  while (prepared) {
    try {
      made.push(
        await runGeneration(context, { workspace: options.workspace, prepared, actor: options.actor }),
      );
    } catch (error) {
      // The image pool filled up mid-batch: the pins made are kept, and the answer says so.
      if (made.length > 0 && error instanceof AppError && error.code === 'server_busy') {
        return {
          pins: made,
          message: `Generated ${made.length} of ${first.board.batchSize}. ${error.message}`,
        };
      }
      throw error;
    }
    if (made.length >= first.board.batchSize) break;
    try {
      prepared = await prepare();
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === 'quota_exceeded' ||
          error.code === 'generation_paused' ||
          error.code === 'server_busy')
      ) {
        return {
          pins: made,
          message: `Generated ${made.length} of ${first.board.batchSize}. ${error.message}`,
        };
      }
      throw error;
    }
  }
  return { pins: made, message: null };
}
