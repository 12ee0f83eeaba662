import { type RunFormat } from '../office/inline-pieces.ts';
import { escapeXmlText } from '../xml-escape.ts';
import type { RunWriter } from '../office/sentence-segments.ts';
import type { TargetLanguage } from '../office/target-language.ts';
import { translatedRun } from './target-language.ts';

/**
 * How a WordprocessingML paragraph's runs are written, in the prefix its part uses (`w`): `w:r` holding its
 * `w:rPr` and `w:t`, a line break typed in a translation a `w:br`, a tab a `w:tab`. One writer serves a part's
 * paragraphs of that prefix.
 */
export function wordRuns(prefix: string): RunWriter {
  const name = (local: string) => (prefix ? `${prefix}:${local}` : local);
  const [r, t, br, tab] = [name('r'), name('t'), name('br'), name('tab')];
  /** The codes of each formatting, made once: a document's pairs repeat a few formattings. */
  const pairs = new Map<string, { open: string; close: string }>();
  /** Run properties marked as the target language's, worked out once per properties as written. */
  const translated = new Map<string, string>();
  const translatedProperties = (rPr: string, language: TargetLanguage) => {
    const key = `${language.code}\u0000${language.rightToLeft}\u0000${rPr}`;
    let properties = translated.get(key);
    if (properties === undefined) translated.set(key, (properties = translatedRun(rPr, prefix, language)));
    return properties;
  };
  return {
    pairXml(format: RunFormat) {
      let xml = pairs.get(format.key);
      if (!xml) pairs.set(format.key, (xml = { open: `<${r}>${format.key}<${t}>`, close: `</${t}></${r}>` }));
      return xml;
    },
    runs(format, text, language) {
      if (text === '') return '';
      const content = text
        .split(/(\r\n|\n|\r|\t)/)
        .map((part) =>
          part === '\t'
            ? `<${tab}/>`
            : /^[\r\n]+$/.test(part)
              ? `<${br}/>`
              : part === ''
                ? ''
                : `<${t} xml:space="preserve">${escapeXmlText(part)}</${t}>`,
        )
        .join('');
      const properties = language ? translatedProperties(format.rPr, language) : format.rPr;
      return `<${r}>${properties}${content}</${r}>`;
    },
  };
}
