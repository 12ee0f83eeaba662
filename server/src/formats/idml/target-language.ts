import type { TargetLanguage } from '../office/target-language.ts';
import { withAttributes, writtenAttribute } from '../office/start-tag.ts';
import { readXmlTree, type XmlElement } from '../xml-tree.ts';

/**
 * A translated InDesign story told its language: every paragraph range (`ParagraphStyleRange`) and character
 * range (`CharacterStyleRange`) of a story holding a translation that names a language (`AppliedLanguage`) names
 * the target's, so that InDesign hyphenates and checks spelling by it; a range naming none inherits it from its
 * style and is left so, as is one set to `[No Language]` (text kept out of hyphenation and spelling on purpose).
 * For a right-to-left target every paragraph range of the story is right-to-left (`ParagraphDirection`); for a
 * left-to-right one, a paragraph range set right-to-left (a story translated from Arabic or Hebrew) becomes left to
 * right. A character range that sets its own direction (`CharacterDirection`, InDesign's Middle Eastern features)
 * takes the target's, as its text is now the target's; one left to its paragraph's (`DefaultDirection`) is left so.
 *
 * InDesign names its languages itself (`$ID/French`, `$ID/English: USA`), and the names changed across versions:
 * CS versions write `$ID/German: 2006 Reform`, CC versions `$ID/de_DE_2006`. A document lists the languages it
 * knows in `designmap.xml` (`<Language Name="…"/>`), so the name chosen is the first of the target's names the
 * document lists, else the first of them; a language none of ours names is found there by its ICU name
 * (`$ID/hi_IN`), and a language neither names is left as the source's, as a wrong name would be worse than none.
 */

/** InDesign's names of a language, the one to write where the document lists none of them first. */
const NAMES: Record<string, readonly string[]> = {
  en: ['$ID/English: USA'],
  'en-GB': ['$ID/English: UK'],
  'en-IE': ['$ID/English: UK'],
  'en-AU': ['$ID/English: UK'],
  'en-NZ': ['$ID/English: UK'],
  'en-CA': ['$ID/English: Canadian'],
  de: ['$ID/German: 2006 Reform', '$ID/de_DE_2006', '$ID/German: Reformed', '$ID/German: Traditional'],
  'de-CH': ['$ID/German: Swiss 2006 Reform', '$ID/de_CH_2006', '$ID/German: Swiss'],
  fr: ['$ID/French'],
  'fr-CA': ['$ID/French: Canadian'],
  // InDesign's own list names Spanish "Spanish: Castilian"; older versions "Spanish".
  es: ['$ID/Spanish: Castilian', '$ID/Spanish'],
  it: ['$ID/Italian'],
  pt: ['$ID/Portuguese', '$ID/Portuguese: Orthographic Agreement'],
  'pt-BR': ['$ID/Portuguese: Brazilian', '$ID/Brazilian Portuguese: Orthographic Agreement'],
  nl: ['$ID/Dutch: 2005 Reform', '$ID/nl_NL_2005', '$ID/Dutch'],
  da: ['$ID/Danish'],
  sv: ['$ID/Swedish'],
  nb: ['$ID/Norwegian: Bokmal'],
  no: ['$ID/Norwegian: Bokmal'],
  nn: ['$ID/Norwegian: Nynorsk'],
  fi: ['$ID/Finnish'],
  et: ['$ID/Estonian'],
  lv: ['$ID/Latvian'],
  lt: ['$ID/Lithuanian'],
  pl: ['$ID/Polish'],
  cs: ['$ID/Czech'],
  sk: ['$ID/Slovak'],
  sl: ['$ID/Slovenian'],
  hr: ['$ID/Croatian'],
  hu: ['$ID/Hungarian'],
  ro: ['$ID/Romanian'],
  bg: ['$ID/Bulgarian'],
  el: ['$ID/Greek'],
  tr: ['$ID/Turkish'],
  ru: ['$ID/Russian'],
  uk: ['$ID/Ukrainian'],
  ca: ['$ID/Catalan'],
  th: ['$ID/Thai'],
  ar: ['$ID/Arabic'],
  he: ['$ID/Hebrew'],
  ja: ['$ID/Japanese'],
  ko: ['$ID/Korean'],
  'zh-Hans': ['$ID/Chinese: Simplified', '$ID/zh_CN'],
  'zh-Hant': ['$ID/Chinese: Traditional', '$ID/zh_TW'],
};

/**
 * The keys of `NAMES` a tag may be found under, the most specific first (`pt-BR`, `pt-Latn`, then `pt`): the region
 * as the tag gives it (a bare `pt` is not taken for Brazil's), the script as the language is written where the tag
 * says none (`zh` is `zh-Hans`); and the region the language is most used in, for InDesign's ICU names.
 */
function keysOf(code: string): { keys: string[]; likelyRegion: string | undefined } {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(code);
  } catch {
    return { keys: [], likelyRegion: undefined };
  }
  const likely = locale.maximize();
  const { language } = locale;
  const keys = [`${language}-${likely.script}`, language];
  if (locale.region) keys.unshift(`${language}-${locale.region}`);
  return { keys, likelyRegion: likely.region };
}

/** The InDesign name of the target language in a document listing `declared`; null where none is known. */
export function inDesignLanguage(code: string, declared: ReadonlySet<string>): string | null {
  const { keys, likelyRegion } = keysOf(code);
  for (const key of keys) {
    const names = NAMES[key];
    if (names) return names.find((name) => declared.has(name)) ?? names[0]!;
  }
  // A language InDesign lists by its ICU name (`$ID/hi_IN`, `$ID/id_ID`), the target's region first.
  const language = keys.at(-1);
  if (!language) return null;
  const icu = [...declared].filter((name) => name.startsWith(`$ID/${language}_`));
  const region = new Intl.Locale(code).region ?? likelyRegion;
  return icu.find((name) => name === `$ID/${language}_${region}`) ?? icu[0] ?? null;
}

/** The language names `designmap.xml` lists (`<Language Name="$ID/French"/>`). */
export function declaredLanguages(designmap: XmlElement): Set<string> {
  const names = new Set<string>();
  for (const child of designmap.children)
    if (child.kind === 'element' && child.local === 'Language') {
      const name = child.attributes.get('Name');
      if (name) names.add(name);
    }
  return names;
}

const NO_LANGUAGE = '$ID/[No Language]';

const DIRECTION = { rightToLeft: 'RightToLeftDirection', leftToRight: 'LeftToRightDirection' } as const;

/** The direction attributes a range's start tag gets for the target: those it names that differ from the target's. */
function directionValues(tag: string, paragraph: boolean, target: TargetLanguage): Record<string, string> {
  const direction = target.rightToLeft ? DIRECTION.rightToLeft : DIRECTION.leftToRight;
  if (paragraph) {
    const named = writtenAttribute(tag, 'ParagraphDirection');
    return target.rightToLeft || named === DIRECTION.rightToLeft ? { ParagraphDirection: direction } : {};
  }
  const named = writtenAttribute(tag, 'CharacterDirection');
  return named === DIRECTION.rightToLeft || named === DIRECTION.leftToRight ? { CharacterDirection: direction } : {};
}

/**
 * A story as written with its ranges told the target language (`appliedLanguage`, null where InDesign's name of it
 * is not known) and its ranges' directions the target's.
 */
export function retargetedStory(written: string, appliedLanguage: string | null, target: TargetLanguage): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (element: XmlElement) => {
    const paragraph = element.local === 'ParagraphStyleRange';
    if (paragraph || element.local === 'CharacterStyleRange') {
      const tag = written.slice(element.start, element.contentStart);
      const values: Record<string, string> = directionValues(tag, paragraph, target);
      const current = writtenAttribute(tag, 'AppliedLanguage');
      if (appliedLanguage && current !== undefined && current !== NO_LANGUAGE) values.AppliedLanguage = appliedLanguage;
      const updated = withAttributes(tag, values);
      if (updated !== tag) edits.push({ start: element.start, end: element.contentStart, text: updated });
    }
    for (const child of element.children) if (child.kind === 'element') visit(child);
  };
  visit(readXmlTree(written));
  let out = '';
  let copied = 0;
  for (const edit of edits) {
    out += written.slice(copied, edit.start) + edit.text;
    copied = edit.end;
  }
  return out + written.slice(copied);
}
