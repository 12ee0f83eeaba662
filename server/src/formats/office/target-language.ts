/** The language a translated Office document is written in, and whether its script runs right to left. */

export interface TargetLanguage {
  /** BCP 47, as the document's target language. */
  code: string;
  rightToLeft: boolean;
}

export function isRightToLeft(language: string): boolean {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction: string } };
    return locale.getTextInfo?.().direction === 'rtl';
  } catch {
    return false;
  }
}

/** Languages written in East Asian scripts, and in complex scripts besides the right-to-left ones. */
const EAST_ASIAN = new Set(['zh', 'ja', 'ko', 'yue']);
const COMPLEX_SCRIPT = new Set([
  'th',
  'lo',
  'km',
  'my',
  'hi',
  'mr',
  'ne',
  'bn',
  'pa',
  'gu',
  'or',
  'ta',
  'te',
  'kn',
  'ml',
  'si',
]);

/**
 * The kind of script a language is written in, as Office formats keep a language per kind of text (Word's `w:lang`
 * attributes, OpenDocument's `fo:language`, `style:language-asian` and `style:language-complex`): Latin (with
 * Greek and Cyrillic), East Asian, or complex (right to left, or shaped: Thai, the Indic scripts).
 */
export function scriptKind(target: TargetLanguage): 'latin' | 'asian' | 'complex' {
  const language = target.code.split('-')[0]!.toLowerCase();
  if (EAST_ASIAN.has(language)) return 'asian';
  return target.rightToLeft || COMPLEX_SCRIPT.has(language) ? 'complex' : 'latin';
}
