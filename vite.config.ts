import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { publicContracts } from './build/public-contracts.ts';
import { PRERENDERED_PAGES, publicEntryName } from './src/shared/public-pages.ts';

// The web app lives in src/web and is built to dist/web, which the server serves.
// Chunk names follow docs/product.md §7: static/js/{chunk}.chunk.js.
// sonner injects its stylesheet as a <style> tag at load, which the strict CSP
// (style-src 'self') refuses; styles/index.css imports the same file instead.
function sonnerWithoutInlineStyles(): Plugin {
  return {
    name: 'pinloom:sonner-without-inline-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace('function __insertCSS(code) {', 'function __insertCSS(code) {\n  return;');
      if (patched === code) this.error('sonner changed: __insertCSS not found, check the CSP patch');
      return { code: patched, map: null };
    },
  };
}

// The server sends each file as sent here: so scripts, styles and pages are compressed once, at
// build time, at the strongest settings (brotli 11, gzip 9), and served as .br or .gz to browsers
// that accept them (@fastify/static preCompressed). Images and fonts are compressed already.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function precompress(): Plugin {
  let outDir = '';
  let failed = false;
  return {
    name: 'pinloom:precompress',
    apply: 'build',
    configResolved(config) {
      // The SSR build (prerender-entry.tsx) is run by the build, never served.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    async closeBundle() {
      // A failed build has nothing to compress: its own error is the one to show.
      if (!outDir || failed || !existsSync(outDir)) return;
      const files = (await readdir(outDir, { recursive: true }))
        .map((file) => path.join(outDir, file))
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          // The public pages' build adds to the app's: files compressed already stay as they are.
          if (data.length < MIN_BYTES || existsSync(`${file}.br`)) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            promisify(gzip)(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// One script entry per prerendered public page: `hydratePublicPage(ThatPage)`, with the
// page imported statically so its code runs in the module script itself (src/web/public-main.tsx).
// src/web/prerender.ts writes each page's HTML around its entry.
const PUBLIC_ENTRY = 'pinloom-public-page:';
const webRoot = path.join(import.meta.dirname, 'src/web');

function publicPageEntries(): Plugin {
  return {
    name: 'pinloom:public-page-entries',
    resolveId(id) {
      return id.startsWith(PUBLIC_ENTRY) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PUBLIC_ENTRY}`)) return null;
      const page = PRERENDERED_PAGES.find(
        (candidate) => candidate.name === id.slice(PUBLIC_ENTRY.length + 1),
      );
      if (!page) this.error(`No public page ${id}`);
      const from = (file: string) => JSON.stringify(path.join(webRoot, file));
      return [
        `import { hydratePublicPage } from ${from('public-main.tsx')};`,
        `import Page from ${from(page.module)};`,
        'hydratePublicPage(Page);',
      ].join('\n');
    },
  };
}

const publicInputs = Object.fromEntries(
  PRERENDERED_PAGES.map((page) => [publicEntryName(page), `${PUBLIC_ENTRY}${page.name}`]),
);

// Three builds (npm run build): the app (index.html), then `--mode public`: the public pages' own
// scripts, built apart so they carry only what those pages use, then the SSR build that prerenders
// them. In public mode react-router is app/public-router.tsx, TanStack Query app/public-query.ts,
// and each contract of src/shared/api its JSON Schema checked without zod
// (build/public-contracts.ts): the router's data layer, the query cache, zod, the session provider
// and toasts stay with the app, which loads once a person signs in.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: webRoot,
  resolve:
    mode === 'public'
      ? {
          alias: [
            { find: /^react-router$/, replacement: path.join(webRoot, 'app/public-router.tsx') },
            { find: /^@tanstack\/react-query$/, replacement: path.join(webRoot, 'app/public-query.ts') },
          ],
        }
      : {},
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyles(),
    publicPageEntries(),
    ...(mode === 'public' ? [publicContracts(import.meta.dirname)] : []),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: mode !== 'public' || isSsrBuild,
    // The prerender step (src/web/prerender.ts) reads which chunks each public page needs.
    manifest: mode === 'public' && !isSsrBuild ? 'public-manifest.json' : false,
    rollupOptions: isSsrBuild
      ? // prerender.ts imports dist/ssr/prerender-entry.js by that name.
        { output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' } }
      : {
          ...(mode === 'public' ? { input: publicInputs } : {}),
          output: {
            entryFileNames: 'static/js/[name]-[hash].js',
            chunkFileNames: 'static/js/[name]-[hash].chunk.js',
            assetFileNames: 'static/media/[name]-[hash][extname]',
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      // The API, but not the app's own modules under src/web/api/ (/api/get-boards.ts).
      '^/api/(?![^?]*\\.tsx?(\\?|$))': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/pinterest-demo': 'http://127.0.0.1:3000',
    },
  },
}));
