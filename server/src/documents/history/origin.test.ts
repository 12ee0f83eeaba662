import { describe, expect, it } from 'vitest';
import { originOfEdit } from './origin.ts';

const imported = { target: 'Hallo', origin: 'import' as const, match_percent: null };
const fuzzy = { target: 'Hallo Welt', origin: 'tm-fuzzy' as const, match_percent: 87 };

describe('originOfEdit', () => {
  it('counts a changed target without a stated origin as typed by hand', () => {
    expect(originOfEdit(imported, { target: 'Hallo!' })).toEqual({ origin: 'manual', match_percent: null });
  });

  it('keeps the origin and score when only the approval changes', () => {
    expect(originOfEdit(fuzzy, { target: 'Hallo Welt' })).toEqual({ origin: 'tm-fuzzy', match_percent: 87 });
  });

  it('takes the inserted match and its score', () => {
    expect(originOfEdit(imported, { target: 'Hallo Welt', origin: 'tm-fuzzy', match_percent: 91.5 })).toEqual({
      origin: 'tm-fuzzy',
      match_percent: 91.5,
    });
    expect(originOfEdit(imported, { target: 'Hallo Welt', origin: 'tm-exact' })).toEqual({
      origin: 'tm-exact',
      match_percent: 100,
    });
  });

  it('drops a score the origin cannot have', () => {
    expect(originOfEdit(fuzzy, { target: 'Hallo du', origin: 'manual', match_percent: 50 })).toEqual({
      origin: 'manual',
      match_percent: null,
    });
    expect(originOfEdit(fuzzy, { target: 'Hallo du', origin: 'repetition', match_percent: 50 })).toEqual({
      origin: 'repetition',
      match_percent: null,
    });
  });

  it('lets the editor restate the origin of an unchanged target', () => {
    expect(originOfEdit(fuzzy, { target: 'Hallo Welt', origin: 'manual' })).toEqual({
      origin: 'manual',
      match_percent: null,
    });
  });
});
