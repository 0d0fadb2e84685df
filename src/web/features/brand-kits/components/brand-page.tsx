// Settings → Brand (ADR 0039): the workspace's brand kit(s). Pro: one kit, the brand of every
// board; Enterprise: several named kits (one per client or board), created and deleted here.
// Below Pro the page says which plan sells kits, with the way to upgrade; a downgraded workspace
// still sees its kits, which keep drawing its pins, but cannot change them.
import { useState } from 'react';
import { planFeatureMessage } from '../../../../shared/plan-features';
import { useBrandKits } from '../../../api/get-brand-kits';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { LockedFeatureNotice } from '../../../components/ui/locked-feature-notice';
import { errorMessage } from '../../../lib/api-client';
import { useBrandFonts } from '../api/brand-fonts';
import { useCreateBrandKit, useDeleteBrandKit } from '../api/brand-kits';
import { BrandKitForm } from './brand-kit-form';
import { UploadedFontsSection } from './uploaded-fonts-section';

export function BrandPage({ canEdit }: { canEdit: boolean }) {
  const kits = useBrandKits();
  const fonts = useBrandFonts();
  const create = useCreateBrandKit();
  const remove = useDeleteBrandKit();
  const { confirm, dialog } = useConfirm();
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const data = kits.data;
  const editable = canEdit && data?.can_edit === true;
  const list = data?.brand_kits ?? [];
  const canCreate = editable && (list.length === 0 || data?.can_have_several === true);

  const createKit = (name: string) => {
    setProblem(null);
    create.mutate(
      { name },
      {
        onSuccess: () => setNewName(''),
        onError: (error) => setProblem(errorMessage(error, 'The brand kit could not be created.')),
      },
    );
  };
  const askToDelete = async (id: string, name: string) => {
    const sure = await confirm({
      title: `Delete ${name}?`,
      description:
        'Boards that use it take the workspace’s first brand kit. Pins already made keep their images.',
      confirmLabel: 'Delete brand kit',
    });
    if (sure) remove.mutate(id);
  };

  return (
    <section aria-labelledby="brand-heading" className="flex flex-col gap-4">
      {dialog}
      <h2 id="brand-heading" className="text-xl font-semibold text-ink-900">
        Brand
      </h2>
      <p className="text-sm text-slate-700">
        Your brand kit draws every pin: its colors, heading and body fonts, logo and a footer such as your
        site’s address.
      </p>
      {data && !data.can_edit && <LockedFeatureNotice feature="brand_kit" />}
      {data?.can_edit && !data.can_have_several && list.length > 0 && (
        <p className="text-sm text-slate-600">{planFeatureMessage('brand_kits_multiple')}</p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {kits.isError && <p className="text-sm text-slate-600">The brand kits could not be loaded.</p>}
      {list.map((kit) => (
        <BrandKitForm
          key={`${kit.id}-${kit.updated_at}`}
          kit={kit}
          canEdit={editable}
          uploadedFonts={fonts.data?.brand_fonts ?? []}
          {...(editable && data?.can_have_several
            ? { onDelete: () => void askToDelete(kit.id, kit.name) }
            : {})}
        />
      ))}
      {canCreate && list.length === 0 && (
        <Button onClick={() => createKit('Our brand')} disabled={create.isPending} className="self-start">
          Create your brand kit
        </Button>
      )}
      {canCreate && list.length > 0 && (
        <form
          aria-label="New brand kit"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            createKit(newName);
          }}
        >
          <TextField
            label="New brand kit"
            placeholder="Client name"
            value={newName}
            maxLength={60}
            onChange={(e) => setNewName(e.target.value)}
          />
          <Button type="submit" disabled={create.isPending}>
            Add brand kit
          </Button>
        </form>
      )}
      {(data?.can_edit || (fonts.data?.brand_fonts.length ?? 0) > 0) && (
        <UploadedFontsSection data={fonts.data} canEdit={canEdit} />
      )}
    </section>
  );
}
