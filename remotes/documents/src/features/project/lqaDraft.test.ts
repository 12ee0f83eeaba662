import { describe, expect, it } from 'vitest';
import { LqaKey } from '@tessera/shared/contract';
import { idFor } from './lqaDraft.ts';

describe("a new category's or severity's id", () => {
  it('is made from its name in lower-case letters, digits and hyphens', () => {
    expect(idFor('Locale convention', new Set())).toBe('locale-convention');
    expect(idFor('Übersetzung & Stil', new Set())).toBe('ubersetzung-stil');
    expect(idFor('3rd-party terms!', new Set())).toBe('rd-party-terms');
  });

  it('is one no other row has, and one the contract takes however the name reads', () => {
    expect(idFor('Style', new Set(['style', 'style-2']))).toBe('style-3');
    expect(idFor('Руководство', new Set())).toBe('custom');
    for (const name of ['x'.repeat(100), '2024', ' - ', 'A'.repeat(33) + ' b'])
      expect(LqaKey.safeParse(idFor(name, new Set([idFor(name, new Set())]))).success, name).toBe(true);
  });
});
