// What the page points to, fetched through the outbound module (the only way to a user-given
// address): up to three of the site's own stylesheets, and the first logo that reads as an image.
// A stylesheet or logo that fails is skipped: the proposal is made from what could be read.
import type { SiteLogo } from '../../../shared/api/site-brand';
import type { Outbound } from '../../integrations/outbound/outbound';
import { OutboundRefusal } from '../../integrations/outbound/outbound-refusal';
import { type LogoPicture, readLogoPicture } from './logo-image';
import type { LogoCandidate } from './read-site-html';

const MAX_STYLESHEETS = 3;
const STYLESHEET_TIMEOUT_MS = 8_000;
const LOGO_TIMEOUT_MS = 10_000;
/** Logo images tried, best first; each is a fetch of up to 15 MB. */
const MAX_LOGO_FETCHES = 3;

/**
 * Whether `address` belongs to the page's site: the same host, or one a subdomain of the other
 * (www. and a cdn. subdomain), so a theme's CSS is read but a third party's widget CSS is not.
 * @internal for tests and benchmarks, not production code
 */
export function sameSite(address: string, pageUrl: string): boolean {
  const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');
  const [one, other] = [host(address), host(pageUrl)];
  return one === other || one.endsWith(`.${other}`) || other.endsWith(`.${one}`);
}

export interface ReadStylesheet {
  /** Where it came from, for a color's detail: its path ("/css/site.css"). */
  where: string;
  css: string;
}

export async function readStylesheets(
  outbound: Pick<Outbound, 'fetchStylesheet'>,
  addresses: readonly string[],
  pageUrl: string,
): Promise<ReadStylesheet[]> {
  const own = addresses.filter((address) => sameSite(address, pageUrl)).slice(0, MAX_STYLESHEETS);
  const read = await Promise.all(
    own.map(async (address) => {
      try {
        const sheet = await outbound.fetchStylesheet(address, { timeoutMs: STYLESHEET_TIMEOUT_MS });
        return { where: new URL(sheet.url).pathname, css: sheet.body.toString('utf8') };
      } catch (error) {
        if (error instanceof OutboundRefusal) return null;
        throw error;
      }
    }),
  );
  return read.filter((sheet) => sheet !== null);
}

export interface FoundLogo {
  logo: SiteLogo;
  palette: LogoPicture['palette'];
}

/** The first candidate that reads: image logos before the inline SVG, icons and og:image after it. */
export async function readLogo(
  outbound: Pick<Outbound, 'fetchImage'>,
  candidates: readonly LogoCandidate[],
  inlineSvg: string | null,
): Promise<FoundLogo | null> {
  // SVG files are documents fetchImage refuses, and sharp reads no .ico: not worth a fetch.
  const images = candidates.filter((candidate) => !/\.(svg|ico)$/i.test(new URL(candidate.url).pathname));
  const first = images.filter((candidate) => candidate.source === 'logo_image');
  const after = images.filter((candidate) => candidate.source !== 'logo_image');
  let fetches = 0;
  for (const candidate of first) {
    if (fetches++ >= MAX_LOGO_FETCHES) return null;
    const found = await readImageLogo(outbound, candidate);
    if (found) return found;
  }
  if (inlineSvg) {
    const picture = await readLogoPicture(Buffer.from(inlineSvg, 'utf8')).catch(() => null);
    if (picture) {
      return {
        logo: { url: null, source: 'inline_svg', preview_data_url: picture.previewDataUrl, svg: inlineSvg },
        palette: picture.palette,
      };
    }
  }
  for (const candidate of after) {
    if (fetches++ >= MAX_LOGO_FETCHES) return null;
    const found = await readImageLogo(outbound, candidate);
    if (found) return found;
  }
  return null;
}

async function readImageLogo(
  outbound: Pick<Outbound, 'fetchImage'>,
  candidate: LogoCandidate,
): Promise<FoundLogo | null> {
  try {
    const image = await outbound.fetchImage(candidate.url, { timeoutMs: LOGO_TIMEOUT_MS });
    const picture = await readLogoPicture(image.body);
    return {
      logo: { url: image.url, source: candidate.source, preview_data_url: picture.previewDataUrl, svg: null },
      palette: picture.palette,
    };
  } catch {
    // Refused by the outbound module (an OutboundRefusal), or an image sharp accepted once but
    // cannot shrink: either way this logo cannot be shown, and the next may.
    return null;
  }
}
