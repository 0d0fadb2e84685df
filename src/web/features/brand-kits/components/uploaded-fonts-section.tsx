// Settings → Brand, "Uploaded fonts" (Enterprise, ADR 0044): admins upload TTF, OTF or WOFF files
// and delete them; below Enterprise the section says what it is and how to get it, and fonts kept
// from before stay listed.
import { useState } from 'react';
import type { BrandFontsList } from '../../../../shared/api/brand-fonts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { LockedFeatureNotice } from '../../../components/ui/locked-feature-notice';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteBrandFont, useUploadBrandFont } from '../api/brand-fonts';

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export function UploadedFontsSection({
  data,
  canEdit,
}: {
  data: BrandFontsList | undefined;
  canEdit: boolean;
}) {
  const upload = useUploadBrandFont();
  const remove = useDeleteBrandFont();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fonts = data?.brand_fonts ?? [];
  const canUpload = canEdit && data?.can_upload === true && fonts.length < (data?.max_fonts ?? 0);

  return (
    <section aria-labelledby="uploaded-fonts-heading" className="flex flex-col gap-3">
      <h3 id="uploaded-fonts-heading" className="text-lg font-semibold text-ink-900">
        Uploaded fonts
      </h3>
      {data && !data.can_upload && <LockedFeatureNotice feature="brand_fonts_uploaded" />}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {fonts.length > 0 && (
        <ul className="flex flex-col gap-2">
          {fonts.map((font) => (
            <li key={font.id} className="flex items-center gap-3 text-sm text-slate-800">
              <span className="font-medium">{font.name}</span>
              <span className="text-slate-600">
                {font.format.toUpperCase()} · {kilobytes(font.byte_size)}
              </span>
              {canEdit && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Delete ${font.name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(font.id, {
                      onError: (error) => setProblem(errorMessage(error, 'The font could not be deleted.')),
                    })
                  }
                >
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canUpload && (
        <form
          aria-label="Upload a font"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file || !name.trim()) {
              setProblem('Choose a font file and give it a name.');
              return;
            }
            setProblem(null);
            upload.mutate(
              { name: name.trim(), file },
              {
                onSuccess: () => {
                  setName('');
                  setFile(null);
                },
                onError: (error) => setProblem(errorMessage(error, 'The font could not be uploaded.')),
              },
            );
          }}
        >
          <TextField
            label="Font name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Font file (TTF, OTF or WOFF, at most 2 MB)
            <input
              type="file"
              accept=".ttf,.otf,.woff,font/ttf,font/otf,font/woff"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <Button type="submit" disabled={upload.isPending}>
            Upload font
          </Button>
        </form>
      )}
    </section>
  );
}
