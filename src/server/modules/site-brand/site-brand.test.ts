// POST /api/brand/from-site (ADR 0040) against a real site on 127.0.0.1: each way a color, a logo
// and a font is found; what is skipped (a scripted inline SVG, a logo that is not an image, a
// stylesheet that fails); a page with nothing; the refusals (bad url, private address, not a page,
// the Free plan) are 400s and 403s, never a 500.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { type BrandSite, startBrandSite } from '../../../../tests/fixtures/site-brand/brand-site';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { brandFromSiteResponse, SITE_URL_REQUIRED_MESSAGE } from '../../../shared/api/site-brand';
import { planFeatureMessage } from '../../../shared/plan-features';
import { NOTHING_FOUND_MESSAGE } from './propose-site-brand';

let site: BrandSite;
let t: TestApp;
let token: string;

beforeAll(async () => {
  site = await startBrandSite();
});
afterAll(async () => {
  await site.close();
});
beforeEach(async () => {
  site.requests.length = 0;
  t = await createTestApp({ isAllowedOutboundAddress: (address) => address === '127.0.0.1' });
  ({ token } = await createUser(t.db, { subscriptionPlan: 'starter' }));
});
afterEach(async () => {
  await t.app.close();
});

/**
 * Stands in for AbortSignal.timeout, the outbound module's time limit: each limit fires only when
 * the test calls fire(), so a page that never finishes is cut short without real time passing.
 */
function heldTimeLimits() {
  const asked: number[] = [];
  const limits: AbortController[] = [];
  const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    asked.push(ms);
    const limit = new AbortController();
    limits.push(limit);
    return limit.signal;
  });
  return {
    asked,
    fire: () => {
      for (const limit of limits.splice(0)) {
        limit.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      }
    },
    restore: () => timeout.mockRestore(),
  };
}

const propose = (url: unknown, as = token, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/brand/from-site', headers: bearer(as), payload: { url } });

async function proposal(path: string) {
  const response = await propose(`${site.origin}${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return brandFromSiteResponse.parse(response.json());
}

describe('POST /api/brand/from-site', () => {
  it('proposes theme-color, brand custom properties and the logo’s palette, most certain first', async () => {
    const brand = await proposal('/');
    expect(brand.colors).toEqual([
      { hex: '#E60023', source: 'theme_color', detail: '<meta name="theme-color">' },
      { hex: '#1F6FEB', source: 'css_variable', detail: '--brand-primary in the page' },
      { hex: '#2DA44E', source: 'logo', detail: `${site.origin}/img/logo.png` },
      { hex: '#FFC400', source: 'css_variable', detail: '--accent in /css/site.css' },
    ]);
    expect(brand.site).toEqual({ url: `${site.origin}/`, title: 'Juniper & Co — Garden shop' });
    expect(brand.message).toBeNull();
  });

  it('finds the header’s logo image and shows it as a PNG of at most 256 px', async () => {
    const { logo } = await proposal('/');
    expect(logo).toMatchObject({ url: `${site.origin}/img/logo.png`, source: 'logo_image', svg: null });
    const png = Buffer.from(logo?.preview_data_url.replace(/^data:image\/png;base64,/, '') ?? '', 'base64');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 100 });
  });

  it('names the fonts: Google Fonts first, then the CSS’s, each with the bundled font when there is one', async () => {
    const { fonts } = await proposal('/');
    expect(fonts).toEqual([
      { family: 'Inter', bundled_font_id: 'inter' },
      { family: 'Lora', bundled_font_id: 'lora' },
      { family: 'Playfair Display', bundled_font_id: 'playfair' },
      { family: 'Roboto Slab', bundled_font_id: 'robotoSlab' },
      { family: 'Georgia', bundled_font_id: null },
    ]);
  });

  it('reads the site’s own stylesheets through the outbound module, skipping one that fails', async () => {
    await proposal('/');
    expect(site.requests).toContain('/css/site.css');
    expect(site.requests).toContain('/css/missing.css');
    // Google Fonts are read from the address, and a favicon.ico is no image sharp reads.
    expect(site.requests).not.toContain('/favicon.ico');
  });

  it('takes a safe inline SVG logo, rebuilt without what it does not need, with its color', async () => {
    const brand = await proposal('/svg-logo');
    expect(brand.logo).toMatchObject({ url: null, source: 'inline_svg' });
    expect(brand.logo?.svg).toContain('viewBox="0 0 10 10"');
    expect(brand.logo?.svg).toContain('<linearGradient id="g">');
    expect(brand.logo?.svg).not.toContain('sodipodi');
    expect(brand.logo?.preview_data_url).toMatch(/^data:image\/png;base64,/);
    expect(brand.colors).toEqual([{ hex: '#7B2FF7', source: 'logo', detail: 'the inline SVG logo' }]);
  });

  it('skips an inline SVG with a script handler and takes the apple-touch-icon', async () => {
    const brand = await proposal('/scripted-svg');
    expect(brand.logo).toMatchObject({ url: `${site.origin}/img/touch.png`, source: 'apple_touch_icon' });
    expect(brand.colors.map((color) => color.hex)).toEqual(['#0A7CFF']);
  });

  it('moves on from a logo that is not an image', async () => {
    const brand = await proposal('/broken-logo');
    expect(brand.logo?.source).toBe('apple_touch_icon');
    expect(site.requests).toContain('/img/not-an-image.png');
  });

  it('falls back to og:image', async () => {
    const brand = await proposal('/og-only');
    expect(brand.logo).toMatchObject({ url: `${site.origin}/img/photo.png`, source: 'og_image' });
    expect(brand.colors).toEqual([
      { hex: '#C2410C', source: 'logo', detail: `${site.origin}/img/photo.png` },
    ]);
  });

  it('answers a page without brand signals with empty lists and says so', async () => {
    expect(await proposal('/nothing')).toEqual({
      colors: [],
      logo: null,
      fonts: [],
      site: { url: `${site.origin}/nothing`, title: 'Plain' },
      message: NOTHING_FOUND_MESSAGE,
    });
  });

  it('refuses what is not a web page, and an address that answers 404, with the reason', async () => {
    const json = await propose(`${site.origin}/data.json`);
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toMatch(/^The website is not a web page/);
    const gone = await propose(`${site.origin}/gone`);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().error).toBe('The website answered with HTTP 404');
  });

  it('answers when the page or a stylesheet never finishes: a 400, or without the stylesheet', async () => {
    const limits = heldTimeLimits();
    try {
      const stuck = propose(`${site.origin}/never`);
      await vi.waitFor(() => expect(site.requests).toContain('/never'));
      limits.fire();
      expect((await stuck).statusCode).toBe(400);
      expect((await stuck).json().error).toBe('The website did not finish loading within 12 s');

      const slow = propose(`${site.origin}/slow-stylesheet`);
      await vi.waitFor(() => expect(site.requests).toContain('/css/never.css'));
      limits.fire();
      const brand = brandFromSiteResponse.parse((await slow).json());
      expect(brand.colors.map((color) => color.hex)).toEqual(['#E60023']);
      expect(limits.asked).toEqual(expect.arrayContaining([12_000, 8_000]));
    } finally {
      limits.restore();
    }
  });

  it.each([
    ['missing', undefined, SITE_URL_REQUIRED_MESSAGE],
    ['empty', '  ', SITE_URL_REQUIRED_MESSAGE],
    ['not text', 42, SITE_URL_REQUIRED_MESSAGE],
    ['another scheme', 'ftp://example.com/', 'url must start with http:// or https://'],
    ['no scheme', 'example.com', 'url must start with http:// or https://'],
    ['credentials', 'https://me:pw@example.com/', 'url must not contain a user name or password'],
  ])('refuses url (%s) with a 400 naming url', async (_name, url, message) => {
    const response = await propose(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'validation_error' });
    expect(site.requests).toEqual([]);
  });

  it('refuses a private address when private addresses are not allowed, before connecting', async () => {
    const strict = await createTestApp();
    try {
      const { token: strictToken } = await createUser(strict.db, { subscriptionPlan: 'pro' });
      for (const url of [`${site.origin}/`, 'http://10.0.0.1/', 'http://169.254.169.254/latest/']) {
        const response = await propose(url, strictToken, strict);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error).toMatch(/^The website must point to a public address/);
      }
      expect(site.requests).toEqual([]);
    } finally {
      await strict.app.close();
    }
  });

  it('is limited per workspace: past the limit a 429, fetching nothing', async () => {
    // The clock stands still, so both calls fall in the same hour's window.
    const now = new Date();
    const limited = await createTestApp({
      clock: { now: () => now, random: Math.random },
      isAllowedOutboundAddress: (address) => address === '127.0.0.1',
      rateLimits: { siteBrandPerWorkspace: { max: 1, windowMs: 3_600_000 } },
    });
    try {
      const { token: starter } = await createUser(limited.db, { subscriptionPlan: 'starter' }, now);
      expect((await propose(`${site.origin}/nothing`, starter, limited)).statusCode).toBe(200);
      site.requests.length = 0;
      const again = await propose(`${site.origin}/nothing`, starter, limited);
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('rate_limited');
      expect(site.requests).toEqual([]);
    } finally {
      await limited.app.close();
    }
  });

  it('is refused on the Free plan with plan_feature, fetching nothing', async () => {
    const { token: freeToken } = await createUser(t.db, { subscriptionPlan: 'free' });
    const response = await propose(`${site.origin}/`, freeToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: planFeatureMessage('brand_from_site'), code: 'plan_feature' });
    expect(site.requests).toEqual([]);
  });
});
