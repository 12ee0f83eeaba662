import { type RunFormat } from '../office/inline-pieces.ts';
import { escapeXmlText } from '../xml-escape.ts';
import type { RunWriter } from '../office/sentence-segments.ts';
import { translatedRun } from './target-language.ts';

/**
 * How a WordprocessingML paragraph's runs are written, in the prefix its part uses (`w`): `w:r` holding its
 * `w:rPr` and `w:t`, a line break typed in a translation a `w:br`, a tab a `w:tab`.
 */
export function wordRuns(prefix: string): RunWriter {
  const name = (local: string) => (prefix ? `${prefix}:${local}` : local);
  const [r, t, br, tab] = [name('r'), name('t'), name('br'), name('tab')];
  return {
    pairXml: (format: RunFormat) => ({ open: `<${r}>${format.key}<${t}>`, close: `</${t}></${r}>` }),
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
      const properties = language ? translatedRun(format.rPr, prefix, language) : format.rPr;
      return `<${r}>${properties}${content}</${r}>`;
    },
  };
}
