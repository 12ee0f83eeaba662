/**
 * Resource files shaped like a real application's, for the upload benches: an i18next flat JSON (dotted keys by
 * screen and element, plural pairs, `{{name}}` placeholders) and a gettext PO (contexts, references, plural entries,
 * part of it translated). Their English is what such files hold: labels of a word or two that recur everywhere
 * ("Cancel", "Save changes"), messages of a sentence, and help texts of several; some values repeat word for word
 * across screens, most are distinct. Generated from a seed, so every run reads the same files.
 */
import { prng } from '../server/src/test/prng.ts';

const AREAS = `app account admin billing dashboard editor export import inbox notifications onboarding orders
profile projects reports search settings sharing sync team`.split(/\s+/);
const SCREENS = `list detail form dialog toolbar sidebar header footer menu panel wizard table empty banner tooltip
filters summary history preview`.split(/\s+/);
const ELEMENTS = `title subtitle description label placeholder hint button action error success warning confirm
cancel help link tab heading caption status message`.split(/\s+/);

/** Labels, buttons and statuses that recur across the screens of an app, word for word. */
const RECURRING = `Cancel|Save|Save changes|Delete|Edit|Close|Back|Next|Done|Continue|Retry|Loading…|Search|Settings|
Sign out|Are you sure?|Something went wrong. Please try again.|No results found.|Learn more|Show more|Show less|
Copy link|Download|Upload|Yes|No|Apply|Reset|Remove|Add|Name|Email|Password|Date|Status|Actions|Optional|Required|
This field is required.|Changes saved.|You have unsaved changes.|Select all|Clear filters|Today|Yesterday`
  .split('|')
  .map((text) => text.trim());

const NOUNS = `file folder project document report invoice order customer account team member workspace message
comment notification setting password email address payment plan subscription device session key token language
translation glossary term segment export import backup schedule dashboard chart filter view page section list
item record version change history permission role invitation link share template tag label category attachment`.split(
  /\s+/,
);
const VERBS = `save open create delete update export import share download upload select remove restore archive
invite review approve reject send sync refresh rename move copy connect disconnect enable disable change check
confirm cancel edit add assign publish schedule`.split(/\s+/);
const ADJECTIVES = `new current previous selected shared private public recent active inactive pending failed
complete empty default custom automatic manual secure available invalid expired unsaved temporary external
internal primary secondary optional required`.split(/\s+/);
const ADVERBS = `now again later automatically securely permanently quickly carefully already still`.split(/\s+/);
const PLACEHOLDERS = ['{{name}}', '{{count}}', '{{date}}', '{{email}}', '{{project}}', '{{size}}'];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;
/** A frequent item far more often than a rare one (the first items of the list are the frequent ones). */
const pickSkewed = <T>(random: Random, items: readonly T[]) => items[Math.floor(items.length * random() ** 2)]!;

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The verb's past participle (of the regular verbs above, and send). */
const done = (verb: string) =>
  verb === 'send'
    ? 'sent'
    : verb.endsWith('e')
      ? `${verb}d`
      : verb.endsWith('py')
        ? `${verb.slice(0, -1)}ied`
        : `${verb}ed`;

/** One clause of UI English, e.g. "the selected invoice could not be exported to {{email}}". */
function clause(random: Random): string {
  const noun = pickSkewed(random, NOUNS);
  const verb = pickSkewed(random, VERBS);
  const adjective = random() < 0.5 ? `${pickSkewed(random, ADJECTIVES)} ` : '';
  const object = `the ${adjective}${noun}`;
  const tail =
    random() < 0.3 ? ` ${pick(random, ['to', 'from', 'for', 'in', 'with'])} ${pick(random, PLACEHOLDERS)}` : '';
  switch (Math.floor(random() * 6)) {
    case 0:
      return `${object} could not be ${done(verb)}${tail}`;
    case 1:
      return `you can ${verb} ${object}${tail} ${pick(random, ADVERBS)}`;
    case 2:
      return `${verb} ${object}${tail}`;
    case 3:
      return `${object} was ${done(verb)} by {{name}}`;
    case 4:
      return `do you want to ${verb} ${object}${tail}?`;
    default:
      return `this ${noun} is ${pickSkewed(random, ADJECTIVES)} and will be ${done(verb)} ${pick(random, ADVERBS)}`;
  }
}

/** A sentence of one or two clauses, capitalised and ended. */
function sentence(random: Random): string {
  let text = clause(random);
  if (random() < 0.3) text += `${pick(random, [', and', ', but', ' because', ' so', ' when'])} ${clause(random)}`;
  return capitalised(text) + (text.endsWith('?') ? '' : '.');
}

/**
 * The English of one resource: a short label (3 in 10), a message of a sentence (5 in 10) or a help text of
 * several (1.5 in 10); one in six is one of the app's recurring strings or repeats an earlier value.
 */
function value(random: Random, earlier: string[]): string {
  const draw = random();
  if (draw < 0.08) return pickSkewed(random, RECURRING);
  if (draw < 0.16 && earlier.length > 0) return pick(random, earlier);
  let text: string;
  if (draw < 0.38) {
    const label = `${pickSkewed(random, VERBS)} ${random() < 0.5 ? `${pickSkewed(random, ADJECTIVES)} ` : ''}${pickSkewed(random, NOUNS)}`;
    text = capitalised(random() < 0.3 ? pickSkewed(random, NOUNS) : label);
  } else if (draw < 0.86) text = sentence(random);
  else text = Array.from({ length: 2 + Math.floor(random() * 4) }, () => sentence(random)).join(' ');
  if (earlier.length < 5_000 && random() < 0.05) earlier.push(text);
  return text;
}

/** A dotted key as i18next projects write them, unique by its number: `settings.dialog.confirm_1234`. */
function key(random: Random, n: number): string {
  return `${pick(random, AREAS)}.${pick(random, SCREENS)}.${pick(random, ELEMENTS)}_${n}`;
}

const jsonString = (text: string) => JSON.stringify(text);

/**
 * An i18next flat JSON of `keys` keys: about one key in twenty is half of a `_one` / `_other` plural pair with
 * `{{count}}`. Built as lines so that a million keys do not go through one JSON.stringify of an object.
 */
export function i18nextFlatJson(keys: number, seed = 11): string {
  const random = prng(seed);
  const earlier: string[] = [];
  const lines: string[] = [];
  for (let n = 0; lines.length < keys; n++) {
    const name = key(random, n);
    if (random() < 0.05 && lines.length + 2 <= keys) {
      const noun = pickSkewed(random, NOUNS);
      lines.push(`${jsonString(`${name}_one`)}: ${jsonString(`{{count}} ${noun} ${done(pick(random, VERBS))}`)}`);
      lines.push(`${jsonString(`${name}_other`)}: ${jsonString(`{{count}} ${noun}s ${done(pick(random, VERBS))}`)}`);
      continue;
    }
    lines.push(`${jsonString(name)}: ${jsonString(value(random, earlier))}`);
  }
  return `{\n  ${lines.join(',\n  ')}\n}\n`;
}

/**
 * A flat JSON of `keys` short keys whose values are the app's recurring labels, the most frequent far more often:
 * the shape of a user's file that held the embedded database 27 s (300,000 keys in 3.6 MB), where one statement
 * wrote all the segments of one value.
 */
export function shortValuesJson(keys: number, seed = 17): string {
  const random = prng(seed);
  const lines = Array.from({ length: keys }, (_, n) => `"k${n}":${jsonString(pickSkewed(random, RECURRING))}`);
  return `{${lines.join(',')}}\n`;
}

/** German-looking text of the same shape: the placeholders kept, the words changed. */
function pseudoGerman(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => (word.length <= 3 ? word : `${word}en`));
}

const poString = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * A gettext PO (English to German) of `units` entries: a header, a reference comment on each entry, a context on
 * each entry whose English an earlier one has, a plural entry in twenty, and a translation on `translated` of them
 * (the rest empty, as in a file half way through its translation).
 */
export function gettextPo(units: number, { seed = 13, translated = 0.4 } = {}): string {
  const random = prng(seed);
  const earlier: string[] = [];
  const used = new Set<string>();
  const parts = [
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de\\n"\n' +
      '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n',
  ];
  for (let n = 0; n < units; n++) {
    const translatedHere = random() < translated;
    let entry = `#: src/${pick(random, AREAS)}/${pick(random, SCREENS)}.tsx:${1 + Math.floor(random() * 900)}\n`;
    if (random() < 0.05) {
      const noun = pickSkewed(random, NOUNS);
      const where = key(random, n);
      const one = `{{count}} ${noun} selected in ${where}`;
      const other = `{{count}} ${noun}s selected in ${where}`;
      entry += `msgid ${poString(one)}\nmsgid_plural ${poString(other)}\n`;
      entry += `msgstr[0] ${poString(translatedHere ? pseudoGerman(one) : '')}\n`;
      entry += `msgstr[1] ${poString(translatedHere ? pseudoGerman(other) : '')}\n\n`;
    } else {
      // A msgid is unique in a PO unless a context tells its entries apart, as it does for a text said twice.
      const source = value(random, earlier);
      if (used.has(source)) entry += `msgctxt ${poString(key(random, n))}\n`;
      used.add(source);
      entry += `msgid ${poString(source)}\nmsgstr ${poString(translatedHere ? pseudoGerman(source) : '')}\n\n`;
    }
    parts.push(entry);
  }
  return parts.join('');
}
