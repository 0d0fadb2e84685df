// The pure readers behind a brand proposal (ADR 0040): CSS colors, custom properties and font
// families by regex, the page's signals by htmlparser2, the inline SVG's safety check, the colors'
// ranking and the bundled-font match. No network, no app.
import { describe, expect, it } from 'vitest';
import { TEMPLATE_FONTS } from '../../../shared/templates';
import { parseCssColor, toHex } from './css-color';
import { quantise } from './logo-image';
import { rankColors, type ScoredColor } from './rank-colors';
import {
  brandColorScore,
  customPropertyColors,
  familyNames,
  googleFontFamilies,
  readCss,
  resolveVars,
} from './read-css';
import { sameSite } from './read-site-assets';
import { readSiteHtml, shallowPart } from './read-site-html';
import { matchBundledFont, siteFonts } from './site-fonts';

const hex = (value: string) => {
  const rgb = parseCssColor(value);
  return rgb ? toHex(rgb) : null;
};

describe('parseCssColor', () => {
  it.each([
    ['#e60023', '#E60023'],
    ['#E60023FF', '#E60023'],
    ['#f00', '#FF0000'],
    ['#f00f', '#FF0000'],
    ['rgb(31, 111, 235)', '#1F6FEB'],
    ['rgba(31,111,235,0.9)', '#1F6FEB'],
    ['rgb(31 111 235 / 90%)', '#1F6FEB'],
    ['rgb(100%, 0%, 0%)', '#FF0000'],
    ['hsl(0, 100%, 50%)', '#FF0000'],
    ['hsl(120deg 100% 25%)', '#008000'],
    ['221.2 83.2% 53.3%', '#2563EB'],
    ['Crimson', '#DC143C'],
    ['#e60023 !important', '#E60023'],
  ])('reads %s as %s', (value, expected) => {
    expect(hex(value)).toBe(expected);
  });

  it.each([
    'transparent',
    'rgba(0, 0, 0, 0.1)',
    '#e6002300',
    '#12',
    '#ggg',
    'var(--x)',
    'linear-gradient(red, blue)',
    '1rem',
    '',
  ])('finds no color in %j', (value) => {
    expect(parseCssColor(value)).toBeNull();
  });
});

describe('readCss', () => {
  const css = `/* --commented: #ff0000; */
    :root { --brand: #1f6feb; --brand-dark: var(--brand-900); --brand-900: #0a2a5e; --font-sans: "Inter", sans-serif; }
    .dark { --brand: #ffffff; }
    @font-face { font-family: 'Acme Grotesk'; src: url(/f.woff2); }
    body { font-family: "Acme Grotesk", system-ui, -apple-system, sans-serif }
    @import url("https://fonts.googleapis.com/css?family=Open+Sans:400,700|Roboto+Slab");`;
  const reading = readCss(css);

  it('reads custom properties without comments, the first of a name being :root’s', () => {
    expect(reading.properties.map((property) => property.name)).toEqual([
      '--brand',
      '--brand-dark',
      '--brand-900',
      '--font-sans',
      '--brand',
    ]);
    expect(customPropertyColors(reading.properties, 'the page')).toEqual([
      { rgb: { r: 31, g: 111, b: 235 }, score: 80, detail: '--brand in the page' },
      { rgb: { r: 10, g: 42, b: 94 }, score: 80, detail: '--brand-dark in the page' },
      { rgb: { r: 10, g: 42, b: 94 }, score: 80, detail: '--brand-900 in the page' },
    ]);
  });

  it('resolves var() with its fallback, and stops on a loop', () => {
    expect(resolveVars('var(--brand-dark)', reading.properties)).toBe('#0a2a5e');
    expect(resolveVars('var(--nope, #123456)', reading.properties)).toBe('#123456');
    const loop = [
      { name: '--a', value: 'var(--b)' },
      { name: '--b', value: 'var(--a)' },
    ];
    expect(resolveVars('var(--a)', loop)).toContain('var(');
  });

  it('reads @font-face families, font-family values and @imports', () => {
    expect(reading.fontFaceFamilies).toEqual(['Acme Grotesk']);
    expect(reading.fontFamilyValues).toContain('"Acme Grotesk", system-ui, -apple-system, sans-serif');
    expect(reading.imports.flatMap(googleFontFamilies)).toEqual(['Open Sans', 'Roboto Slab']);
  });

  it('scores brand names high and a theme’s scaffolding at nothing', () => {
    expect(brandColorScore('--primary')).toBe(80);
    expect(brandColorScore('--color-brand-500')).toBe(80);
    expect(brandColorScore('--accent')).toBe(60);
    expect(brandColorScore('--color-sunset')).toBe(30);
    for (const name of [
      '--primary-foreground',
      '--text',
      '--color-red-500',
      '--color-gray',
      '--border',
      '--bg',
    ]) {
      expect(brandColorScore(name), name).toBe(0);
    }
  });

  it('leaves generic and system families out of a font list', () => {
    expect(
      familyNames(`"Acme Grotesk", 'Helvetica Neue', Arial, -apple-system, BlinkMacSystemFont, serif`),
    ).toEqual(['Acme Grotesk']);
    expect(familyNames('Roboto Slab, Georgia')).toEqual(['Roboto Slab', 'Georgia']);
    expect(familyNames('1.25rem')).toEqual([]);
  });

  it('reads Google Fonts addresses of both APIs and nothing else', () => {
    expect(
      googleFontFamilies(
        'https://fonts.googleapis.com/css2?family=Inter:wght@400;700&family=DM+Sans&display=swap',
      ),
    ).toEqual(['Inter', 'DM Sans']);
    expect(googleFontFamilies('https://example.com/css2?family=Inter')).toEqual([]);
  });
});

describe('readSiteHtml', () => {
  const page = 'https://shop.example.com/about/';

  it('makes addresses absolute (with <base>), keeps screen stylesheets and orders logos', () => {
    const found = readSiteHtml(
      `<html><head><base href="https://shop.example.com/">
       <link rel="stylesheet" href="css/a.css"><link rel="stylesheet" media="print" href="print.css">
       <link rel="icon" sizes="32x32" href="/i32.png"><link rel="icon" sizes="192x192" href="/i192.png">
       <link rel="apple-touch-icon" href="/touch.png"><meta property="og:image" content="/og.jpg">
       <link rel="mask-icon" href="/m.svg" color="#5bbad5"></head>
       <body><div id="site-logo"><img src="/brand.png"></div><img src="/hero.jpg"></body></html>`,
      page,
    );
    expect(found.stylesheets).toEqual(['https://shop.example.com/css/a.css']);
    expect(found.logos.map((logo) => `${logo.source} ${new URL(logo.url).pathname}`)).toEqual([
      'logo_image /brand.png',
      'apple_touch_icon /touch.png',
      'icon /i192.png',
      'icon /i32.png',
      'og_image /og.jpg',
    ]);
    expect(found.themeColors).toEqual([{ value: '#5bbad5', detail: '<link rel="mask-icon" color>' }]);
  });

  it('keeps a header SVG rebuilt in SVG’s own case, without editor metadata', () => {
    const found = readSiteHtml(
      `<header><svg viewBox="0 0 4 4"><defs><linearGradient id="g"/></defs><metadata><x/></metadata>
       <rect width="4" height="4" fill="url(#g)"/></svg></header>`,
      page,
    );
    expect(found.inlineSvg).toBe(
      '<svg viewBox="0 0 4 4" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"></linearGradient></defs>\n       <rect width="4" height="4" fill="url(#g)"></rect></svg>',
    );
  });

  it.each([
    ['a script', '<script>alert(1)</script><path d="M0 0"/>'],
    ['an on… handler', '<path d="M0 0" onclick="x()"/>'],
    ['an external href', '<use href="https://evil.example/s.svg#a"/><path d="M0 0"/>'],
    ['an external url()', '<path d="M0 0" style="fill:url(https://evil.example/p)"/>'],
    ['a foreignObject', '<foreignObject><div>x</div></foreignObject><path d="M0 0"/>'],
    ['an image', '<image href="#x"/><path d="M0 0"/>'],
    ['an @import in a style', '<style>@import "https://evil.example/x.css";</style><path d="M0 0"/>'],
  ])('refuses an inline SVG with %s', (_name, inside) => {
    expect(
      readSiteHtml(`<header><svg viewBox="0 0 4 4">${inside}</svg></header>`, page).inlineSvg,
    ).toBeNull();
  });

  it('prefers the logo’s SVG (or the home link’s) to other header SVGs, and never a button’s', () => {
    const svgOf = (fill: string) => `<svg viewBox="0 0 4 4"><path fill="${fill}" d="M0 0h4v4H0z"/></svg>`;
    const pick = (body: string) =>
      readSiteHtml(`<body>${body}</body>`, page).inlineSvg?.match(/fill="([^"]+)"/)?.[1];
    expect(
      pick(`<header><button class="menu">${svgOf('#111')}</button><span>${svgOf('#222')}</span>
      <a href="/">${svgOf('#333')}</a></header>`),
    ).toBe('#333');
    expect(
      pick(`<header><span>${svgOf('#222')}</span></header><div class="site-logo">${svgOf('#444')}</div>`),
    ).toBe('#444');
    expect(pick(`<header><span>${svgOf('#222')}</span></header>`)).toBe('#222');
    expect(pick(`<header><button>${svgOf('#111')}</button></header>`)).toBeUndefined();
  });

  it('reads a page nested 100,000 deep only up to 256 levels (htmlparser2 is quadratic in depth)', () => {
    const deep = `<title>Deep</title><header><img class="logo" src="/top.png"></header>${'<div>'.repeat(100_000)}<img class="logo" src="/deep.png">${'</div>'.repeat(100_000)}`;
    expect(shallowPart(deep)).toHaveLength(deep.indexOf('<div>') + 256 * '<div>'.length);
    const found = readSiteHtml(deep, page);
    expect(found.title).toBe('Deep');
    expect(found.logos.map((logo) => new URL(logo.url).pathname)).toEqual(['/top.png']);
    // A stray closing tag scans at most a few open elements back, never the whole stack.
    expect(
      readSiteHtml(`${'<div>'.repeat(200)}${'</span>'.repeat(100_000)}<title>End</title>`, page).title,
    ).toBe('End');
  });

  it('ignores SVGs outside the header and logo elements (icons in the text)', () => {
    expect(readSiteHtml('<main><svg><path d="M0 0"/></svg></main>', page).inlineSvg).toBeNull();
  });

  it('reads a title with entities, a light theme-color and Google Fonts links, from broken markup', () => {
    const found = readSiteHtml(
      `<title>A &amp; B</title><meta name=theme-color content="#abc"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000">
       <link rel=stylesheet href="https://fonts.googleapis.com/css2?family=Lora"><p><b>unclosed`,
      page,
    );
    expect(found).toMatchObject({
      title: 'A & B',
      themeColors: [{ value: '#abc', detail: '<meta name="theme-color">' }],
      googleFonts: ['Lora'],
      stylesheets: [],
    });
  });
});

describe('rankColors', () => {
  const color = (
    value: string,
    score: number,
    source: ScoredColor['source'] = 'css_variable',
  ): ScoredColor => ({
    rgb: parseCssColor(value) ?? { r: 0, g: 0, b: 0 },
    score,
    source,
    detail: value,
  });

  it('merges near-identical colors, letting agreement raise them, and keeps five', () => {
    const ranked = rankColors([
      color('#FF0000', 60),
      color('#0000FF', 70),
      color('#FE0101', 40, 'logo'),
      color('#00AA00', 30),
      color('#FFAA00', 30),
      color('#AA00FF', 30),
      color('#00AAAA', 30),
    ]);
    expect(ranked.map((entry) => entry.hex)).toEqual(['#FF0000', '#0000FF', '#00AA00', '#FFAA00', '#AA00FF']);
  });

  it('drops near-white and near-black unless nothing else was found', () => {
    expect(rankColors([color('#FFFFFF', 100), color('#050505', 90), color('#E60023', 10)])).toEqual([
      { hex: '#E60023', source: 'css_variable', detail: '#E60023' },
    ]);
    expect(rankColors([color('#FFFFFF', 100), color('#050505', 90)]).map((entry) => entry.hex)).toEqual([
      '#FFFFFF',
      '#050505',
    ]);
  });
});

describe('fonts', () => {
  it('matches bundled fonts by family name, whatever the case and spacing', () => {
    expect(matchBundledFont('Playfair Display')).toBe('playfair');
    expect(matchBundledFont('DM Sans')).toBe('dmSans');
    expect(matchBundledFont('inter')).toBe('inter');
    expect(matchBundledFont('Source Serif 4')).toBe('sourceSerif');
    expect(matchBundledFont('Georgia')).toBeNull();
  });

  it('matches every bundled font by some name (a font added without one would fail here)', () => {
    for (const id of Object.keys(TEMPLATE_FONTS)) expect(matchBundledFont(id), id).toBe(id);
  });

  it('orders Google Fonts, then @font-face, then declarations, deduped by name', () => {
    const reading = readCss(
      `@font-face { font-family: Brand Serif; } h1 { font-family: "Brand Serif", serif } body { font-family: inter, sans-serif; font-family: Inter }
       :root { --font-size-lg: 1.25rem; --font-weight-bold: bold; }`,
    );
    expect(siteFonts(['Lora'], [reading])).toEqual([
      { family: 'Lora', bundled_font_id: 'lora' },
      { family: 'Brand Serif', bundled_font_id: null },
      { family: 'inter', bundled_font_id: 'inter' },
    ]);
  });
});

describe('sameSite and quantise', () => {
  it('counts www., subdomains and the same host as the site, another domain not', () => {
    expect(sameSite('https://www.example.com/a.css', 'https://example.com/')).toBe(true);
    expect(sameSite('https://cdn.example.com/a.css', 'https://www.example.com/')).toBe(true);
    expect(sameSite('https://example.org/a.css', 'https://example.com/')).toBe(false);
    expect(sameSite('https://notexample.com/a.css', 'https://example.com/')).toBe(false);
  });

  it('finds the fullest colors of opaque pixels, ignoring transparent ones', () => {
    const pixels = Buffer.from([
      ...[255, 0, 0, 255],
      ...[255, 0, 0, 255],
      ...[255, 0, 0, 255],
      ...[0, 0, 255, 255],
      ...[0, 255, 0, 0],
      ...[0, 255, 0, 0],
    ]);
    expect(quantise(pixels, 4)).toEqual([
      { rgb: { r: 255, g: 0, b: 0 }, share: 0.75 },
      { rgb: { r: 0, g: 0, b: 255 }, share: 0.25 },
    ]);
  });
});
