import { inlineText } from '@tessera/shared/contract';
import { trailingRunStart } from '../../../formats/trailing-run.ts';
import { translationCheck } from '../types.ts';

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

/** The ending mark of a text ('' when it ends with none). */
function endingMark(text: string, language: string): string {
  const body = inlineText(text).trimEnd();
  const bare = body.slice(0, trailingRunStart(body, isCloser));
  if (/(\.\.\.|…|⋯)$/u.test(bare)) return 'ellipsis';
  const last = [...bare].at(-1) ?? '';
  // Greek writes its question mark as a semicolon.
  if (last === ';' && /^el\b/i.test(language)) return 'question mark';
  return MARKS[last] ?? '';
}

const a = (mark: string) => (/^[aeiou]/.test(mark) ? `an ${mark}` : `a ${mark}`);

/**
 * The target ends with another punctuation mark than the source (or none where the source has one). Marks
 * compare by meaning, so "。" ends like "." and "？" like "?"; Spanish and Greek questions and exclamations
 * count by their ending mark ("¿Qué?" ends with a question mark).
 */
export const endPunctuation = translationCheck({
  id: 'end-punctuation',
  severity: 'warning',
  message: 'Ending punctuation differs from the source',
  test({ source, target, sourceLang, targetLang }) {
    const expected = endingMark(source, sourceLang);
    const found = endingMark(target, targetLang);
    if (expected === found) return null;
    if (expected === '') return `The target ends with ${a(found)}; the source has no ending punctuation`;
    return found === ''
      ? `The target has no ending punctuation; the source ends with ${a(expected)}`
      : `The target ends with ${a(found)}; the source ends with ${a(expected)}`;
  },
});
