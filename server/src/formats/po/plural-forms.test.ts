import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { categoriesOfForms, parsePluralExpression, pluralFormsOf, readPluralForms } from './plural-forms.ts';

const cldrLanguages = Object.keys(
  (
    createRequire(import.meta.url)('cldr-core/supplemental/plurals.json') as {
      supplemental: { 'plurals-type-cardinal': Record<string, unknown> };
    }
  ).supplemental['plurals-type-cardinal'],
);

describe('gettext Plural-Forms', () => {
  it('evaluates the C expressions headers hold, with C precedence and right-nested conditionals', () => {
    const polish = parsePluralExpression('(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)')!;
    expect([1, 2, 4, 5, 12, 22, 25, 112, 122].map(polish)).toEqual([0, 1, 1, 2, 2, 1, 2, 2, 1]);
    expect(parsePluralExpression('n != 1')!(0)).toBe(1);
    expect(parsePluralExpression('!(n > 1) + 2 * 3')!(1)).toBe(7);
  });

  it('refuses what is not a plural expression, running nothing', () => {
    for (const text of ['EXPRESSION', 'n; process.exit(1)', 'n ? 1', '(n', 'n == 1 2', ''])
      expect(parsePluralExpression(text), text).toBeNull();
    expect(readPluralForms('nplurals=INTEGER; plural=EXPRESSION;')).toBeNull();
    expect(readPluralForms(undefined)).toBeNull();
  });

  it("writes for every CLDR language forms whose counts fall in Intl.PluralRules' categories", () => {
    for (const language of cldrLanguages) {
      const forms = pluralFormsOf(language);
      // Languages this runtime's ICU lacks (and `und`) fall back to another locale's rules: nothing to compare.
      if (Intl.PluralRules.supportedLocalesOf(language).length === 0 || language === 'und') continue;
      const rules = new Intl.PluralRules(language);
      for (let n = 0; n <= 1000; n++)
        expect(forms!.categories[forms!.formOf(n)], `${language} ${n}`).toBe(rules.select(n));
      // The header reads back as the same forms.
      const header = readPluralForms(forms!.header)!;
      expect(header.nplurals).toBe(forms!.categories.length);
      for (const n of [0, 1, 2, 3, 5, 11, 21, 101, 1000000]) expect(header.formOf(n)).toBe(forms!.formOf(n));
    }
  });

  it("names a file's forms by the category most of their counts take", () => {
    expect(categoriesOfForms(readPluralForms('nplurals=2; plural=(n > 1);')!, 'fr')).toEqual(['one', 'other']);
    const russian =
      'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
    expect(categoriesOfForms(readPluralForms(russian)!, 'ru')).toEqual(['one', 'few', 'many']);
    expect(pluralFormsOf('de-AT')!.header).toBe('nplurals=2; plural=(n == 1 ? 0 : 1);');
    expect(pluralFormsOf('tlh')).toBeNull();
  });
});
