// "Get my brand from my website" (ADR 0040): the person's site address, and the brand the server
// proposes from it: colors with where each came from, the logo (a PNG the server made, so the
// browser never loads the other site), the fonts and whether Pinloom has them. "Apply colors"
// hands the colors to the form that shows this (the app layer wires it to a brand colors field).
// It sits inside other forms: no <form> of its own, Enter runs it, and nothing here submits them.
import { Globe, Wand2 } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import type { BrandFromSite, SiteColorSource, SiteLogoSource } from '../../../../shared/api/site-brand';
import { usePlanLacks } from '../../../api/get-usage';
import { Button } from '../../../components/ui/button';
import { LockedFeatureNotice } from '../../../components/ui/locked-feature-notice';
import { errorMessage } from '../../../lib/api-client';
import { useBrandFromSite } from '../api/get-brand-from-site';

const TITLE = 'Get my brand from my website';

const COLOR_SOURCES: Record<SiteColorSource, string> = {
  theme_color: 'Theme color',
  css_variable: 'CSS variable',
  logo: 'Logo',
};
const LOGO_SOURCES: Record<SiteLogoSource, string> = {
  logo_image: 'the logo image',
  apple_touch_icon: 'the app icon',
  inline_svg: 'the logo drawn in the page',
  icon: 'the site icon',
  og_image: 'the sharing image',
};

/** What the person typed, with https:// added when they left it out ("example.com"). */
function siteAddress(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function SiteBrandFinder({
  onApplyColors,
  disabled = false,
}: {
  /** Sets the form's brand colors to these (upper-case #RRGGBB). */
  onApplyColors: (colors: string[]) => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  const locked = usePlanLacks('brand_from_site');
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-xl border border-slate-200 bg-white p-3">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Wand2 className="h-4 w-4 text-brand-700" aria-hidden="true" />
        {TITLE}
      </h3>
      {locked ? (
        <LockedFeatureNotice feature="brand_from_site" className="mt-1.5" />
      ) : (
        <Finder onApplyColors={onApplyColors} disabled={disabled} />
      )}
    </section>
  );
}

function Finder({
  onApplyColors,
  disabled,
}: {
  onApplyColors: (colors: string[]) => void;
  disabled: boolean;
}) {
  const inputId = useId();
  const [address, setAddress] = useState('');
  const [applied, setApplied] = useState(false);
  const find = useBrandFromSite();

  function run() {
    if (address.trim() === '' || find.isPending) return;
    setApplied(false);
    find.mutate(siteAddress(address));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter would submit the form around this one (the board form, the settings form).
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  }

  return (
    <div className="mt-2 space-y-3">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-xs text-slate-600">
          Your website’s address. We read its colors, logo and fonts; nothing is saved until you apply it.
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://example.com"
            value={address}
            disabled={disabled}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none"
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={run}
            disabled={disabled || find.isPending || address.trim() === ''}
          >
            <Globe className="h-4 w-4" aria-hidden="true" />
            {find.isPending ? 'Reading your site…' : 'Get my brand'}
          </Button>
        </div>
      </div>
      {find.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(find.error, 'Your website could not be read. Please try again.')}
        </p>
      )}
      {find.data && (
        <Proposal
          brand={find.data}
          applied={applied}
          disabled={disabled}
          onApply={() => {
            onApplyColors(find.data.colors.map((color) => color.hex));
            setApplied(true);
          }}
        />
      )}
    </div>
  );
}

function Proposal({
  brand,
  applied,
  disabled,
  onApply,
}: {
  brand: BrandFromSite;
  applied: boolean;
  disabled: boolean;
  onApply: () => void;
}) {
  return (
    <div className="space-y-3">
      {brand.message && <p className="text-sm text-slate-700">{brand.message}</p>}
      {brand.logo && (
        <figure className="flex items-center gap-3">
          <img
            src={brand.logo.preview_data_url}
            alt={`Logo of ${brand.site.title || brand.site.url}`}
            className="h-14 w-14 rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
          <figcaption className="text-xs text-slate-600">
            Logo, from {LOGO_SOURCES[brand.logo.source]}
          </figcaption>
        </figure>
      )}
      {brand.colors.length > 0 && (
        <div>
          <ul className="grid gap-1.5 sm:grid-cols-2" aria-label="Proposed colors">
            {brand.colors.map((color) => (
              <li key={color.hex} className="flex items-center gap-2 text-sm" title={color.detail}>
                <span
                  aria-hidden="true"
                  className="h-6 w-6 shrink-0 rounded-md border border-slate-300"
                  style={{ backgroundColor: color.hex }}
                />
                <span className="font-mono text-slate-900">{color.hex}</span>
                <span className="text-xs text-slate-600">{COLOR_SOURCES[color.source]}</span>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex items-center gap-3">
            <Button size="sm" onClick={onApply} disabled={disabled}>
              Apply colors
            </Button>
            <span role="status" className="text-xs text-slate-600">
              {applied ? 'Applied to your brand colors. Save to keep them.' : ''}
            </span>
          </div>
        </div>
      )}
      {brand.fonts.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Fonts on your site">
          {brand.fonts.map((font) => (
            <li
              key={font.family}
              className={`rounded-full px-2.5 py-0.5 text-xs ${
                font.bundled_font_id ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
              }`}
            >
              {font.family} · {font.bundled_font_id ? 'Pinloom has it' : 'not in Pinloom'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
