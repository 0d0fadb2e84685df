// The font families a site names, most telling first (Google Fonts it loads, families it ships
// with @font-face, then font-family declarations and --font-* properties by how often they
// appear), each with the bundled pin font of the same family when Pinloom has one.
import type { SiteFont } from '../../../shared/api/site-brand';
import { TEMPLATE_FONTS, type TemplateFont } from '../../../shared/templates';
import { type CssReading, familyNames, resolveVars } from './read-css';

const MAX_FONTS = 6;

/**
 * The display name of each bundled font whose id does not already read as it (dmSans is "DM
 * Sans" by its id alone). A font added to TEMPLATE_FONTS matches by its id, or by a name added here.
 */
const BUNDLED_FONT_NAMES: Partial<Record<TemplateFont, string>> = {
  playfair: 'Playfair Display',
  sourceSerif: 'Source Serif 4',
};

/** --font-sans, --font-heading, --font-family-base; not --font-size-lg or --font-weight-bold. */
const FONT_LIST_PROPERTY =
  /^--font(?!.*(size|weight|style|feature|variation|stretch|smooth|height|spacing|display))/;

const key = (family: string) => family.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The TEMPLATE_FONTS id drawing the same family as `family` ("Playfair Display" → playfair), or null.
 * @internal for tests and benchmarks, not production code
 */
export function matchBundledFont(family: string): TemplateFont | null {
  const wanted = key(family);
  for (const id of Object.keys(TEMPLATE_FONTS) as TemplateFont[]) {
    const name = BUNDLED_FONT_NAMES[id];
    if (key(id) === wanted || (name !== undefined && key(name) === wanted)) return id;
  }
  return null;
}

export function siteFonts(googleFonts: readonly string[], readings: readonly CssReading[]): SiteFont[] {
  const weight = new Map<string, { family: string; score: number; order: number }>();
  const add = (family: string, score: number) => {
    const known = weight.get(key(family));
    if (known) known.score += score;
    else weight.set(key(family), { family, score, order: weight.size });
  };
  for (const family of googleFonts) add(family, 100);
  for (const reading of readings) {
    for (const family of reading.fontFaceFamilies) add(family, 50);
    const declared = [
      ...reading.fontFamilyValues,
      ...reading.properties
        .filter((property) => FONT_LIST_PROPERTY.test(property.name))
        .map((property) => property.value),
    ];
    for (const value of declared) {
      // The first family of a list is the one meant; the rest are fallbacks.
      familyNames(resolveVars(value, reading.properties)).forEach((family, index) => {
        add(family, index === 0 ? 2 : 1);
      });
    }
  }
  return [...weight.values()]
    .filter((entry) => key(entry.family) !== '')
    .sort((one, other) => other.score - one.score || one.order - other.order)
    .slice(0, MAX_FONTS)
    .map(({ family }) => ({ family, bundled_font_id: matchBundledFont(family) }));
}
