import { inlineText } from '@tessera/shared/contract';
import { trailingRunStart } from '../../../formats/trailing-run.ts';
import { phrase, translationCheck } from '../types.ts';

/**
 * Sentence-ending marks by meaning, with their forms in other scripts: the ideographic and full-width marks of
 * Chinese and Japanese, the Arabic comma and question mark, the Devanagari danda, the Armenian full stop.
 */
const MARKS: Record<string, string> = {
  '.': 'full stop',
  '。': 'full stop',
  '．': 'full stop',
  '｡': 'full stop',
  '।': 'full stop',
  '۔': 'full stop',
  '։': 'full stop',
  '?': 'question mark',
  '？': 'question mark',
  '؟': 'question mark',
  '\u037E': 'question mark',
  '!': 'exclamation mark',
  '！': 'exclamation mark',
  ':': 'colon',
  '：': 'colon',
  ';': 'semicolon',
  '；': 'semicolon',
  '؛': 'semicolon',
  ',': 'comma',
  '，': 'comma',
  '、': 'comma',
  '،': 'comma',
  '…': 'ellipsis',
  '⋯': 'ellipsis',
};

/**
 * Closing quotes and brackets are looked through: they come after the sentence's mark in some languages and
 * before it in others ('said "yes."' and „ja".).
 */
const isCloser = (char: string) => /["'”’»›)\]}」』）】〉》\s]/u.test(char);

/** The ending mark of a text, as written and by meaning (both '' when it ends with none). */
function endingMark(text: string, language: string): { written: string; meaning: string } {
  const body = inlineText(text).trimEnd();
  const bare = body.slice(0, trailingRunStart(body, isCloser));
  const ellipsis = /(\.\.\.|…|⋯)$/u.exec(bare);
  if (ellipsis) return { written: ellipsis[0], meaning: 'ellipsis' };
  const last = [...bare].at(-1) ?? '';
  // Greek writes its question mark as a semicolon.
  if (last === ';' && /^el\b/i.test(language)) return { written: last, meaning: 'question mark' };
  const meaning = MARKS[last] ?? '';
  return { written: meaning ? last : '', meaning };
}

/**
 * The target ends with another punctuation mark than the source (or none where the source has one). Marks
 * compare by meaning, so "。" ends like "." and "？" like "?"; Spanish and Greek questions and exclamations
 * count by their ending mark ("¿Qué?" ends with a question mark).
 */
export const endPunctuation = translationCheck({
  id: 'end-punctuation',
  severity: 'warning',
  test({ source, target, sourceLang, targetLang }) {
    const expected = endingMark(source, sourceLang);
    const found = endingMark(target, targetLang);
    if (expected.meaning === found.meaning) return null;
    if (expected.meaning === '') return [phrase('qaEndPunctuationAdded', { found: found.written })];
    return found.meaning === ''
      ? [phrase('qaEndPunctuationMissing', { expected: expected.written })]
      : [phrase('qaEndPunctuationOther', { found: found.written, expected: expected.written })];
  },
});
