/**
 * The apps' message catalogs: ARB files (`locales/<language>/<catalog>.arb`, JSON of ICU MessageFormat messages with
 * `@key` descriptions, a format Tessera itself translates) compiled at build time by messageformat into an ES module
 * of one function per message. The page then needs no ICU parser and never calls `new Function` (the
 * Content-Security-Policy forbids it). The rspack loader and the test runner's plugin both call `compileCatalog`.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { markKey } from '../cli/src/capture-catalogs.ts';

// Both are CommonJS modules whose `module.exports` is the class or function their typings call the default export.
const require = createRequire(import.meta.url);
type MessageFormatClass = (typeof import('@messageformat/core'))['default'];
type PluralFunction = import('@messageformat/core').PluralFunction;
type PluralCategory = NonNullable<PluralFunction['cardinals']>[number];
const MessageFormat = require('@messageformat/core') as MessageFormatClass;
const compileModule = require('@messageformat/core/compile-module') as (
  messageformat: InstanceType<MessageFormatClass>,
  messages: Record<string, string>,
) => string;

/** The pseudo-locale (the code Android and Chromium use for it): English, accented, longer and bracketed. */
export const PSEUDO_LOCALE = 'en-XA';

/** The import query that asks for the pseudo-locale's catalog, made from the English one. */
export const PSEUDO_QUERY = '?pseudo';

/**
 * The key-revealing language (tessera-screenshots.yml's `revealing`): English, each message marked with its key in
 * the invisible characters `tessera screenshots capture` finds (cli/src/capture-catalogs.ts), so that Tessera's own
 * screens are captured without writing its catalogs or building it again. A developer's language, never offered.
 */
export const REVEALING_LOCALE = 'en-XR';

/** The import query that asks for the key-revealing language's catalog, made from the English one. */
export const REVEALING_QUERY = '?revealing';

/** A catalog's messages by key: every string member whose key does not start with `@` (ARB's metadata). */
export function messagesOf(arb: string, file: string): Record<string, string> {
  const parsed: unknown = JSON.parse(arb);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} holds no ARB object`);
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key.startsWith('@')) continue;
    if (typeof value !== 'string') throw new Error(`${file}: message "${key}" is not a string`);
    messages[key] = value;
  }
  return messages;
}

/** The language a catalog is written in: its `@@locale`, else its folder's name (`locales/de/shell.arb`). */
export function localeOf(arb: string, file: string): string {
  const declared = (JSON.parse(arb) as Record<string, unknown>)['@@locale'];
  return typeof declared === 'string' ? declared.replace(/_/g, '-') : basename(dirname(file));
}

/** The import query of one English message's own module (`kit.arb?message=retry`). */
export const MESSAGE_QUERY = '?message=';

/** The import query of a catalog's loaders of its other languages (`kit.arb?translations`). */
export const TRANSLATIONS_QUERY = '?translations';

/** The import query of the English plural rules, which a catalog's English messages with a plural share. */
export const PLURAL_RULES_QUERY = '?plural-rules';

/** The language the apps are written in: its catalogs are the messages' source. */
const SOURCE_LOCALE = 'en';

/**
 * The ES module an import of a catalog gets:
 * - the English catalog (`locales/en/kit.arb`): one named export per message, each re-exported from the message's
 *   own module, so that a page's chunks carry the English messages their code uses and no others;
 * - one English message (`?message=<key>`): `{ <key>: compiled function }`, what the apps' `t()` takes;
 * - the English plural rules (`?plural-rules`), for the catalog's messages that have a plural to import;
 * - a catalog's other languages (`?translations`): a loader per language folder beside the English one, and for
 *   the pseudo-locale and the key-revealing language;
 * - any other language, the pseudo-locale (`?pseudo`) or the key-revealing language (`?revealing`): the whole
 *   catalog, keyed by message.
 * A message that does not parse fails the build, naming it.
 */
export function compileCatalog(arb: string, file: string, query = ''): string {
  if (query === TRANSLATIONS_QUERY) return translationLoaders(file);
  if (query === PLURAL_RULES_QUERY) return `export const ${SOURCE_LOCALE} = ${String(pluralRulesOf(SOURCE_LOCALE))};`;
  const messages = messagesOf(arb, file);
  if (query.startsWith(MESSAGE_QUERY)) {
    const key = decodeURIComponent(query.slice(MESSAGE_QUERY.length));
    if (!Object.hasOwn(messages, key)) throw new Error(`${file}: no message "${key}"`);
    const pluralRules = Object.assign(pluralRulesOf(SOURCE_LOCALE), {
      module: `./${basename(file)}${PLURAL_RULES_QUERY}`,
    });
    return compileMessages({ [key]: messages[key]! }, pluralRules, file + query);
  }
  if (query.startsWith(PSEUDO_QUERY))
    return compileMessages(mapValues(messages, pseudoLocalize), pluralRulesOf(SOURCE_LOCALE), file + query);
  if (query.startsWith(REVEALING_QUERY)) {
    const marked = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, markKey(key, message)]));
    return compileMessages(marked, pluralRulesOf(SOURCE_LOCALE), file + query);
  }
  const locale = localeOf(arb, file);
  if (locale === SOURCE_LOCALE) return englishMessages(messages, file);
  return compileMessages(messages, pluralRulesOf(locale), file + query);
}

/** Messages as a module, in a language whose plural rules are inlined, or imported from their `module`. */
function compileMessages(messages: Record<string, string>, pluralRules: PluralFunction, name: string): string {
  try {
    return compileModule(new MessageFormat(pluralRules, { strict: true }), mapValues(messages, withoutCasesLikeOther));
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

/** The English catalog: re-exports of its messages' modules, which the bundler follows to the messages a chunk names. */
function englishMessages(messages: Record<string, string>, file: string): string {
  const from = (key: string) => JSON.stringify(`./${basename(file)}${MESSAGE_QUERY}${encodeURIComponent(key)}`);
  return Object.keys(messages)
    .map((key) => `export { default as ${JSON.stringify(key)} } from ${from(key)};`)
    .join('\n');
}

/** The folder holding a catalog's language folders (`…/locales` for `…/locales/en/kit.arb`). */
export const languagesFolderOf = (file: string) => dirname(dirname(file));

/** The languages a catalog is translated into: the folders beside its English one that hold a file of its name. */
export function translationsOf(file: string): string[] {
  const name = basename(file);
  return readdirSync(languagesFolderOf(file), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SOURCE_LOCALE)
    .map((entry) => entry.name)
    .filter((language) => readdirSync(join(languagesFolderOf(file), language)).includes(name))
    .sort();
}

function translationLoaders(file: string): string {
  const name = basename(file);
  const loaders = translationsOf(file).map(
    (language) => `${JSON.stringify(language)}: () => import(${JSON.stringify(`../${language}/${name}`)})`,
  );
  // Each of the two is one chunk of the app's catalogs (named by its code), not one per catalog: every chunk adds
  // its name and hash to the chunk map every page of the app loads.
  for (const [locale, query] of [
    [PSEUDO_LOCALE, PSEUDO_QUERY],
    [REVEALING_LOCALE, REVEALING_QUERY],
  ])
    loaders.push(
      `${JSON.stringify(locale)}: () => import(/* webpackChunkName: ${JSON.stringify(locale)} */ ${JSON.stringify(`./${name}${query}`)})`,
    );
  return `export default { ${loaders.join(', ')} };`;
}

/** Tokens as what they say, without where they stand in their message. */
const said = (tokens: readonly Token[]) =>
  JSON.stringify(tokens, (key, value: unknown) => (key === 'ctx' ? undefined : value));

/**
 * A message without the cases of its selects and plurals that say just what their `other` says: it answers the
 * same (a value with no case of its own takes `other`) from less code. A catalog may list such cases in English, so
 * that a language whose words agree with each one (a noun's gender) writes each its own sentence.
 */
export function withoutCasesLikeOther(message: string): string {
  const cuts: { start: number; end: number }[] = [];
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'select' && token.type !== 'plural' && token.type !== 'selectordinal') continue;
      const other = token.cases.find((c) => c.key === 'other');
      token.cases.forEach((c, index) => {
        // A case runs from its key to the next case's (the last one's end is not in the parser's tokens).
        const next = token.cases[index + 1];
        if (other && c !== other && next && said(c.tokens) === said(other.tokens))
          cuts.push({ start: c.ctx.offset, end: next.ctx.offset });
        else visit(c.tokens);
      });
    }
  };
  visit(parse(message, { strict: true }));
  return cuts.reduceRight((text, { start, end }) => text.slice(0, start) + text.slice(end), message);
}

/**
 * A language's plural rules as the page's own `Intl.PluralRules` know them, for messageformat to inline into the
 * compiled catalog (or import, given a `module`): its default imports make-plural's rules of every language
 * (kilobytes in each app's bundle).
 */
function pluralRulesOf(locale: string): PluralFunction {
  const select = new Function(
    'value',
    'ordinal',
    `return new Intl.PluralRules(${JSON.stringify(locale)}, { type: ordinal ? 'ordinal' : 'cardinal' }).select(Number(value));`,
  ) as PluralFunction;
  const categories = (type: Intl.PluralRuleType) =>
    new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories as PluralCategory[];
  return Object.assign(Object.defineProperty(select, 'name', { value: locale }), {
    cardinals: categories('cardinal'),
    ordinals: categories('ordinal'),
  });
}

const mapValues = (messages: Record<string, string>, change: (message: string) => string) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, change(message)]));

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

/** Filler words that lengthen a text by about a third, as German or French often do. */
const FILLER = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A literal piece of text, accented, as ICU writes it (apostrophes doubled, braces quoted). */
function accent(text: string, inPlural: boolean): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const special = inPlural ? /[{}#]/g : /[{}]/g;
  return accented.replace(/'/g, "''").replace(special, (char) => `'${char}'`);
}

/** The length of a message's literal text (what a reader sees, apart from the placeholders' values). */
function literalLength(tokens: readonly Token[]): number {
  let length = 0;
  for (const token of tokens) {
    if (token.type === 'content') length += token.value.length;
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
      length += Math.max(0, ...token.cases.map((c) => literalLength(c.tokens)));
  }
  return length;
}

function written(tokens: readonly Token[], inPlural: boolean): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return accent(token.value, inPlural);
        case 'argument':
          return `{${token.arg}}`;
        case 'octothorpe':
          return '#';
        case 'function':
          return `{${token.arg}, ${token.key}${
            token.param
              ? `, ${token.param
                  .map((p) => (p.type === 'content' ? p.value : written([p], false)))
                  .join('')
                  .trim()}`
              : ''
          }}`;
        default: {
          const offset = token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const cases = token.cases.map((c) => `${c.key} {${written(c.tokens, token.type !== 'select')}}`).join(' ');
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join('');
}

/**
 * An English message pseudo-localised: letters accented, the text about a third longer and in brackets, so that a
 * browser test sees at once a text that bypassed the catalogs (plain English) or a box too small for a longer
 * language (the closing bracket cut off). Placeholders, plural and select structure stay as they are.
 */
export function pseudoLocalize(message: string): string {
  const tokens = parse(message, { strict: true });
  const extra = Math.ceil(literalLength(tokens) / 3);
  const filler: string[] = [];
  for (let i = 0; filler.join(' ').length < extra; i++) filler.push(FILLER[i % FILLER.length]!);
  return `[${written(tokens, false)}${filler.length > 0 ? ` ${filler.join(' ')}` : ''}]`;
}
