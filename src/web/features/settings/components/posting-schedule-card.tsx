// The posting window, time zone, hours between pins with the same link on a board
// and default image style, its brand colors locked below Starter as in the board form (docs/product.md
// §2 Settings screen, §3 User settings, §9). docs/product.md §8's texts after Save Settings, word for word: success as a toast; a partial
// save or a failure above the form, where it stays until the next save.
import { CalendarClock, Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { DEFAULT_BRAND_COLORS } from '../../../../shared/api/boards';
import {
  LINK_SPACING_MESSAGE,
  MAX_LINK_SPACING_HOURS,
  type UserSettings,
} from '../../../../shared/api/schedule';
import { usePlanLacks } from '../../../api/get-usage';
import {
  type BrandColorRow,
  BrandColorsField,
  type BrandColorsSuggester,
  brandColorsProblem,
  fromColorRows,
  toColorRows,
} from '../../../components/ui/brand-colors-field';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldHint, inputClasses, labelClasses, TextField } from '../../../components/ui/form-field';
import { SectionCard } from '../../../components/ui/section-card';
import { reportFailure } from '../../../lib/report-failure';
import { useFormFields } from '../../../lib/use-form-fields';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { joinImageStyle, splitImageStyle } from '../utils/image-style';
import { SETTINGS_SAVED_MESSAGE, settingsErrorMessage } from '../utils/settings-messages';
import { browserTimeZone, timeZoneOptions } from '../utils/time-zones';
import { CardQuery } from './card-query';
import { TimeZonePicker } from './time-zone-picker';

/** @internal for tests and benchmarks, not production code */
export const IMAGE_STYLE_HINT =
  'Must be valid JSON, e.g. {"style":"modern"}. Its brand colors are chosen below.';
/** @internal for tests and benchmarks, not production code */
export const LINK_SPACING_HINT =
  'Pins of one board that link to the same page are scheduled at least this many hours apart. 0 turns it off.';

/** The hours typed, as the number to send, or null when they are not a whole number in range. */
function spacingHours(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const hours = Number(text);
  return hours <= MAX_LINK_SPACING_HOURS ? hours : null;
}

/**
 * The workspace's own posting settings (ADR 0036). `workspaceName` names whose they are;
 * `lockedReason` is set when the person's role may not change them (admins and owners do; the app
 * layer asks): the settings are then shown, disabled, with the reason.
 */
export function PostingScheduleCard({
  workspaceName,
  lockedReason,
  brandColorsSuggester,
}: {
  workspaceName?: string;
  lockedReason?: string;
  /** Proposes the default style's brand colors ("Get my brand from my website"), from the app layer. */
  brandColorsSuggester?: BrandColorsSuggester;
} = {}) {
  const settings = useSettings();
  return (
    <SectionCard
      headingId="posting-schedule-heading"
      icon={CalendarClock}
      title={workspaceName ? `Posting schedule of ${workspaceName}` : 'Posting schedule'}
      description="Approved pins are given times inside the workspace's posting window, in its time zone, and pins of a board that link to the same page are kept apart. New boards start from the default image style. Each workspace has its own."
    >
      <CardQuery
        query={settings}
        loading="Loading your settings"
        failed="Your settings could not be loaded. Please reload the page."
      >
        {(saved) => (
          <PostingScheduleForm
            saved={saved}
            lockedReason={lockedReason}
            brandColorsSuggester={brandColorsSuggester}
          />
        )}
      </CardQuery>
    </SectionCard>
  );
}

function PostingScheduleForm({
  saved,
  lockedReason,
  brandColorsSuggester,
}: {
  saved: UserSettings;
  lockedReason?: string | undefined;
  brandColorsSuggester?: BrandColorsSuggester | undefined;
}) {
  const id = useId();
  const save = useSaveSettings();
  const [style] = useState(() => splitImageStyle(saved.image_style_default));
  // The hours are typed as text, so an emptied field stays empty until it is saved (and refused) or filled.
  const { fields, setFields, field } = useFormFields({
    ...saved,
    image_style_default: style.text,
    link_spacing_hours: String(saved.link_spacing_hours),
  });
  const [colors, setColors] = useState<BrandColorRow[]>(() => toColorRows(style.colors));
  // Below Starter the default colors are shown, and saved, whatever the style had.
  const colorsLocked = usePlanLacks('brand_colors');
  const [defaultColors] = useState(() => toColorRows(DEFAULT_BRAND_COLORS));
  const [problem, setProblem] = useState<string | null>(null);
  const [browserZone] = useState(browserTimeZone);
  const [zones] = useState(() => timeZoneOptions(saved.time_zone, browserZone));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const hours = spacingHours(fields.link_spacing_hours);
    if (hours === null) {
      setProblem(`Error: ${LINK_SPACING_MESSAGE}`);
      return;
    }
    const brandColors = fromColorRows(colorsLocked ? defaultColors : colors);
    const colorsProblem = brandColorsProblem(brandColors);
    if (colorsProblem) {
      setProblem(`Error: ${colorsProblem}`);
      return;
    }
    save.mutate(
      {
        ...fields,
        image_style_default: joinImageStyle(fields.image_style_default, brandColors),
        link_spacing_hours: hours,
      },
      {
        onSuccess: () => toast.success(SETTINGS_SAVED_MESSAGE),
        onError: (error) => {
          reportFailure('Saving the settings failed', error);
          setProblem(settingsErrorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-5">
      {lockedReason && (
        <p className="flex items-start gap-2 text-sm font-medium text-slate-700">
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {lockedReason}
        </p>
      )}
      <FormAlert message={problem} />
      <fieldset disabled={Boolean(lockedReason)} className="space-y-5 disabled:opacity-60">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-slate-900">Posting window</legend>
          <TextField label="Posting window start" type="time" required {...field('posting_window_start')} />
          <TextField label="Posting window end" type="time" required {...field('posting_window_end')} />
        </fieldset>

        <TimeZonePicker
          label="Time zone"
          name="time_zone"
          value={fields.time_zone}
          zones={zones}
          browserZone={browserZone}
          onChange={(zone) => setFields((current) => ({ ...current, time_zone: zone }))}
          hint={
            fields.time_zone === browserZone ? (
              'Matches this browser.'
            ) : (
              <>
                This browser is set to {browserZone}.{' '}
                <button
                  type="button"
                  onClick={() => setFields((current) => ({ ...current, time_zone: browserZone }))}
                  className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  Use {browserZone}
                </button>
              </>
            )
          }
        />

        <TextField
          label="Hours between pins with the same link"
          // Text, not a number field: the browser's own checks would stop the save without our words.
          inputMode="numeric"
          autoComplete="off"
          {...field('link_spacing_hours')}
          hint={LINK_SPACING_HINT}
        />

        <div>
          <label htmlFor={`${id}-style`} className={labelClasses}>
            Default image style
          </label>
          <textarea
            id={`${id}-style`}
            rows={4}
            spellCheck={false}
            {...field('image_style_default')}
            aria-describedby={`${id}-style-hint`}
            className={`${inputClasses} resize-y font-mono text-xs leading-relaxed`}
          />
          {/* docs/product.md §5: a hint only; the JSON is not checked here. */}
          <FieldHint id={`${id}-style-hint`}>{IMAGE_STYLE_HINT}</FieldHint>
        </div>

        <BrandColorsField
          colors={colorsLocked ? defaultColors : colors}
          onChange={setColors}
          disabled={save.isPending}
          locked={colorsLocked}
          suggester={brandColorsSuggester}
        />
      </fieldset>
      {!lockedReason && (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      )}
    </form>
  );
}
