import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES } from './builtin-templates';
import { MAX_TEMPLATE_LAYERS, type PinTemplate, pinTemplate, templateProblems } from './templates';

const modern = BUILTIN_TEMPLATES['modern-card'];

/** The problems of a template changed by `change` from the modern built-in. */
function problemsOf(change: (template: PinTemplate) => unknown): string[] {
  const copy = structuredClone(modern) as PinTemplate;
  const changed = change(copy) ?? copy;
  const result = pinTemplate.safeParse(changed);
  return result.success ? [] : templateProblems(result.error);
}

describe('pin template schema', () => {
  it('accepts every built-in template', () => {
    for (const [id, template] of Object.entries(BUILTIN_TEMPLATES)) {
      const result = pinTemplate.safeParse(template);
      expect(result.success ? [] : templateProblems(result.error), id).toEqual([]);
    }
  });

  it('refuses a layer outside the canvas, naming the field', () => {
    expect(
      problemsOf((t) => {
        const text = t.layers[2] as { x: number };
        text.x = 1200;
      }),
    ).toContainEqual(expect.stringMatching(/^layers\.2\.x: x must be at most 1100/));
    expect(
      problemsOf((t) => {
        (t.layers[0] as { height: number }).height = 1700;
      }),
    ).toContainEqual(expect.stringMatching(/^layers\.0\.height: /));
  });

  it('refuses a font that is not bundled, or a weight it is not bundled in', () => {
    expect(
      problemsOf((t) => {
        (t.layers[2] as { font: { font: string } }).font.font = 'comicSans';
      }),
    ).toContainEqual(expect.stringMatching(/^layers\.2\.font\.font: font must be one of inter, playfair/));
    expect(
      problemsOf((t) => {
        (t.layers[2] as { font: { weight: number } }).font.weight = 900;
      }),
    ).toContainEqual('layers.2.font.weight: weight of inter must be one of 500, 800');
  });

  it('refuses colors that are neither hex nor a brand role', () => {
    const problems = problemsOf((t) => {
      (t.layers[1] as { fill: string }).fill = 'red';
    });
    expect(problems.join('\n')).toMatch(
      /^layers\.1\.fill: .*hex color like #E60023 or one of the roles primary/m,
    );
    expect(problemsOf((t) => ({ ...t, background: '#12345' })).join('\n')).toMatch(/^background: /m);
    expect(problemsOf((t) => ({ ...t, background: 'dark' }))).toEqual([]);
  });

  it('refuses more than 30 layers and more than 64 kB', () => {
    const shape = { type: 'shape', x: 0, y: 0, width: 10, height: 10, shape: 'rect', fill: '#000000' };
    expect(
      problemsOf((t) => ({ ...t, layers: [...t.layers, ...Array(MAX_TEMPLATE_LAYERS).fill(shape)] })),
    ).toContain('layers: layers must hold at most 30 layers');
    const long = {
      kind: 'text',
      content: { literal: 'x'.repeat(200) },
      font: { font: 'inter', weight: 500, size: 20, spacing: 0 },
      color: '#000000',
      maxWidth: 500,
    };
    const panels = Array.from({ length: 29 }, () => ({
      ...(modern.layers[1] as object),
      items: Array(12).fill(long),
    }));
    const problems = problemsOf((t) => ({ ...t, layers: [t.layers[1], ...panels] }));
    expect(problems.join('\n')).toMatch(/the template must be at most 64 kB as JSON/);
  });

  it('refuses a template without the title', () => {
    expect(problemsOf((t) => ({ ...t, layers: [t.layers[0]] }))).toContain(
      'layers: layers must include a panel with the title',
    );
  });
});
