// The workspace_templates table's writers (modules/README.md, "Every table has an owner").
import { and, eq } from 'drizzle-orm';
import type { PinTemplate } from '../../../shared/templates';
import type { Database } from '../../db/connection';
import { type WorkspaceTemplateRow, workspaceTemplates } from '../../db/schema';

type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;

export async function insertTemplate(
  db: Writer,
  row: { workspaceId: string; name: string; document: PinTemplate; basedOn: string | null },
): Promise<WorkspaceTemplateRow> {
  const [inserted] = await db.insert(workspaceTemplates).values(row).returning();
  if (!inserted) throw new Error('template insert returned no row');
  return inserted;
}

/** Changes one of the workspace's templates; undefined if it has no such template. */
export async function saveTemplate(
  db: Writer,
  owned: { workspaceId: string; templateId: string },
  fields: { name: string; document: PinTemplate; locked?: boolean },
): Promise<WorkspaceTemplateRow | undefined> {
  const [updated] = await db
    .update(workspaceTemplates)
    .set(fields)
    .where(
      and(eq(workspaceTemplates.id, owned.templateId), eq(workspaceTemplates.workspaceId, owned.workspaceId)),
    )
    .returning();
  return updated;
}

/** Whether the workspace had the template. */
export async function deleteTemplateRow(
  db: Writer,
  owned: { workspaceId: string; templateId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(workspaceTemplates)
    .where(
      and(eq(workspaceTemplates.id, owned.templateId), eq(workspaceTemplates.workspaceId, owned.workspaceId)),
    )
    .returning({ id: workspaceTemplates.id });
  return deleted.length > 0;
}
