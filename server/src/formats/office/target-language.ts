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
