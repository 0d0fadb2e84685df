import { describe, expect, it } from 'vitest';
import { insertVariable } from './prompt-template';

describe('insertVariable', () => {
  it('puts the variable at the caret and moves the caret after it', () => {
    expect(insertVariable('Hello world', 'board_name', { start: 6, end: 6 })).toEqual({
      text: 'Hello {{board_name}}world',
      caret: 20,
    });
  });

  it('replaces the selection', () => {
    expect(insertVariable('Hello world', 'title', { start: 6, end: 11 })).toEqual({
      text: 'Hello {{title}}',
      caret: 15,
    });
  });
});
