// The script of a prerendered public page. Each page has its own entry, made by the
// build (vite.config.ts, publicPageEntries) as `hydratePublicPage(ThatPage)`, so the page's code is
// part of the module script itself: it has hydrated the HTML the build wrote (prerender-entry.tsx)
// by the time the browser fires `load`, and nothing else of the app comes with it.
import './styles/index.css';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicApp } from './app/public-app';

export function hydratePublicPage(Page: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The query and hash are read after hydration (PublicApp): the HTML was made without them.
  hydrateRoot(
    container,
    <PublicApp page={Page} location={{ pathname: window.location.pathname, search: '', hash: '' }} />,
  );
}
