import { describe, expect, it } from 'vitest';
import { BOARD_STYLES } from '../../../shared/api/boards';
import { seededRandom } from '../../render/seeded-random';
import { LocalTextProvider } from './local-text';
import { sameTitle } from './local-titles';
import type { BoardBrief, PinText, ProviderCall } from './types';

function boardOf(style: BoardBrief['styleConfig']['style'], name = 'Cozy Autumn Recipes'): BoardBrief {
  return {
    name,
    description: 'Warm soups, baked treats and seasonal dinners for chilly evenings.',
    styleConfig: { style, brandColors: ['#B5542D', '#F3E6CC', '#2B1D12'] },
  };
}

async function write(board: BoardBrief, pinHistory: string[], seed = 1) {
  const calls: ProviderCall[] = [];
  const provider = new LocalTextProvider({ random: seededRandom(seed) });
  const text = await provider.writePin(
    { board, pinHistory, titlePrompt: 'TITLE PROMPT', descriptionPrompt: 'DESCRIPTION PROMPT for {{title}}' },
    (call) => calls.push(call),
  );
  return { text, calls };
}

function expectPinterestLimits(text: PinText) {
  expect(text.title.length).toBeGreaterThan(0);
  expect(text.title.length).toBeLessThanOrEqual(100);
  expect(text.title).not.toMatch(/^["'“]|["'”]$/);
  expect(text.description.length).toBeGreaterThanOrEqual(150);
  expect(text.description.length).toBeLessThanOrEqual(500);
  const hashtags = text.description.match(/#[\p{L}\p{N}]+/gu) ?? [];
  expect(hashtags.length).toBeGreaterThanOrEqual(3);
  expect(hashtags.length).toBeLessThanOrEqual(5);
  expect(text.altText.length).toBeGreaterThan(0);
  expect(text.altText.length).toBeLessThanOrEqual(500);
}

describe('LocalTextProvider', () => {
  it('writes pins within Pinterest limits for every style', async () => {
    for (const style of BOARD_STYLES) {
      const { text } = await write(boardOf(style), []);
      expectPinterestLimits(text);
      expect(text.description.toLowerCase()).toContain('cozy autumn recipes');
      expect(text.altText).toContain(style);
    }
  });

  it('never repeats a title of the board, whatever the case', async () => {
    const history: string[] = [];
    for (let i = 0; i < 60; i++) {
      const { text } = await write(
        boardOf('modern'),
        history.map((t) => t.toUpperCase()),
        i,
      );
      expect(history.some((old) => sameTitle(old, text.title))).toBe(false);
      history.push(text.title);
    }
  });

  it('adds a distinguishing suffix when no template has room left', async () => {
    // A 99-character name with no tail to drop leaves no room for any pattern: the name, then suffixes.
    const name =
      'Handmade Scandinavian Farmhouse Kitchen Renovation Budget Makeovers Small Apartments Rustic Cottage';
    const history: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { text } = await write(boardOf('bold', name), history, i);
      history.push(text.title);
    }
    expect(history[0]).toBe(name);
    expect(history.slice(1).map((t) => t.match(/\(Part \d+\)$/)?.[0])).toEqual([
      '(Part 2)',
      '(Part 3)',
      '(Part 4)',
    ]);
    expect(history.every((t) => t.length <= 100)).toBe(true);
  });

  it('drops the tail of a long board name so the patterns have room', async () => {
    const name =
      'Handmade Scandinavian Farmhouse Kitchen Renovation Ideas and Budget Makeovers for Small Apartments';
    const titles = new Set<string>();
    for (let seed = 0; seed < 5; seed++)
      titles.add((await write(boardOf('bold', name), [], seed)).text.title);
    expect(titles.size).toBeGreaterThan(1);
    for (const title of titles) {
      expect(title).toContain('Scandinavian Farmhouse Kitchen Renovation Ideas');
      expect(title).not.toContain('Small Apartments');
      expect(title.length).toBeLessThanOrEqual(100);
    }
  });

  it('falls back to a suffix when every variant is taken', async () => {
    const history: string[] = [];
    // Hundreds of variants (patterns × adjectives × numbers) come before the first suffix.
    for (let i = 0; i < 3000 && !history.some((title) => /\(Part \d+\)$/.test(title)); i++) {
      const provider = new LocalTextProvider({ random: () => 0 });
      const pin = {
        board: { ...boardOf('bold', 'Tiny'), description: '' },
        pinHistory: history,
        titlePrompt: '',
        descriptionPrompt: '',
      };
      const text = await provider.writePin(pin, () => {});
      expect(history.some((old) => sameTitle(old, text.title))).toBe(false);
      history.push(text.title);
    }
    expect(history.some((title) => /\(Part \d+\)$/.test(title))).toBe(true);
  });

  it('keeps to the limits with a 100-character board name and a long description', async () => {
    const board = {
      ...boardOf(
        'vintage',
        'Extraordinarily Detailed Handmade Scandinavian Farmhouse Kitchen Renovation Ideas For Small Spaces',
      ),
      description: 'x'.repeat(10) + ', long words everywhere and more, '.repeat(14),
    };
    expectPinterestLimits((await write(board, [])).text);
  });

  it('copes with a board without a description', async () => {
    const { text } = await write({ ...boardOf('minimalist', 'Travel'), description: '' }, []);
    expectPinterestLimits(text);
  });

  it('records the call like a provider would', async () => {
    const { text, calls } = await write(boardOf('modern'), ['Old Title']);
    expect(calls).toHaveLength(1);
    const [call] = calls as [ProviderCall];
    expect(call).toMatchObject({
      type: 'text',
      provider: 'local',
      model: 'pinloom-local-text',
      statusCode: 200,
      cost: 0,
    });
    expect(call.prompt).toBe(`TITLE PROMPT\n\nDESCRIPTION PROMPT for ${text.title}`);
    expect(call.tokens).toBeGreaterThan(0);
    expect(JSON.parse(call.responseBody)).toEqual(text);
    expect(JSON.parse(call.requestBody).pinHistory).toEqual(['Old Title']);
    expect(call.errorMessage).toBeNull();
  });

  it('varies titles between pins', async () => {
    const titles = new Set<string>();
    for (let seed = 0; seed < 10; seed++) titles.add((await write(boardOf('modern'), [], seed)).text.title);
    expect(titles.size).toBeGreaterThanOrEqual(6);
  });
});
