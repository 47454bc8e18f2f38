import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('leaves short text untouched', () => {
    expect(truncateText('Notas de vainilla', 100)).toBe('Notas de vainilla');
  });

  it('keeps text of exactly the limit without an ellipsis', () => {
    const text = 'a'.repeat(100);
    expect(truncateText(text, 100)).toBe(text);
  });

  it('cuts at the limit and appends an ellipsis', () => {
    const result = truncateText('b'.repeat(150), 100);
    expect(result).toBe(`${'b'.repeat(100)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('abc def', 4)).toBe('abc…');
  });

  it('counts emoji as one character', () => {
    expect(truncateText('🌸🌸🌸', 2)).toBe('🌸🌸…');
  });
});
