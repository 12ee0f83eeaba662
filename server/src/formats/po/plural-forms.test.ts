import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  categoriesOfForms,
  cldrPluralFormsOf,
  gettextLanguage,
  parsePluralExpression,
  pluralFormsOf,
  readPluralForms,
} from './plural-forms.ts';

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
      const forms = cldrPluralFormsOf(language);
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
    expect(cldrPluralFormsOf('de-AT')!.header).toBe('nplurals=2; plural=(n == 1 ? 0 : 1);');
    expect(pluralFormsOf('tlh')).toBeNull();
  });

  it("writes gettext's own forms where its table has the language, else CLDR's", () => {
    expect(pluralFormsOf('fr-CA')).toMatchObject({
      header: 'nplurals=2; plural=(n > 1);',
      categories: ['one', 'other'],
    });
    expect(pluralFormsOf('pt-BR')!.header).toBe('nplurals=2; plural=(n > 1);');
    expect(pluralFormsOf('pt-PT')!.header).toBe('nplurals=2; plural=(n != 1);');
    expect(pluralFormsOf('sr-Latn')!.categories).toEqual(['one', 'few', 'other']);
    expect(pluralFormsOf('ar')!.header).toBe(cldrPluralFormsOf('ar')!.header);
  });

  it('names languages as gettext does', () => {
    expect(['de', 'pt-BR', 'sr-Latn', 'uz-Cyrl', 'zh-Hant-TW', 'es-419', 'en_us'].map(gettextLanguage)).toEqual([
      'de',
      'pt_BR',
      'sr@latin',
      'uz@cyrillic',
      'zh_Hant_TW',
      'es_419',
      'en_US',
    ]);
  });

  it.skipIf(!hasMsginit)('agrees with the Plural-Forms msginit writes for every language of its table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-msginit-'));
    try {
      const template = join(dir, 'messages.pot');
      writeFileSync(template, 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n');
      for (const language of MSGINIT_LANGUAGES) {
        const written = execFileSync(
          'msginit',
          ['--no-translator', '--no-wrap', '-l', language, '-i', template, '-o', '-'],
          {
            cwd: dir,
            stdio: ['ignore', 'pipe', 'ignore'],
          },
        ).toString();
        const header = /"Plural-Forms: (.*)\\n"/.exec(written)?.[1];
        expect(pluralFormsOf(language.replace('_', '-'))?.header, language).toBe(header);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const hasMsginit = (() => {
  try {
    execFileSync('msginit', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const MSGINIT_LANGUAGES = [
  'ja',
  'ko',
  'en',
  'de',
  'es',
  'pt',
  'pt_BR',
  'fr',
  'lv',
  'ga',
  'ro',
  'lt',
  'ru',
  'uk',
  'sr',
].concat(['hr', 'cs', 'sk', 'pl', 'sl', 'he', 'tr']);
