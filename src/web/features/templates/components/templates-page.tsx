// Settings → Templates (ADR 0038): the built-ins and the workspace's own, each with the thumbnail
// the pin renderer drew. Editors on Pro and Enterprise duplicate any to start their own, then edit
// or delete their own; below Pro the page shows the built-ins and the way to upgrade. On Enterprise,
// owners and admins lock a template (ADR 0044): everyone still uses it, only they change it.
import { Lock } from 'lucide-react';
import { useState } from 'react';
import type { TemplateSummary, TemplateWithDocument } from '../../../../shared/api/templates';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { LockedFeatureNotice } from '../../../components/ui/locked-feature-notice';
import { errorMessage } from '../../../lib/api-client';
import {
  getTemplate,
  useCreateTemplate,
  useDeleteTemplate,
  useLockTemplate,
  useTemplateLibrary,
} from '../api/template-library';
import { TemplateEditor } from './template-editor';

export function TemplatesPage({ canEdit, canLock = false }: { canEdit: boolean; canLock?: boolean }) {
  const library = useTemplateLibrary();
  const lock = useLockTemplate();
  const create = useCreateTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<TemplateWithDocument | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const customize = canEdit && library.data?.can_customize === true;

  const duplicate = (template: TemplateSummary) =>
    create.mutate(
      { name: `${template.name} copy`.slice(0, 60), duplicate_of: template.id },
      {
        onSuccess: setEditing,
        onError: (error) => setProblem(errorMessage(error, 'The template could not be copied.')),
      },
    );
  const askToDelete = async (template: TemplateSummary) => {
    const sure = await confirm({
      title: `Delete ${template.name}?`,
      description:
        'Boards that use it go back to their other templates, or their style’s own. Pins already made keep their images.',
      confirmLabel: 'Delete template',
    });
    if (sure) remove.mutate(template.id);
  };
  const edit = (template: TemplateSummary) =>
    getTemplate(template.id).then(setEditing, (error: unknown) =>
      setProblem(errorMessage(error, 'The template could not be opened.')),
    );

  if (editing) return <TemplateEditor key={editing.id} template={editing} onClose={() => setEditing(null)} />;

  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      {dialog}
      <h2 id="templates-heading" className="text-xl font-semibold text-ink-900">
        Templates
      </h2>
      {library.data && !library.data.can_customize && <LockedFeatureNotice feature="custom_templates" />}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {library.isError && <p className="text-sm text-slate-600">The templates could not be loaded.</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(library.data?.templates ?? []).map((template) => (
          <li
            key={template.id}
            className="flex list-none flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2"
          >
            <img
              src={template.thumbnail_url}
              alt=""
              width={150}
              height={225}
              loading="lazy"
              className="rounded-lg"
            />
            <span className="text-sm font-medium text-slate-800">{template.name}</span>
            <span className="flex items-center gap-1 text-xs text-slate-500">
              {template.custom ? 'Yours' : 'Built-in'}
              {template.locked && (
                <span className="inline-flex items-center gap-0.5 rounded-full bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">
                  <Lock className="h-3 w-3" aria-hidden="true" />
                  Locked
                </span>
              )}
            </span>
            {customize && (
              <div className="flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => duplicate(template)}
                  aria-label={`Duplicate ${template.name}`}
                >
                  Duplicate
                </Button>
                {template.custom && template.locked && !canLock && (
                  <span className="text-xs text-slate-600">Only an owner or admin can change it.</span>
                )}
                {template.custom && canLock && (template.locked || library.data?.can_lock) && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      lock.mutate(
                        { id: template.id, locked: !template.locked },
                        {
                          onError: (error) =>
                            setProblem(errorMessage(error, 'The template could not be changed.')),
                        },
                      )
                    }
                    aria-label={`${template.locked ? 'Unlock' : 'Lock'} ${template.name}`}
                  >
                    {template.locked ? 'Unlock' : 'Lock'}
                  </Button>
                )}
                {template.custom && (!template.locked || canLock) && (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => edit(template)}
                      aria-label={`Edit ${template.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void askToDelete(template)}
                      aria-label={`Delete ${template.name}`}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
