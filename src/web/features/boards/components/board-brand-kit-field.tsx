// The board form's brand kit (ADR 0039), on Enterprise only: which of the workspace's kits draws
// the board's pins. Left at the first option, the board takes the workspace's first kit; on Pro
// every board takes the one kit, so there is nothing to choose.
import { useBrandKits } from '../../../api/get-brand-kits';
import { SelectField } from '../../../components/ui/select-field';

export function BoardBrandKitField({
  value,
  onChange,
  disabled,
}: {
  /** The chosen kit's id; '' for the workspace's first. */
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const kits = useBrandKits();
  const list = kits.data?.brand_kits ?? [];
  if (!kits.data?.can_have_several || list.length === 0) return null;
  return (
    <SelectField
      label="Brand kit"
      hint="Its colors, fonts, logo and footer draw this board’s pins (Settings → Brand)."
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">The workspace’s first kit ({list[0]?.name})</option>
      {list.map((kit) => (
        <option key={kit.id} value={kit.id}>
          {kit.name}
        </option>
      ))}
    </SelectField>
  );
}
