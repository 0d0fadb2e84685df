import { useEffect } from 'react';

const BRAND = 'Pinloom';

/** Sets the tab title to "{title} · Pinloom" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${BRAND}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
