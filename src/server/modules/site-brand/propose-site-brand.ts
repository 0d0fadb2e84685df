// POST /api/brand/from-site (ADR 0040): reads the person's website through the outbound module
// and proposes a brand kit from it: colors (theme-color, the CSS's brand custom properties, the
// logo's palette), the logo with a preview the browser may show, and the font families its CSS
// names. Nothing is saved; a page that gives nothing answers empty lists and says so.
import type { BrandFromSite } from '../../../shared/api/site-brand';
import { AppError } from '../../app-error';
import type { WorkspaceRow } from '../../db/schema';
import type { Outbound } from '../../integrations/outbound/outbound';
import { OutboundRefusal } from '../../integrations/outbound/outbound-refusal';
import { assertPlanFeature } from '../allowance';
import { parseCssColor } from './css-color';
import { rankColors, type ScoredColor } from './rank-colors';
import { customPropertyColors, googleFontFamilies, readCss } from './read-css';
import { type FoundLogo, readLogo, readStylesheets } from './read-site-assets';
import { readSiteHtml } from './read-site-html';
import { siteFonts } from './site-fonts';

const PAGE_TIMEOUT_MS = 12_000;
/** @internal for tests and benchmarks, not production code */
export const NOTHING_FOUND_MESSAGE =
  'We found no brand colors, logo or fonts on this page. Try your home page, or add your colors by hand.';

/** Confidence of each kind of color; a custom property's comes from its name (read-css.ts). */
const THEME_COLOR_SCORE = 100;
const TILE_COLOR_SCORE = 90;

export async function proposeSiteBrand(options: {
  outbound: Pick<Outbound, 'fetchPage' | 'fetchImage' | 'fetchStylesheet'>;
  workspace: WorkspaceRow;
  url: string;
  now: Date;
}): Promise<BrandFromSite> {
  assertPlanFeature(options.workspace, options.now, 'brand_from_site');
  const page = await fetchSitePage(options.outbound, options.url);
  const html = readSiteHtml(decodeText(page.body, page.charset), page.url);
  const sheets = await readStylesheets(options.outbound, html.stylesheets, page.url);
  const readings = [
    { where: 'the page', reading: readCss(html.inlineCss.join('\n')) },
    ...sheets.map((sheet) => ({ where: sheet.where, reading: readCss(sheet.css) })),
  ];
  const found = await readLogo(options.outbound, html.logos, html.inlineSvg);

  const candidates: ScoredColor[] = [
    ...html.themeColors.flatMap(({ value, detail }) => {
      const rgb = parseCssColor(value);
      const score = detail.includes('theme-color') ? THEME_COLOR_SCORE : TILE_COLOR_SCORE;
      return rgb ? [{ rgb, score, source: 'theme_color' as const, detail }] : [];
    }),
    ...readings.flatMap(({ where, reading }) =>
      customPropertyColors(reading.properties, where).map((color) => ({
        ...color,
        source: 'css_variable' as const,
      })),
    ),
    ...logoColors(found),
  ];
  const colors = rankColors(candidates);
  const googleFonts = [
    ...html.googleFonts,
    ...readings.flatMap(({ reading }) => reading.imports.flatMap(googleFontFamilies)),
  ];
  const fonts = siteFonts(
    googleFonts,
    readings.map(({ reading }) => reading),
  );
  const logo = found?.logo ?? null;
  const nothing = colors.length === 0 && logo === null && fonts.length === 0;
  return {
    colors,
    logo,
    fonts,
    site: { url: page.url, title: html.title },
    message: nothing ? NOTHING_FOUND_MESSAGE : null,
  };
}

async function fetchSitePage(outbound: Pick<Outbound, 'fetchPage'>, url: string) {
  try {
    return await outbound.fetchPage(url, { timeoutMs: PAGE_TIMEOUT_MS });
  } catch (error) {
    // "The website answered with HTTP 404", "… must point to a public address; …"
    if (error instanceof OutboundRefusal)
      throw new AppError('validation_error', `The website ${error.message}`);
    throw error;
  }
}

/** The logo's dominant colors; an og:image is often a photo, so its colors count for less. */
function logoColors(found: FoundLogo | null): ScoredColor[] {
  if (!found) return [];
  const base = found.logo.source === 'og_image' ? 20 : 40;
  const detail = found.logo.url ?? 'the inline SVG logo';
  return found.palette.map(({ rgb, share }) => ({
    rgb,
    score: base + 40 * share,
    source: 'logo' as const,
    detail,
  }));
}

/** The header's charset, else the page's <meta charset>, else UTF-8. */
function decodeText(body: Buffer, headerCharset: string | undefined): string {
  const head = body.subarray(0, 4096).toString('latin1');
  const declared = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [headerCharset, declared]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown label: try the next.
    }
  }
  return body.toString('utf8');
}
