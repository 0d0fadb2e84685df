// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { type DocumentTitleOptions, useDocumentTitle } from './use-document-title';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Page({ title, options }: { title: string; options?: DocumentTitleOptions }) {
  useDocumentTitle(title, options);
  return null;
}

function show(title: string, options?: DocumentTitleOptions): () => void {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Page title={title} {...(options ? { options } : {})} />));
  return () => act(() => root.unmount());
}

beforeEach(() => {
  document.title = 'Pinloom — AI pin studio for Pinterest';
});

describe('useDocumentTitle', () => {
  it('names Pinloom after the page and puts the old title back when the page goes', () => {
    const leave = show('Review Pins');
    expect(document.title).toBe('Review Pins · Pinloom');
    leave();
    expect(document.title).toBe('Pinloom — AI pin studio for Pinterest');
  });

  it('takes a whole title as it is and can leave it in place', () => {
    const leave = show('About — Pinloom', { brand: false, restore: false });
    expect(document.title).toBe('About — Pinloom');
    leave();
    expect(document.title).toBe('About — Pinloom');
  });
});
