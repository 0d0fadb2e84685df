// Last step of the web build (build/web-build.ts; ADR 0029): writes each public page's HTML to
// dist/web/prerendered/<page>.html: the shell public-page.html, the markup of the SSR build
// (prerender-entry.tsx), and the page's own script entry (vite.config.ts) with the chunks and
// stylesheets it needs, from Vite's manifest. The server sends these files for the public paths
// (src/server/http/web-app.ts); every other page keeps the app's index.html.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  type PublicPage,
  prerenderedFile,
  publicEntryName,
} from '../shared/public-pages';
import type { renderPublicPage as RenderPublicPage } from './prerender-entry';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'dist', 'web');
const ssrEntry = path.join(root, 'dist', 'ssr', 'prerender-entry.js');

/** The pages whose signed-in visitors go to /dashboard before they paint (docs/product.md §2). */
const REDIRECT_SIGNED_IN = new Set<string>(['/', '/login', '/signup']);

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The entry's script, the chunks it imports (fetched beside it) and every stylesheet they use. */
function assetsOf(manifest: Manifest, page: PublicPage) {
  const name = publicEntryName(page);
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && manifest[key]?.name === name,
  );
  if (!entryKey) throw new Error(`The build has no entry ${name}`);
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.includes(chunk)) return;
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const [entry, ...imports] = chunks;
  return {
    script: entry?.file ?? '',
    preloads: imports.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/**
 * The Latin face of the text font, named in the stylesheets: fetched with them rather than once
 * the styles are read, so text paints in Inter from the first frame (it is font-display: optional,
 * styles/inter.css: never swapped in later, which would shift the page).
 */
async function textFonts(styles: string[]): Promise<string[]> {
  const fonts = new Set<string>();
  for (const file of styles) {
    const css = await readFile(path.join(webDir, file), 'utf8');
    for (const match of css.matchAll(/url\(\/?(static\/media\/inter-latin-wght-normal-[\w-]+\.woff2)\)/g)) {
      if (match[1]) fonts.add(match[1]);
    }
  }
  return [...fonts];
}

const fontPreload = (file: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`;

async function headFor(page: PublicPage, manifest: Manifest): Promise<string> {
  const { script, preloads, styles } = assetsOf(manifest, page);
  const fonts = await textFonts(styles);
  return [
    ...(REDIRECT_SIGNED_IN.has(page.path) ? ['<script src="/signed-in-redirect.js"></script>'] : []),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...fonts.map(fontPreload),
    `<script type="module" crossorigin src="/${script}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

async function writeCompressed(file: string, html: string): Promise<void> {
  const data = Buffer.from(html);
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    promisify(gzip)(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(file, data), writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * The app's own page (index.html, every signed-in screen) preloads the text font too: Inter is
 * font-display: optional (styles/inter.css), so a font that arrived late would leave the whole
 * session in the fallback font.
 */
async function preloadFontInAppShell(): Promise<void> {
  const file = path.join(webDir, 'index.html');
  const html = await readFile(file, 'utf8');
  if (html.includes('rel="preload" as="font"')) return;
  const styles = [...html.matchAll(/href="\/(static\/media\/[\w-]+\.css)"/g)].flatMap(
    (match) => match[1] ?? [],
  );
  const links = (await textFonts(styles)).map(fontPreload);
  if (!links.length) throw new Error('index.html links no stylesheet with the text font');
  await writeCompressed(file, html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes every prerendered page (and the app shell's font preload); returns how many pages. */
export async function prerenderPages(): Promise<number> {
  const { renderPublicPage } = (await import(pathToFileURL(ssrEntry).href)) as {
    renderPublicPage: typeof RenderPublicPage;
  };
  const shell = await readFile(path.join(root, 'src', 'web', 'public-page.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(webDir, 'public-manifest.json'), 'utf8')) as Manifest;

  await mkdir(path.join(webDir, PRERENDERED_DIR), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPublicPage(page);
    const html = shell
      .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace('<!--head-->', await headFor(page, manifest))
      .replace('<!--page-->', () => markup);
    if (!html.includes(markup)) throw new Error('public-page.html has no <!--page--> slot');
    await writeCompressed(path.join(webDir, PRERENDERED_DIR, prerenderedFile(page)), html);
  }
  await preloadFontInAppShell();
  return PRERENDERED_PAGES.length;
}
