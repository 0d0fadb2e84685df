import { describe, expect, it } from 'vitest';
import { PROMPT_VARIABLES } from '../../../shared/api/settings';
import {
  DEFAULT_AI_SETTINGS,
  DEFAULT_PROMPTS,
  formatPinHistory,
  MAX_PAGE_TEXT_IN_PROMPT,
  promptVariables,
  renderPrompt,
} from './prompts';
import type { BoardBrief } from './types';

const board: BoardBrief = {
  name: 'Cozy Autumn Recipes',
  description: 'Warm soups and baked treats',
  styleConfig: { style: 'vintage', brandColors: ['#B5542D', '#F3E6CC'] },
};

describe('prompt templates', () => {
  it('uses exactly the variables docs/product.md §9 lists for each kind; {{link}} and the page’s are there for staff to add', () => {
    const added: string[] = ['link', 'page_title', 'page_text'];
    for (const kind of ['title', 'description', 'image'] as const) {
      const used = new Set([...DEFAULT_PROMPTS[kind].matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
      const spec = PROMPT_VARIABLES[kind].filter((name) => !added.includes(name));
      expect([...used].sort()).toEqual([...spec].sort());
    }
    for (const name of added) {
      expect(PROMPT_VARIABLES.title).toContain(name);
      expect(PROMPT_VARIABLES.description).toContain(name);
    }
  });

  it('fills {{page_title}} and {{page_text}} from the page, capped, or says there is none', () => {
    const page = { title: 'Lemon Drizzle Cake', text: 'Zest two lemons. '.repeat(1000) };
    const filled = promptVariables('title', { board, page });
    expect(filled.page_title).toBe('Lemon Drizzle Cake');
    expect(filled.page_text).toBe(page.text.slice(0, MAX_PAGE_TEXT_IN_PROMPT));
    expect(promptVariables('description', { board }).page_text).toBe('(no page)');
    expect(promptVariables('image', { board, page })).not.toHaveProperty('page_text');
  });

  it('fills {{link}} with the pin’s link, or says there is none', () => {
    const template = 'Send readers to {{link}}.';
    const withLink = promptVariables('description', { board, link: 'https://blog.example/soup' });
    expect(renderPrompt(template, withLink)).toBe('Send readers to https://blog.example/soup.');
    expect(renderPrompt(template, promptVariables('title', { board, link: null }))).toBe(
      'Send readers to (no link).',
    );
    expect(promptVariables('image', { board, link: 'https://blog.example/' })).not.toHaveProperty('link');
  });

  it('fills variables, leaves unknown ones empty and evaluates nothing', () => {
    // A template literal placeholder must come out as typed, not evaluated.
    const code = '$' + '{1+1}';
    const template = `A {{board_name}} B {{ unknown }} C {{constructor}} D ${code} {{toString}}`;
    expect(renderPrompt(template, { board_name: 'Cakes' })).toBe(`A Cakes B  C  D ${code} `);
  });

  it('renders every variable of a kind from the board and history', () => {
    const title = renderPrompt(
      DEFAULT_PROMPTS.title,
      promptVariables('title', { board, pinHistory: ['10 Soups', 'Best Pies'] }),
    );
    expect(title).toContain('"Cozy Autumn Recipes"');
    expect(title).toContain('- 10 Soups\n- Best Pies');
    expect(title).not.toMatch(/\{\{/);
    const image = renderPrompt(
      DEFAULT_PROMPTS.image,
      promptVariables('image', { board, title: 'Pumpkin Soup', description: 'Creamy soup' }),
    );
    expect(image).toContain('vintage');
    expect(image).toContain('#B5542D, #F3E6CC');
    expect(image).toContain('Do not render any text');
  });

  it('leaves {{title}} in the description prompt for the text provider to fill', () => {
    const description = renderPrompt(DEFAULT_PROMPTS.description, promptVariables('description', { board }));
    expect(description).toContain('titled "{{title}}"');
    expect(renderPrompt(description, { title: 'Pumpkin Soup' })).toContain('titled "Pumpkin Soup"');
  });

  it('keeps only recent titles in the prompt', () => {
    expect(formatPinHistory([])).toBe('(none yet)');
    const many = Array.from({ length: 80 }, (_, i) => `Pin ${i}`);
    expect(formatPinHistory(many).split('\n')).toHaveLength(50);
  });

  it('seeds the prompts and model settings', () => {
    expect(DEFAULT_AI_SETTINGS.map((s) => [s.setting_key, s.category])).toEqual([
      ['prompt_title', 'prompts'],
      ['prompt_description', 'prompts'],
      ['prompt_image', 'prompts'],
      ['model_text', 'models'],
      ['model_image', 'models'],
    ]);
    expect(DEFAULT_AI_SETTINGS.find((s) => s.setting_key === 'model_image')?.setting_value).toBe(
      'gpt-image-1',
    );
  });
});
