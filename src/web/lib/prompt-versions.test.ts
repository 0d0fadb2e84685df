// Which prompts wrote a pin, in Review's and the API history's words (ADR 0037).
import { describe, expect, it } from 'vitest';
import { promptVersionsLabel } from './prompt-versions';

const version = (n: number, board: string | null = null) => ({ id: `v${n}`, version: n, board_id: board });

describe('promptVersionsLabel', () => {
  it('names Pinloom’s default prompts when no custom one wrote it, or for pins made before', () => {
    expect(promptVersionsLabel({ title: null, description: null, image: null })).toBe(
      'Written with Pinloom’s default prompts',
    );
    expect(promptVersionsLabel(null)).toBe('Written with Pinloom’s default prompts');
  });

  it('names each custom version, a board’s as such, and the default for the rest', () => {
    expect(promptVersionsLabel({ title: version(3), description: null, image: null })).toBe(
      'Written with your custom title prompt v3; Pinloom’s default for the rest',
    );
    expect(
      promptVersionsLabel(
        { title: version(3, 'b1'), description: version(1), image: version(2) },
        'the workspace’s',
      ),
    ).toBe(
      'Written with the workspace’s custom title prompt v3 (the board’s), description prompt v1 and image prompt v2',
    );
  });
});
