// Built for Node by `vite build --ssr` (npm run build) and used by prerender.ts: the HTML of each
// public page, made with the same tree its script hydrates (app/public-app.tsx, public-main.tsx).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PublicPage } from '../shared/public-pages';
import { PublicApp } from './app/public-app';

// Only the public pages' features: this build has the public pages' router (vite.config.ts).
const pageModules = import.meta.glob<{ default: ComponentType }>([
  './features/marketing/components/*-page.tsx',
  './features/auth/components/*-page.tsx',
]);

export async function renderPublicPage(page: PublicPage): Promise<string> {
  const load = pageModules[`./${page.module}`];
  if (!load) throw new Error(`No page module ${page.module}`);
  const { default: Page } = await load();
  return renderToString(<PublicApp page={Page} location={{ pathname: page.path, search: '', hash: '' }} />);
}
