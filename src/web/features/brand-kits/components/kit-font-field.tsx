// A kit's heading or body font: one of the bundled families, an uploaded font (ADR 0044) or the
// templates' own, and a weight, with a sample line set in it: the kit's name, else a pangram, drawn
// in a bundled face once it has loaded (utils/font-faces.ts fetches it when the sample first shows
// it); an uploaded face is the pins' alone, so its sample shows in the page's font.
import { useEffect, useState } from 'react';
import { type BrandFont, UPLOADED_FONT_WEIGHTS } from '../../../../shared/api/brand-fonts';
import { TEMPLATE_FONT_NAMES, TEMPLATE_FONTS, type TemplateFont } from '../../../../shared/templates';
import { SelectField } from '../../../components/ui/select-field';
import { loadFontFace } from '../utils/font-faces';

type KitFont = { font: string; weight: number } | null;
const FONT_IDS = Object.keys(TEMPLATE_FONTS) as TemplateFont[];
const isBundled = (font: string): font is TemplateFont => font in TEMPLATE_FONTS;
const PANGRAM = 'The quick brown fox jumps over the lazy dog';

export function KitFontField({
  label,
  value,
  sample,
  disabled,
  onChange,
  uploaded = [],
}: {
  label: string;
  value: KitFont;
  /** The line the sample shows (the kit's name); a pangram when it is blank. */
  sample: string;
  disabled: boolean;
  onChange: (value: KitFont) => void;
  /** The workspace's uploaded fonts, offered after the bundled families. */
  uploaded?: BrandFont[];
}) {
  const weightsOf = (font: string): readonly number[] =>
    isBundled(font) ? TEMPLATE_FONTS[font] : UPLOADED_FONT_WEIGHTS;
  const weights = value ? weightsOf(value.font) : [];
  const nameOf = (font: string) =>
    isBundled(font)
      ? TEMPLATE_FONT_NAMES[font]
      : (uploaded.find((u) => u.id === font)?.name ?? 'Uploaded font');
  const face = value ? `${value.font}:${value.weight}` : null;
  const [loadedFace, setLoadedFace] = useState<string | null>(null);
  useEffect(() => {
    if (!value || !face || !isBundled(value.font)) return;
    let current = true;
    void loadFontFace(value.font, value.weight, TEMPLATE_FONT_NAMES[value.font]).then(() => {
      if (current) setLoadedFace(face);
    });
    return () => {
      current = false;
    };
  }, [value, face]);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <SelectField
          label={label}
          value={value?.font ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const font = event.target.value;
            onChange(
              font ? { font, weight: isBundled(font) ? (TEMPLATE_FONTS[font].at(-1) ?? 400) : 400 } : null,
            );
          }}
        >
          <option value="">Each template’s own</option>
          {FONT_IDS.map((font) => (
            <option key={font} value={font}>
              {TEMPLATE_FONT_NAMES[font]}
            </option>
          ))}
          {uploaded.length > 0 && (
            <optgroup label="Uploaded fonts">
              {uploaded.map((font) => (
                <option key={font.id} value={font.id}>
                  {font.name}
                </option>
              ))}
            </optgroup>
          )}
        </SelectField>
        {value && (
          <SelectField
            label={`${label} weight`}
            value={String(value.weight)}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, weight: Number(event.target.value) })}
          >
            {weights.map((weight) => (
              <option key={weight} value={weight}>
                {weight}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {value && (
        <p
          data-testid={`${label} sample`}
          data-font-loaded={loadedFace === face ? 'true' : 'false'}
          className="text-lg text-ink-900 break-words"
          style={{ fontFamily: `'${nameOf(value.font)}', sans-serif`, fontWeight: value.weight }}
        >
          {sample.trim() || PANGRAM}
        </p>
      )}
    </div>
  );
}
