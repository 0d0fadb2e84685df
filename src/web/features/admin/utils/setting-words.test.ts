import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ACTIONS, FEATURE_FLAG_KEYS } from '../../../../shared/api/admin';
import {
  actionWords,
  excerpt,
  FLAG_WORDS,
  flagOrder,
  flagWords,
  targetWords,
  valueWords,
} from './setting-words';

describe('setting words', () => {
  it('has words for every flag the contract names', () => {
    expect(Object.keys(FLAG_WORDS).sort()).toEqual([...FEATURE_FLAG_KEYS].sort());
    for (const key of FEATURE_FLAG_KEYS) expect(flagWords(key)?.off).toMatch(/^When off, /);
    expect(flagWords('toString')).toBeUndefined();
  });

  it('names targets and values in words', () => {
    expect(targetWords({ target: 'signups_enabled' })).toBe('New sign-ups');
    expect(targetWords({ target: 'prompt_title' })).toBe('Title prompt');
    expect(targetWords({ target: 'ada@example.com' })).toBe('ada@example.com');
    expect(valueWords({ action: 'flag.update' }, 'false')).toBe('Off');
    expect(valueWords({ action: 'flag.update' }, 'true')).toBe('On');
    expect(valueWords({ action: 'model.update' }, 'true')).toBe('true');
    expect(valueWords({ action: 'user.suspend' }, null)).toBe('—');
    expect(actionWords({ action: 'api_history.clear', new_value: null })).toBe('Cleared the API history');
    expect(actionWords({ action: 'flag.update', new_value: 'false' })).toBe('Switched off');
    expect(actionWords({ action: 'flag.update', new_value: 'true' })).toBe('Switched on');
    expect(actionWords({ action: 'prompt.update', new_value: 'x' })).toBe('Edited a prompt');
  });

  it('has words for every action the change history records', () => {
    for (const action of ADMIN_AUDIT_ACTIONS) {
      expect(actionWords({ action, new_value: null })).toMatch(/^[A-Z][a-z]/);
    }
  });

  it('lists the flags in the order of the ADR, others last', () => {
    const keys = ['zzz_new_flag', 'auto_publishing_enabled', 'signups_enabled'];
    expect(keys.sort((a, b) => flagOrder(a) - flagOrder(b))).toEqual([
      'signups_enabled',
      'auto_publishing_enabled',
      'zzz_new_flag',
    ]);
  });

  it('cuts a long value around where it differs from the other', () => {
    const before = `${'Same start. '.repeat(10)}Old ending.`;
    const after = `${'Same start. '.repeat(10)}New ending with more words.`;
    expect(excerpt('short', 'other', 20)).toBe('short');
    const cut = excerpt(after, before, 30);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut).toContain('New ending');
    expect(excerpt('abcdefghijklmnopqrstuvwxyz', 'xyz', 10)).toBe('abcdefghij…');
  });
});
