// Contracts of "Brand from a website" (ADR 0040): the person gives their site's address and the
// server proposes a brand kit from it (colors, a logo, fonts). Nothing is saved: the answer is a
// proposal that a form (brand colors today, a brand kit later) applies.
import { z } from 'zod';
import { normaliseLink } from './destination-link';

/** @internal for tests and benchmarks, not production code */
export const SITE_URL_REQUIRED_MESSAGE = 'url is required: your website’s address, like https://example.com';

/** The site's address: normalised like a destination link, never empty; messages name `url`. */
const siteUrl = z.string({ error: SITE_URL_REQUIRED_MESSAGE }).transform((text, ctx) => {
  const result = normaliseLink(text);
  if ('problem' in result) {
    ctx.addIssue({ code: 'custom', message: result.problem.replace(/^Link/, 'url') });
    return z.NEVER;
  }
  if (result.link === null) {
    ctx.addIssue({ code: 'custom', message: SITE_URL_REQUIRED_MESSAGE });
    return z.NEVER;
  }
  return result.link;
});

export const brandFromSiteBody = z.strictObject({ url: siteUrl });

const SITE_COLOR_SOURCES = ['theme_color', 'css_variable', 'logo'] as const;
export type SiteColorSource = (typeof SITE_COLOR_SOURCES)[number];

const SITE_LOGO_SOURCES = ['logo_image', 'apple_touch_icon', 'inline_svg', 'icon', 'og_image'] as const;
export type SiteLogoSource = (typeof SITE_LOGO_SOURCES)[number];

const siteColor = z.object({
  /** Upper-case #RRGGBB, as brand colors are stored. */
  hex: z.string(),
  source: z.enum(SITE_COLOR_SOURCES),
  /** Where exactly: "--brand-primary in /css/site.css", "<meta name=theme-color>", the logo's address. */
  detail: z.string(),
});
export type SiteColor = z.infer<typeof siteColor>;

const siteLogo = z.object({
  /** The image's absolute address; null for an SVG drawn inline in the page. */
  url: z.string().nullable(),
  source: z.enum(SITE_LOGO_SOURCES),
  /** A PNG of at most 256 px a side, so the browser never loads the other site (CSP). */
  preview_data_url: z.string(),
  /** The inline SVG's markup, rebuilt from allowed elements only; null for an image. */
  svg: z.string().nullable(),
});
export type SiteLogo = z.infer<typeof siteLogo>;

const siteFont = z.object({
  family: z.string(),
  /** The bundled pin font of the same family (a TEMPLATE_FONTS id), or null when Pinloom has none. */
  bundled_font_id: z.string().nullable(),
});
export type SiteFont = z.infer<typeof siteFont>;

export const brandFromSiteResponse = z.object({
  /** At most 5, most certain first. */
  colors: z.array(siteColor),
  logo: siteLogo.nullable(),
  fonts: z.array(siteFont),
  /** The page read (after redirects) and its title. */
  site: z.object({ url: z.string(), title: z.string() }),
  /** Said when the page gave nothing to propose, or part of it could not be read; else null. */
  message: z.string().nullable(),
});
export type BrandFromSite = z.infer<typeof brandFromSiteResponse>;

export const MAX_SITE_COLORS = 5;
