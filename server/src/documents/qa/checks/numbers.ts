import { inlineText } from '@tessera/shared/contract';
import { trailingRunStart } from '../../../formats/trailing-run.ts';
import type { QaPhrase } from '@tessera/shared/contract';
import { phrase, translationCheck } from '../types.ts';

/** Decimal digits of other scripts that translations use: full-width (CJK), Arabic-Indic, Devanagari. */
const DIGIT_ZEROS = [0xff10, 0x0660, 0x06f0, 0x0966];
const toAsciiDigits = (text: string) =>
  text.replace(/[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });

/**
 * A number as written: digits with group separators (comma, dot, apostrophe, and the spaces French, Russian or
 * Swedish use: plain, no-break, narrow no-break, always followed by three digits) and a decimal part.
 */
const NUMBER = /\d{1,3}(?:[,.'\u2019 \u00A0\u202F]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g;

/**
 * The values a written number may mean, as canonical strings ("1000.5"). Locales swap the roles of comma and
 * dot, so one separator followed by exactly three digits is either a group separator or a decimal point:
 * "1,000" is 1000 in English and 1.0 in German, and both readings are kept.
 */
export function numberReadings(written: string): string[] {
  const separators = [...written.matchAll(/[^\d]/g)].map((match) => ({ char: match[0], index: match.index }));
  if (separators.length === 0) return [canonical(written, '')];
  const last = separators.at(-1)!;
  const kinds = new Set(separators.map((s) => s.char));
  const digitsAfterLast = written.length - last.index - 1;
  if (kinds.size > 1) {
    // "1,000.5", "1.000,5", "1 000,5": the last separator is the decimal point when it is a comma or a dot.
    if (last.char === ',' || last.char === '.')
      return [canonical(written.slice(0, last.index), written.slice(last.index + 1))];
    return [canonical(written, '')];
  }
  if (separators.length > 1 || !(last.char === ',' || last.char === '.')) return [canonical(written, '')];
  if (digitsAfterLast === 3)
    return [canonical(written, ''), canonical(written.slice(0, last.index), written.slice(last.index + 1))];
  return [canonical(written.slice(0, last.index), written.slice(last.index + 1))];
}

function canonical(whole: string, fraction: string): string {
  const integer = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const decimals = fraction.slice(
    0,
    trailingRunStart(fraction, (char) => char === '0'),
  );
  return decimals ? `${integer}.${decimals}` : integer;
}

const numbersOf = (text: string) =>
  [...toAsciiDigits(inlineText(text)).matchAll(NUMBER)].map((match) => match[0].trim());

/**
 * Numbers of the source missing from the target or added in it, whatever the order. A number matches one of
 * the other side written in another locale's format (1,000.5 = 1.000,5 = 1 000,5).
 */
export const numbers = translationCheck({
  id: 'numbers',
  severity: 'error',
  test({ source, target }) {
    const unmatched = numbersOf(target).map((written) => ({ written, readings: numberReadings(written) }));
    const missing: string[] = [];
    for (const written of numbersOf(source)) {
      const readings = numberReadings(written);
      const index = unmatched.findIndex((candidate) => candidate.readings.some((value) => readings.includes(value)));
      if (index < 0) missing.push(written);
      else unmatched.splice(index, 1);
    }
    const problems: QaPhrase[] = [];
    if (missing.length > 0) problems.push(phrase('qaNumbersMissing', { numbers: missing }));
    if (unmatched.length > 0) problems.push(phrase('qaNumbersExtra', { numbers: unmatched.map((n) => n.written) }));
    return problems.length > 0 ? problems : null;
  },
});
