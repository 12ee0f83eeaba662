import { createRequire } from 'node:module';
import { PLURAL_CATEGORIES, type PluralCategory } from '../plural-categories.ts';

/**
 * gettext's `Plural-Forms`: how many forms a plural entry has in a language and which form a count takes. Read
 * from a file's header (a C expression of `n`, evaluated by a small parser: no `eval`), and written for a target
 * language from CLDR's plural rules (`cldr-core`), as gettext's own `msginit` does: one form per CLDR category
 * that integers take, in CLDR's order, the last one the `else`.
 */

export interface PluralForms {
  nplurals: number;
  /** The form a count takes, 0 to nplurals - 1. */
  formOf(n: number): number;
}

export interface TargetPluralForms extends PluralForms {
  /** The header's value: `nplurals=3; plural=(…);`. */
  header: string;
  /** Each form's CLDR category, by form. */
  categories: PluralCategory[];
}

type Expression = (n: number) => number;

const BINARY: Record<string, { precedence: number; apply: (a: number, b: number) => number }> = {
  '||': { precedence: 1, apply: (a, b) => Number(a !== 0 || b !== 0) },
  '&&': { precedence: 2, apply: (a, b) => Number(a !== 0 && b !== 0) },
  '==': { precedence: 3, apply: (a, b) => Number(a === b) },
  '!=': { precedence: 3, apply: (a, b) => Number(a !== b) },
  '<': { precedence: 4, apply: (a, b) => Number(a < b) },
  '>': { precedence: 4, apply: (a, b) => Number(a > b) },
  '<=': { precedence: 4, apply: (a, b) => Number(a <= b) },
  '>=': { precedence: 4, apply: (a, b) => Number(a >= b) },
  '+': { precedence: 5, apply: (a, b) => a + b },
  '-': { precedence: 5, apply: (a, b) => a - b },
  '*': { precedence: 6, apply: (a, b) => a * b },
  '/': { precedence: 6, apply: (a, b) => (b === 0 ? NaN : Math.trunc(a / b)) },
  '%': { precedence: 6, apply: (a, b) => (b === 0 ? NaN : a % b) },
};

const TOKEN = /\s*(\d+|n|\|\||&&|==|!=|<=|>=|[<>+\-*/%!?:()])/y;

/** The C expression of a `plural=` as a function of n, or null when it is not one. */
export function parsePluralExpression(source: string): Expression | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const match = TOKEN.exec(source);
    if (!match) return source.slice(TOKEN.lastIndex).trim() === '' ? expressionOf(tokens) : null;
    tokens.push(match[1]!);
  }
  return expressionOf(tokens);
}

function expressionOf(tokens: string[]): Expression | null {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError('not a plural expression');
  };
  const primary = (): Expression => {
    const token = tokens[at++] ?? fail();
    if (token === 'n') return (n) => n;
    if (/^\d+$/.test(token)) return () => Number(token);
    if (token === '!') {
      const operand = primary();
      return (n) => Number(operand(n) === 0);
    }
    if (token === '(') {
      const inner = conditional();
      if (tokens[at++] !== ')') fail();
      return inner;
    }
    return fail();
  };
  const binary = (minimum: number): Expression => {
    let left = primary();
    for (let operator = BINARY[tokens[at] ?? '']; operator && operator.precedence >= minimum;) {
      at++;
      const right = binary(operator.precedence + 1);
      const [l, apply] = [left, operator.apply];
      left = (n) => apply(l(n), right(n));
      operator = BINARY[tokens[at] ?? ''];
    }
    return left;
  };
  const conditional = (): Expression => {
    const test = binary(1);
    if (tokens[at] !== '?') return test;
    at++;
    const then = conditional();
    if (tokens[at++] !== ':') fail();
    const otherwise = conditional();
    return (n) => (test(n) !== 0 ? then(n) : otherwise(n));
  };
  try {
    const expression = conditional();
    return at === tokens.length ? expression : null;
  } catch {
    return null;
  }
}

/** A header's `Plural-Forms` value read, or null for a template's placeholder or anything unreadable. */
export function readPluralForms(value: string | undefined): PluralForms | null {
  const match = /nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?);?\s*$/.exec(value ?? '');
  if (!match) return null;
  const nplurals = Number(match[1]);
  const expression = parsePluralExpression(match[2]!);
  if (!expression || nplurals < 1) return null;
  return { nplurals, formOf: (n) => Math.min(Math.max(expression(n), 0), nplurals - 1) };
}

/** Counts that show every form of every language's rules: 0–200, and the millions French and others single out. */
const SAMPLE_COUNTS = [...Array.from({ length: 201 }, (_, n) => n), 1000, 1001, 1000000, 2000000];

/**
 * The CLDR category of each form of `forms` in `language`: the one most counts taking that form have (French's
 * second form of `plural=(n > 1)` is `other`, its `many` being only the millions), null for a form no count takes.
 */
export function categoriesOfForms(forms: PluralForms, language: string): (PluralCategory | null)[] {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(language);
  } catch {
    return Array.from({ length: forms.nplurals }, () => null);
  }
  const counts = Array.from({ length: forms.nplurals }, () => new Map<PluralCategory, number>());
  for (const n of SAMPLE_COUNTS) {
    const seen = counts[forms.formOf(n)]!;
    const category = rules.select(n) as PluralCategory;
    seen.set(category, (seen.get(category) ?? 0) + 1);
  }
  return counts.map((seen) => [...seen].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null);
}

interface CldrPlurals {
  supplemental: { 'plurals-type-cardinal': Record<string, Record<string, string>> };
}

let cldrRules: CldrPlurals['supplemental']['plurals-type-cardinal'] | undefined;

/** CLDR's cardinal rules of a language (its own tag, else its base language's), or null for one CLDR lacks. */
function cldrRulesOf(language: string): Record<string, string> | null {
  cldrRules ??= (createRequire(import.meta.url)('cldr-core/supplemental/plurals.json') as CldrPlurals).supplemental[
    'plurals-type-cardinal'
  ];
  const tags = [language, language.split('-')[0]!].map((tag) => tag.replace(/_/g, '-'));
  for (const tag of tags) {
    const found = Object.keys(cldrRules).find((key) => key.toLowerCase() === tag.toLowerCase());
    if (found) return cldrRules[found]!;
  }
  return null;
}

/** A condition written in C, or the constant it is for integers. */
type Condition = string | boolean;

/** CLDR's operands for an integer n: n and i are n, the fraction and exponent operands 0. */
const operandOf = (operand: string): string | number => (operand === 'n' || operand === 'i' ? 'n' : 0);

function relation(text: string): Condition {
  const match = /^([niftvwce])\s*(?:%\s*(\d+))?\s*(!=|=)\s*([\d.,\s]+)$/.exec(text.trim());
  if (!match) throw new Error(`Unreadable CLDR plural relation: ${text}`);
  const [, operand, modulus, operator, list] = match;
  const value = operandOf(operand!);
  if (typeof value === 'number') {
    const number = modulus ? value % Number(modulus) : value;
    const inList = list!.split(',').some((item) => {
      const [from, to = from] = item.trim().split('..').map(Number);
      return number >= from! && number <= to!;
    });
    return operator === '=' ? inList : !inList;
  }
  const expression = modulus ? `n % ${modulus}` : 'n';
  if (operator === '!=' && /^\s*\d+\s*$/.test(list!)) return `${expression} != ${list!.trim()}`;
  const alternatives = list!.split(',').map((item) => {
    const [from, to] = item.trim().split('..');
    return to === undefined ? `${expression} == ${from}` : `(${expression} >= ${from} && ${expression} <= ${to})`;
  });
  const anyOf = alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' || ')})`;
  return operator === '=' ? anyOf : `!${anyOf.startsWith('(') ? anyOf : `(${anyOf})`}`;
}

function combine(conditions: Condition[], operator: '&&' | '||'): Condition {
  const decisive = operator === '&&' ? false : true;
  if (conditions.includes(decisive)) return decisive;
  const open = conditions.filter((c): c is string => typeof c === 'string');
  if (open.length === 0) return !decisive;
  return open.length === 1 ? open[0]! : `(${open.join(` ${operator} `)})`;
}

/** A CLDR rule (`v = 0 and i % 10 = 1 or …  @integer …`) as a C condition on an integer n. */
function conditionOf(rule: string): Condition {
  const [condition = ''] = rule.split('@');
  if (condition.trim() === '') return true;
  return combine(
    condition.split(/\bor\b/).map((part) => combine(part.split(/\band\b/).map(relation), '&&')),
    '||',
  );
}

const ONE_FORM = 'nplurals=1; plural=0;';
const ONE_AND_OTHERS = 'nplurals=2; plural=(n != 1);';
const ZERO_AND_ONE_ARE_SINGULAR = 'nplurals=2; plural=(n > 1);';
const EAST_SLAVIC =
  'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
const CZECH = 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;';

/**
 * The `Plural-Forms` GNU gettext's own table gives (`msginit` writes these, and the gettext manual lists them):
 * PO files in the wild carry them, and translators' tools expect them, even where CLDR counts another form
 * (French's millions are `many` in CLDR; gettext has two forms, `plural=(n > 1)`). Keyed as gettext names
 * languages, region after an underscore.
 */
const GETTEXT_PLURAL_FORMS: Record<string, string> = {
  ja: ONE_FORM,
  vi: ONE_FORM,
  ko: ONE_FORM,
  ...Object.fromEntries(
    ['en', 'de', 'nl', 'sv', 'da', 'no', 'nb', 'nn', 'fo', 'es', 'pt', 'it', 'bg', 'el', 'fi', 'et', 'he', 'eo']
      .concat(['hu', 'tr'])
      .map((code) => [code, ONE_AND_OTHERS]),
  ),
  pt_BR: ZERO_AND_ONE_ARE_SINGULAR,
  fr: ZERO_AND_ONE_ARE_SINGULAR,
  lv: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);',
  ga: 'nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;',
  ro: 'nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;',
  lt: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);',
  ru: EAST_SLAVIC,
  uk: EAST_SLAVIC,
  be: EAST_SLAVIC,
  sr: EAST_SLAVIC,
  hr: EAST_SLAVIC,
  cs: CZECH,
  sk: CZECH,
  pl: 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  sl: 'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);',
};

/** A BCP 47 tag as gettext names the language: `pt-BR` → `pt_BR`, `sr-Latn` → `sr@latin`, `de` as it is. */
export function gettextLanguage(tag: string): string {
  const [language = tag, ...rest] = tag.split(/[-_]/);
  const script = rest.find((part) => part.length === 4);
  const region = rest.find((part) => part.length === 2 || /^\d{3}$/.test(part));
  const modifier = script ? GETTEXT_SCRIPT_MODIFIERS[script.toLowerCase()] : undefined;
  const kept = script && !modifier ? `_${script[0]!.toUpperCase()}${script.slice(1).toLowerCase()}` : '';
  return `${language.toLowerCase()}${kept}${region ? `_${region.toUpperCase()}` : ''}${modifier ? `@${modifier}` : ''}`;
}

/** Scripts gettext writes as a locale modifier (`sr@latin`, `uz@cyrillic`); others stay in the name (`zh_Hant`). */
const GETTEXT_SCRIPT_MODIFIERS: Record<string, string> = { latn: 'latin', cyrl: 'cyrillic' };

/**
 * The `Plural-Forms` a PO for a language carries: gettext's own where its table has the language (as `msginit`
 * writes it), else one written from CLDR's rules; null for a language neither knows.
 */
export function pluralFormsOf(language: string): TargetPluralForms | null {
  const named = gettextLanguage(language);
  const header = GETTEXT_PLURAL_FORMS[named.split('@')[0]!] ?? GETTEXT_PLURAL_FORMS[named.split(/[_@]/)[0]!];
  const forms = header ? readPluralForms(header) : null;
  if (!forms) return cldrPluralFormsOf(language);
  const categories = categoriesOfForms(forms, language);
  if (categories.some((category) => category === null)) return cldrPluralFormsOf(language);
  return { ...forms, header, categories: categories as PluralCategory[] };
}

/** The `Plural-Forms` written from CLDR's rules for a language, as `msginit` does for one outside its table. */
export function cldrPluralFormsOf(language: string): TargetPluralForms | null {
  const rules = cldrRulesOf(language);
  if (!rules) return null;
  const integerRules = PLURAL_CATEGORIES.flatMap((category) => {
    const rule = rules[`pluralRule-count-${category}`];
    return rule?.includes('@integer') ? [{ category, rule }] : [];
  });
  const categories = integerRules.map((r) => r.category);
  const conditions = integerRules.slice(0, -1).map((r) => conditionOf(r.rule));
  const plural = conditions.reduceRight<string>(
    (otherwise, condition, form) =>
      `${typeof condition === 'string' ? condition : Number(condition)} ? ${form} : ${otherwise}`,
    String(categories.length - 1),
  );
  const expression = parsePluralExpression(plural)!;
  return {
    nplurals: categories.length,
    formOf: (n) => expression(n),
    header: `nplurals=${categories.length}; plural=${categories.length === 1 ? '0' : `(${plural})`};`,
    categories,
  };
}
