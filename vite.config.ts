import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The web app lives in src/web and is built to dist/web, which the server serves.
// Chunk names follow SPEC.md §7: static/js/{chunk}.chunk.js.
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
  return {
    name: 'pinloom:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .map((file) => path.join(outDir, file))
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < MIN_BYTES) return;
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

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyles(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rollupOptions: {
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
});
