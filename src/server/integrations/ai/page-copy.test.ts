// The offline copy of a pin made from a page: from the page's words, within Pinterest's limits,
// a different title for each variant, whatever the page looks like.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../render/seeded-random';
import { pageTitle, writePageCopy } from './page-copy';
import type { PageBrief } from './types';

const soup: PageBrief = {
  url: 'https://www.greenbowl.example/roasted-tomato-soup',
  title: 'Roasted Tomato Soup with Basil | Green Bowl',
  description: 'A smoky roasted tomato soup blended with fresh basil, ready in forty minutes.',
  text: [
    'Roasting the tomatoes with garlic and onion first gives the soup a deep, smoky sweetness.',
    'Ingredients',
    'Blend the roasted tomatoes with stock and a handful of basil until the soup is silky.',
    'Serve the tomato soup with grilled cheese sandwiches for an easy weeknight dinner.',
  ].join('\n'),
  siteName: 'Green Bowl',
  photo: true,
};

function variants(page: PageBrief, count: number, seed = 7) {
  const random = seededRandom(seed);
  const history: string[] = [];
  const made = [];
  for (let i = 0; i < count; i += 1) {
    const copy = writePageCopy({ page, history, random });
    history.unshift(copy.title);
    made.push(copy);
  }
  return made;
}

describe('writePageCopy', () => {
  it("writes each variant from the page's words, with its own title", () => {
    const made = variants(soup, 5);
    expect(new Set(made.map((copy) => copy.title)).size).toBe(5);
    for (const copy of made) {
      expect(copy.title).toContain('Roasted Tomato Soup with Basil');
      expect(copy.title).not.toContain('| Green Bowl');
      expect(copy.description.length).toBeGreaterThanOrEqual(150);
      expect(copy.description.length).toBeLessThanOrEqual(500);
      expect(copy.description).toMatch(/roast|basil|blend/i);
      expect(copy.description).toContain('#Tomato');
      expect(copy.description).not.toContain('Ingredients Blend');
      expect(copy.altText).toContain('The photo from Green Bowl');
    }
  });

  it('keeps to the limits for a page of one endless title and no sentences', () => {
    const page: PageBrief = {
      url: 'https://x.example/a',
      title: 'word '.repeat(200),
      description: '',
      text: 'x'.repeat(20_000),
      photo: false,
    };
    for (const copy of variants(page, 5, 3)) {
      expect(copy.title.length).toBeLessThanOrEqual(100);
      expect(copy.description.length).toBeLessThanOrEqual(500);
      expect(copy.altText.length).toBeLessThanOrEqual(500);
      expect(copy.altText).toContain('Artwork for x.example');
    }
  });

  it.each([
    ['Lemon Cake | Marlow Kitchen', 'Marlow Kitchen', 'Lemon Cake'],
    [
      'Marlow Kitchen - The Best Lemon Cake You Will Ever Bake',
      'Marlow Kitchen',
      'The Best Lemon Cake You Will Ever Bake',
    ],
    ['Lemon Cake – Bakes', undefined, 'Lemon Cake'],
    [
      'Salt - Fat - Acid - Heat: the long review of a cookbook',
      undefined,
      'Salt - Fat - Acid - Heat: the long review of a cookbook',
    ],
  ])('reads the title %j without its site', (title, site, expected) => {
    expect(pageTitle(title, site)).toBe(expected);
  });
});
