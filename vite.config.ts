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

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyles()],
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
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
