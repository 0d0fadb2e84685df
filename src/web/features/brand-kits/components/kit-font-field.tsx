// A kit's heading or body font: one of the bundled families (or the templates' own) and a weight
// it is bundled in, with a sample line set in it.
import { TEMPLATE_FONT_NAMES, TEMPLATE_FONTS, type TemplateFont } from '../../../../shared/templates';
import { SelectField } from '../../../components/ui/select-field';

type KitFont = { font: TemplateFont; weight: number } | null;
const FONT_IDS = Object.keys(TEMPLATE_FONTS) as TemplateFont[];

export function KitFontField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: KitFont;
  disabled: boolean;
  onChange: (value: KitFont) => void;
}) {
  const weights: readonly number[] = value ? TEMPLATE_FONTS[value.font] : [];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <SelectField
          label={label}
          value={value?.font ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const font = event.target.value as TemplateFont | '';
            onChange(font ? { font, weight: TEMPLATE_FONTS[font].at(-1) ?? 400 } : null);
          }}
        >
          <option value="">Each template’s own</option>
          {FONT_IDS.map((font) => (
            <option key={font} value={font}>
              {TEMPLATE_FONT_NAMES[font]}
            </option>
          ))}
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
          className="text-lg text-ink-900"
          style={{ fontFamily: `'${TEMPLATE_FONT_NAMES[value.font]}', sans-serif`, fontWeight: value.weight }}
        >
          15 Cozy Fall Soups · Уютная кухня · Ελληνική κουζίνα
        </p>
      )}
    </div>
  );
}
