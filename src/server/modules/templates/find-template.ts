// Finding a template by the id a board or pin names: a built-in, or one of the workspace's own
// (ADR 0038). Another workspace's id, or a deleted one, is not found: a pin drawn with it is
// redrawn in its board style's own, a board's rotation skips it.
import { and, eq, inArray } from 'drizzle-orm';
import { isCustomTemplateId, TEMPLATE_NOT_FOUND_MESSAGE } from '../../../shared/api/templates';
import type { BoardStyle } from '../../../shared/board-styles';
import { BUILTIN_TEMPLATES, isBuiltinTemplateId, STYLE_TEMPLATES } from '../../../shared/builtin-templates';
import type { PinTemplate } from '../../../shared/templates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type WorkspaceTemplateRow, workspaceTemplates } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * One of the workspace's own templates, or undefined. A null workspace finds any workspace's: only
 * for an address the server signed (a thumbnail).
 */
export async function findCustomTemplate(
  db: Reader,
  workspaceId: string | null,
  templateId: string,
): Promise<WorkspaceTemplateRow | undefined> {
  if (!isCustomTemplateId(templateId)) return undefined;
  const [row] = await db
    .select()
    .from(workspaceTemplates)
    .where(
      and(
        eq(workspaceTemplates.id, templateId),
        workspaceId === null ? undefined : eq(workspaceTemplates.workspaceId, workspaceId),
      ),
    );
  return row;
}

/** As findCustomTemplate, refusing with 404 when there is none. */
export async function requireCustomTemplate(
  db: Reader,
  workspaceId: string,
  templateId: string,
): Promise<WorkspaceTemplateRow> {
  const row = await findCustomTemplate(db, workspaceId, templateId);
  if (!row) throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
  return row;
}

/** A built-in's document or the workspace's own; null for any other id. */
export async function findTemplateDocument(
  db: Reader,
  workspaceId: string,
  templateId: string,
): Promise<PinTemplate | null> {
  if (isBuiltinTemplateId(templateId)) return BUILTIN_TEMPLATES[templateId];
  return (await findCustomTemplate(db, workspaceId, templateId))?.document ?? null;
}

/**
 * The template a pin is drawn (and redrawn) with: its own; its board style's when it has none (a
 * pin made before templates) or its custom template was deleted.
 */
export async function templateOfPin(
  db: Reader,
  workspaceId: string,
  templateId: string | null,
  config: { style: BoardStyle },
): Promise<PinTemplate> {
  const found = templateId ? await findTemplateDocument(db, workspaceId, templateId) : null;
  return found ?? BUILTIN_TEMPLATES[STYLE_TEMPLATES[config.style]];
}

/**
 * The template a board's new pin takes: its `turn`-th (the board's pin count) round the board's
 * rotation, skipping ids that are no longer the workspace's; the style's own when none is left.
 */
export async function templateForTurn(
  db: Reader,
  workspaceId: string,
  config: { style: BoardStyle; templates?: readonly string[] },
  turn: number,
): Promise<{ id: string; template: PinTemplate }> {
  const ids = config.templates ?? [];
  const customIds = ids.filter(isCustomTemplateId);
  // One query for the rotation's own templates, whatever its length.
  const rows =
    customIds.length === 0
      ? []
      : await db
          .select({ id: workspaceTemplates.id, document: workspaceTemplates.document })
          .from(workspaceTemplates)
          .where(
            and(eq(workspaceTemplates.workspaceId, workspaceId), inArray(workspaceTemplates.id, customIds)),
          );
  const custom = new Map(rows.map((row) => [row.id, row.document]));
  const found = ids.flatMap((id) => {
    const template = isBuiltinTemplateId(id) ? BUILTIN_TEMPLATES[id] : custom.get(id);
    return template ? [{ id, template }] : [];
  });
  const own = STYLE_TEMPLATES[config.style];
  return found[turn % Math.max(found.length, 1)] ?? { id: own, template: BUILTIN_TEMPLATES[own] };
}
