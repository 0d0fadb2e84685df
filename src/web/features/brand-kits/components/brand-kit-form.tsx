// One brand kit on the Brand page: name, colors, heading and body fonts (with a sample), logo
// (uploaded as the image itself, shown once stored) and the footer along every pin's bottom.
import { type FormEvent, useState } from 'react';
import type { BrandFont } from '../../../../shared/api/brand-fonts';
import {
  type BrandKit,
  type BrandKitFooter,
  FOOTER_POSITIONS,
  LOGO_CONTENT_TYPES,
} from '../../../../shared/api/brand-kits';
import { fromColorRows, toColorRows } from '../../../components/ui/brand-colors-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useSaveBrandKit, useUploadLogo } from '../api/brand-kits';
import { KitFontField } from './kit-font-field';

const POSITION_LABELS: Record<BrandKitFooter['position'], string> = {
  'bottom-left': 'Bottom left',
  'bottom-center': 'Bottom center',
  'bottom-right': 'Bottom right',
};

export function BrandKitForm({
  kit,
  canEdit,
  onDelete,
  uploadedFonts = [],
}: {
  kit: BrandKit;
  canEdit: boolean;
  /** The workspace's uploaded fonts (ADR 0044), offered in the font pickers. */
  uploadedFonts?: BrandFont[];
  /** Enterprise only: a kit may go while others stay. */
  onDelete?: () => void;
}) {
  const save = useSaveBrandKit();
  const upload = useUploadLogo();
  const [name, setName] = useState(kit.name);
  const [colors, setColors] = useState(() => toColorRows(kit.colors));
  const [headingFont, setHeadingFont] = useState(kit.heading_font);
  const [bodyFont, setBodyFont] = useState(kit.body_font);
  const [footer, setFooter] = useState<BrandKitFooter>(kit.footer);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const locked = !canEdit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    save.mutate(
      {
        id: kit.id,
        changes: {
          name,
          colors: fromColorRows(colors),
          heading_font: headingFont,
          body_font: bodyFont,
          footer,
        },
      },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setProblem(errorMessage(error, 'The brand kit could not be saved.')),
      },
    );
  };
  const sendLogo = (file: File | null) => {
    setProblem(null);
    upload.mutate(
      { id: kit.id, file },
      { onError: (error) => setProblem(errorMessage(error, 'The logo could not be stored.')) },
    );
  };

  return (
    <form
      aria-label={`Brand kit ${kit.name}`}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <TextField
        label="Name"
        value={name}
        disabled={locked}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">Colors</legend>
        <div className="flex flex-wrap items-center gap-2">
          {colors.map((color, index) => (
            <span key={color.key} className="flex items-center gap-1">
              <input
                type="color"
                aria-label={`Color ${index + 1}`}
                value={color.value.toLowerCase()}
                disabled={locked}
                onChange={(e) =>
                  setColors(colors.map((c) => (c.key === color.key ? { ...c, value: e.target.value } : c)))
                }
              />
              {colors.length > 1 && !locked && (
                <button
                  type="button"
                  aria-label={`Remove color ${index + 1}`}
                  className="text-xs text-slate-600"
                  onClick={() => setColors(colors.filter((c) => c.key !== color.key))}
                >
                  ×
                </button>
              )}
            </span>
          ))}
          {!locked && colors.length < 8 && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setColors([...colors, ...toColorRows(['#000000'])])}
            >
              Add color
            </Button>
          )}
        </div>
      </fieldset>
      <KitFontField
        label="Heading font"
        value={headingFont}
        sample={name}
        disabled={locked}
        uploaded={uploadedFonts}
        onChange={setHeadingFont}
      />
      <KitFontField
        label="Body font"
        value={bodyFont}
        sample={name}
        disabled={locked}
        uploaded={uploadedFonts}
        onChange={setBodyFont}
      />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-slate-800">Logo</span>
        {kit.logo_url ? (
          <img
            src={kit.logo_url}
            alt={`${kit.name} logo`}
            className="h-20 w-auto self-start rounded border border-slate-200"
          />
        ) : (
          <p className="text-sm text-slate-600">No logo yet.</p>
        )}
        {!locked && (
          <div className="flex items-center gap-2">
            <input
              type="file"
              aria-label="Upload logo"
              accept={LOGO_CONTENT_TYPES.join(',')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) sendLogo(file);
              }}
            />
            {kit.logo_url && (
              <Button variant="secondary" size="sm" onClick={() => sendLogo(null)}>
                Remove logo
              </Button>
            )}
          </div>
        )}
        <p className="text-xs text-slate-600">
          PNG, JPEG, WebP or SVG; at most 2 MB and 32 to 4096 pixels a side.
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">Footer</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={footer.enabled}
            disabled={locked}
            onChange={(e) => setFooter({ ...footer, enabled: e.target.checked })}
          />
          Show a footer at the bottom of every pin
        </label>
        <TextField
          label="Footer text"
          placeholder="yoursite.com"
          value={footer.text}
          disabled={locked}
          maxLength={80}
          onChange={(e) => setFooter({ ...footer, text: e.target.value })}
        />
        <SelectField
          label="Footer position"
          value={footer.position}
          disabled={locked}
          onChange={(e) => setFooter({ ...footer, position: e.target.value as BrandKitFooter['position'] })}
        >
          {FOOTER_POSITIONS.map((position) => (
            <option key={position} value={position}>
              {POSITION_LABELS[position]}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 text-sm">
          Opacity
          <input
            type="range"
            min={0.2}
            max={1}
            step={0.1}
            value={footer.opacity}
            disabled={locked}
            onChange={(e) => setFooter({ ...footer, opacity: Number(e.target.value) })}
          />
        </label>
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {saved && <p className="text-sm text-green-700">Saved.</p>}
      {!locked && (
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            Save brand kit
          </Button>
          {onDelete && (
            <Button variant="secondary" onClick={onDelete}>
              Delete brand kit
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
