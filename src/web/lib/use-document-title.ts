import { useEffect } from 'react';

const BRAND = 'Pinloom';

export interface DocumentTitleOptions {
  /** Adds " · Pinloom" after the title (default); false when the title names Pinloom itself. */
  brand?: boolean;
  /** Puts back the title it replaced when the page goes (default). */
  restore?: boolean;
}

/**
 * Sets the tab title while the page is shown: "{title} · Pinloom" by default. The marketing
 * pages write the whole title ("About — Pinloom") and leave it in place when they go.
 */
export function useDocumentTitle(
  title: string,
  { brand = true, restore = true }: DocumentTitleOptions = {},
): void {
  useEffect(() => {
    const previous = document.title;
    document.title = brand ? `${title} · ${BRAND}` : title;
    if (!restore) return;
    return () => {
      document.title = previous;
    };
  }, [title, brand, restore]);
}
