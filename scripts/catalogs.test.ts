import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog, localeOf, messagesOf, pseudoLocalize, withoutCasesLikeOther } from './catalogs.ts';
import { keyNumber, MARK_CLOSE, markedIn } from '../cli/src/capture-catalogs.ts';
import { APP_SOURCES, declarationOf, declarationPathOf, englishCatalogsIn } from './catalog-types.ts';

const rootDir = join(import.meta.dirname, '..');
const languages = JSON.parse(
  readFileSync(join(rootDir, 'shared', 'src', 'i18n', 'languages.json'), 'utf8'),
) as string[];

/**
 * Every catalog (`locales/en/<name>.arb` beside an app's or a feature's i18n module) of the shell, the kit, the
 * remotes and the server (its e-mails), as the folder holding one folder per language and the catalog's file name.
 */
const catalogs = englishCatalogsIn([...APP_SOURCES, 'server/src'])
  .map((path) => ({ folder: relative(rootDir, dirname(dirname(path))), file: basename(path) }))
  .sort((a, b) => a.folder.localeCompare(b.folder));

/** What a message's placeholders are called, and which are plurals: what a translation must keep. */
function argumentsOf(tokens: readonly Token[], found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') found.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.add(`${token.arg}:${token.type}`);
      for (const c of token.cases) argumentsOf(c.tokens, found);
    }
  }
  return found;
}

/** The plural messages of a message whose cases miss a category the language has (Arabic: six). */
function missingCategories(tokens: readonly Token[], locale: string): string[] {
  const missing: string[] = [];
  for (const token of tokens) {
    if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') continue;
    if (token.type !== 'select') {
      const rules = new Intl.PluralRules(locale, { type: token.type === 'plural' ? 'cardinal' : 'ordinal' });
      const keys = new Set(token.cases.map((c) => c.key));
      for (const category of rules.resolvedOptions().pluralCategories)
        if (!keys.has(category)) missing.push(`${token.arg} lacks "${category}"`);
    }
    for (const c of token.cases) missing.push(...missingCategories(c.tokens, locale));
  }
  return missing;
}

/** A text's length as the QA check of Tessera counts it: in code points. */
const lengthOf = (text: string) => [...text].length;

/**
 * What a message reads at its longest, placeholders (`{name}`, `#`) left out as the QA check of Tessera leaves out
 * inline codes: the longest case of each plural and select, so every case is within a limit this is within.
 */
function longestReading(tokens: readonly Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'content') text += token.value;
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
      text += token.cases
        .map((c) => longestReading(c.tokens))
        .reduce((longest, reading) => (lengthOf(reading) > lengthOf(longest) ? reading : longest), '');
  }
  return text;
}

/** A message longer than its limit, as a problem; null within it. */
function overLimit(key: string, tokens: readonly Token[], limit: number | undefined): string | null {
  if (limit === undefined) return null;
  const reading = longestReading(tokens);
  const length = lengthOf(reading);
  return length > limit ? `${key}: "${reading}" has ${length} characters, more than its x-maxLength ${limit}` : null;
}

/**
 * The `x-maxLength` of each English message that states one (README, "Translate Tessera"), and the ones that are
 * not a positive whole number, as problems.
 */
function limitsOf(arb: string): { limits: Map<string, number>; problems: string[] } {
  const limits = new Map<string, number>();
  const problems: string[] = [];
  for (const [key, metadata] of Object.entries(JSON.parse(arb) as Record<string, unknown>)) {
    if (!key.startsWith('@') || key.startsWith('@@') || typeof metadata !== 'object' || metadata === null) continue;
    if (!('x-maxLength' in metadata)) continue;
    const limit = metadata['x-maxLength'];
    if (typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0) limits.set(key.slice(1), limit);
    else problems.push(`${key.slice(1)}: x-maxLength ${JSON.stringify(limit)} is not a positive whole number`);
  }
  return { limits, problems };
}

/** What is wrong with a translated catalog against the English one, one line per problem. */
function catalogProblems(
  english: Record<string, string>,
  translated: Record<string, string>,
  locale: string,
  limits: ReadonlyMap<string, number> = new Map(),
) {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in translated)) problems.push(`${key}: missing`);
  for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${key}: not in English`);
  for (const [key, message] of Object.entries(translated)) {
    if (!(key in english)) continue;
    let tokens: Token[];
    try {
      tokens = parse(message, { strict: true, strictPluralKeys: false });
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`);
      continue;
    }
    const wanted = [...argumentsOf(parse(english[key]!, { strict: true }))].sort();
    const found = [...argumentsOf(tokens)].sort();
    if (wanted.join() !== found.join())
      problems.push(`${key}: placeholders ${found.join(', ')} ≠ ${wanted.join(', ')}`);
    for (const missing of missingCategories(tokens, locale)) problems.push(`${key}: ${missing}`);
    const over = overLimit(key, tokens, limits.get(key));
    if (over) problems.push(over);
  }
  return problems;
}

describe('the catalog check', () => {
  const english = { files: '{count, plural, one {# file} other {# files}}', hello: 'Hello {name}' };

  it('passes a complete translation', () => {
    const german = { files: '{count, plural, one {# Datei} other {# Dateien}}', hello: 'Hallo {name}' };
    expect(catalogProblems(english, german, 'de')).toEqual([]);
  });

  it('finds a missing message, an extra one, a broken one, changed placeholders and missing plural categories', () => {
    const wrong = { files: '{count, plural, one {# ملف} other {# ملفات}}', bye: 'x', hello: 'Hallo {nom}' };
    expect(catalogProblems(english, wrong, 'ar')).toEqual([
      'bye: not in English',
      'files: count lacks "zero"',
      'files: count lacks "two"',
      'files: count lacks "few"',
      'files: count lacks "many"',
      'hello: placeholders nom ≠ name',
    ]);
    expect(catalogProblems(english, { files: '{count, plural, one {x}', hello: 'Hallo {name}' }, 'de')).toEqual([
      expect.stringMatching(/^files: /),
    ]);
    expect(catalogProblems(english, { hello: 'Hallo {name}' }, 'de')).toEqual(['files: missing']);
  });

  it('finds a translation longer than its x-maxLength in any plural or select case, placeholders not counted', () => {
    const messages = { ...english, greeting: '{tone, select, formal {Good day, {name}} other {Hi {name}}}' };
    const limits = new Map([
      ['files', 9],
      ['hello', 6],
      ['greeting', 12],
    ]);
    const fitting = {
      files: '{count, plural, one {# Datei} other {# Dateien}}',
      hello: 'Hallo {name}',
      greeting: '{tone, select, formal {Guten Tag, {name}} other {Hallo {name}}}',
    };
    expect(catalogProblems(messages, fitting, 'de', limits)).toEqual([]);
    const long = {
      files: '{count, plural, one {# Datei} other {# Dateien insgesamt}}',
      hello: 'Guten Tag, {name}',
      greeting: '{tone, select, formal {Sehr geehrte(r) {name}} other {Hallo {name}}}',
    };
    expect(catalogProblems(messages, long, 'de', limits)).toEqual([
      'files: " Dateien insgesamt" has 18 characters, more than its x-maxLength 9',
      'hello: "Guten Tag, " has 11 characters, more than its x-maxLength 6',
      'greeting: "Sehr geehrte(r) " has 16 characters, more than its x-maxLength 12',
    ]);
    // Code points, as Tessera counts them: an emoji is one character.
    expect(catalogProblems({ hi: 'Hi' }, { hi: '👋👋' }, 'de', new Map([['hi', 2]]))).toEqual([]);
  });

  it('reads the limits of the English catalog, and names a malformed x-maxLength', () => {
    const arb = JSON.stringify({
      '@@locale': 'en',
      save: 'Save',
      '@save': { description: 'Button', 'x-maxLength': 12 },
      open: 'Open',
      '@open': { description: 'Button' },
      ...Object.fromEntries(
        [0, -1, 2.5, '12', null].map((limit, i) => [`@bad${i}`, { description: 'Button', 'x-maxLength': limit }]),
      ),
    });
    expect(limitsOf(arb)).toEqual({
      limits: new Map([['save', 12]]),
      problems: [
        'bad0: x-maxLength 0 is not a positive whole number',
        'bad1: x-maxLength -1 is not a positive whole number',
        'bad2: x-maxLength 2.5 is not a positive whole number',
        'bad3: x-maxLength "12" is not a positive whole number',
        'bad4: x-maxLength null is not a positive whole number',
      ],
    });
  });
});

it('are found, each named uniquely (a document of a project is named after its file)', () => {
  expect(catalogs).toContainEqual({ folder: join('shell', 'src', 'locales'), file: 'shell.arb' });
  expect(catalogs).toContainEqual({ folder: join('server', 'src', 'assignments', 'locales'), file: 'mail.arb' });
  const names = catalogs.map((catalog) => catalog.file);
  expect(new Set(names).size).toBe(names.length);
});

describe.each(catalogs)('the catalog $folder/*/$file', ({ folder, file: name }) => {
  const read = (language: string) => readFileSync(join(rootDir, folder, language, name), 'utf8');
  const english = messagesOf(read('en'), 'en.arb');
  const { limits, problems: limitProblems } = limitsOf(read('en'));

  it('describe every English message for its translators', () => {
    const arb = JSON.parse(read('en')) as Record<string, { description?: string } | string>;
    const undescribed = Object.keys(english).filter((key) => {
      const metadata = arb[`@${key}`];
      return typeof metadata !== 'object' || !metadata.description?.trim();
    });
    expect(undescribed).toEqual([]);
  });

  it('state well-formed length limits the English messages keep to, placeholders not counted', () => {
    expect(limitProblems).toEqual([]);
    for (const key of limits.keys())
      expect(english, `x-maxLength of "${key}", which is no message`).toHaveProperty([key]);
    const over = Object.entries(english).map(([key, message]) =>
      overLimit(key, parse(message, { strict: true }), limits.get(key)),
    );
    expect(over.filter((problem) => problem !== null)).toEqual([]);
  });

  it.runIf(!folder.startsWith('server'))('are declared for TypeScript as scripts/catalog-types.ts writes them', () => {
    const catalog = join(rootDir, folder, 'en', name);
    expect(readFileSync(declarationPathOf(catalog), 'utf8')).toBe(declarationOf(read('en'), catalog));
  });

  it.each(languages.filter((language) => language !== 'en'))(
    'hold every message in %s, well formed, within its length limit (placeholders not counted)',
    (language) => {
      const file = `${language}/${name}`;
      expect(existsSync(join(rootDir, folder, file)), `${folder}/${file}`).toBe(true);
      expect(localeOf(read(language), file)).toBe(language);
      expect(catalogProblems(english, messagesOf(read(language), file), language, limits)).toEqual([]);
      // What the build does with it.
      expect(() => compileCatalog(read(language), file)).not.toThrow();
    },
  );
});

describe('a compiled message', () => {
  it('leaves out the cases that say what its other case says, at any depth, and keeps every other case', () => {
    expect(
      withoutCasesLikeOther('{kind, select, glossary {Saved {name}} tm {Saved {name}} other {Saved {name}}}'),
    ).toBe('{kind, select,  other {Saved {name}}}');
    expect(withoutCasesLikeOther('{kind, select, glossary {Glossar} tm {Speicher} other {Speicher}}')).toBe(
      '{kind, select, glossary {Glossar} other {Speicher}}',
    );
    expect(
      withoutCasesLikeOther('{kind, select, tm {{n, plural, one {# Einheit} other {# Einheit}}} other {{n} Einträge}}'),
    ).toBe('{kind, select, tm {{n, plural,  other {# Einheit}}} other {{n} Einträge}}');
    // A case after `other` is kept: the parser does not say where it ends.
    expect(withoutCasesLikeOther('{kind, select, other {A} tm {A}}')).toBe('{kind, select, other {A} tm {A}}');
  });

  it('says the same without them', () => {
    const source = compileCatalog(
      '{"@@locale": "en", "saved": "{kind, select, glossary {Saved} tm {Saved} other {Saved}}"}',
      'en.arb',
      '?message=saved',
    );
    expect(source).not.toContain('glossary');
    expect(source).toContain('"Saved"');
  });
});

describe('an English catalog', () => {
  const arb = JSON.stringify({
    '@@locale': 'en',
    save: 'Save',
    files: '{count, plural, one {# file} other {# files}}',
  });

  it('exports each message from a module of its own, which the bundler follows only for the messages code names', () => {
    expect(compileCatalog(arb, '/app/locales/en/kit.arb').split('\n')).toEqual([
      'export { default as "save" } from "./kit.arb?message=save";',
      'export { default as "files" } from "./kit.arb?message=files";',
    ]);
  });

  it("makes a message's module its key and its English", () => {
    const source = compileCatalog(arb, '/app/locales/en/kit.arb', '?message=files');
    expect(source).toContain('files: (d) => plural(d.count');
    expect(source).not.toContain('save');
    // The plural rules, which every message with a plural needs, are one module of the catalog's.
    expect(source).toContain('import { en } from "./kit.arb?plural-rules";');
    expect(source).not.toContain('Intl.PluralRules');
    expect(compileCatalog(arb, '/app/locales/en/kit.arb', '?plural-rules')).toContain('new Intl.PluralRules("en"');
    expect(() => compileCatalog(arb, '/app/locales/en/kit.arb', '?message=open')).toThrow('no message "open"');
  });

  it('loads its translations from the language folders beside it, the pseudo-locale and the key-revealing one', () => {
    const locales = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      for (const [language, file] of [
        ['en', 'kit.arb'],
        ['de', 'kit.arb'],
        ['fr', 'kit.arb'],
        ['ja', 'other.arb'],
      ]) {
        mkdirSync(join(locales, language!), { recursive: true });
        writeFileSync(join(locales, language!, file!), '{}');
      }
      expect(compileCatalog('{}', join(locales, 'en', 'kit.arb'), '?translations')).toBe(
        'export default { "de": () => import("../de/kit.arb"), "fr": () => import("../fr/kit.arb"), ' +
          '"en-XA": () => import(/* webpackChunkName: "en-XA" */ "./kit.arb?pseudo"), ' +
          '"en-XR": () => import(/* webpackChunkName: "en-XR" */ "./kit.arb?revealing") };',
      );
    } finally {
      rmSync(locales, { recursive: true });
    }
  });
});

describe('the pseudo-locale', () => {
  it('accents, lengthens and brackets the text, leaving placeholders and plural structure as they are', () => {
    expect(pseudoLocalize('Save document')).toBe('[Šàṽé ðöçûɱéñţ one two]');
    expect(pseudoLocalize('{count, plural, one {# segment} other {# segments}}')).toBe(
      '[{count, plural, one {# šéĝɱéñţ} other {# šéĝɱéñţš}} one]',
    );
    expect(pseudoLocalize("Don't '{'quote'}' {name}")).toBe("[Ðöñ''ţ '{'ǫûöţé'}' {name} one two]");
    expect(pseudoLocalize('Saved {when, date, short}')).toBe('[Šàṽéð {when, date, short} one]');
  });

  it('compiles from the English catalog', () => {
    const source = compileCatalog(
      '{"hello": "Hello {name}", "@hello": {"description": "A greeting"}}',
      'en.arb',
      '?pseudo',
    );
    expect(source).toContain('"[Ĥéļļö " + d.name + " one]"');
  });
});

describe('the key-revealing language', () => {
  it("compiles from the English catalog, each message's words between the marks of its key that the capture reads", () => {
    const source = compileCatalog(
      '{"hello": "Hello {name}", "@hello": {}, "files": "{n, plural, one {# file} other {# files}}"}',
      'en.arb',
      '?revealing',
    );
    expect(markedIn(source).sort()).toEqual([keyNumber('hello'), keyNumber('files')].sort());
    expect(source).toContain(`Hello " + d.name + "${MARK_CLOSE}`);
    // A plural's cases stay as they are, the marks around the whole message.
    expect(source).toContain(`+ " files" }) + "${MARK_CLOSE}"`);
  });
});

describe("the pager's buttons", () => {
  // Their visible text is a sign and a word ("‹ Previous"), their accessible name a phrase ("Previous page"): a
  // name that does not hold the visible word fails axe's label-content-name-mismatch, and a person who speaks the
  // button's word to a voice control cannot press it.
  it.each(languages)('in %s are named with the words they show', (language) => {
    const kit = JSON.parse(readFileSync(join(rootDir, 'shared', 'src', 'locales', language, 'kit.arb'), 'utf8'));
    for (const button of ['paginationPrevious', 'paginationNext']) {
      // As axe compares them: without case.
      const shown = (kit[button] as string).replace(/[‹›]/g, '').trim().toLocaleLowerCase(language);
      expect((kit[`${button}Label`] as string).toLocaleLowerCase(language), `${language} ${button}`).toContain(shown);
    }
  });
});
