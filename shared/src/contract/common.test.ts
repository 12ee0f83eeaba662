import { describe, expect, it } from 'vitest';
import { LanguageCode } from './common.ts';
import { canonicalLanguageCode, sameLanguageCode, sameOrVariantLanguage } from './language-codes.ts';

describe('language codes: one canonical spelling', () => {
  it.each([
    ['en_us', 'en-US'],
    ['EN-us', 'en-US'],
    ['ZH-hant-tw', 'zh-Hant-TW'],
    [' de ', 'de'],
    ['es-419', 'es-419'],
    ['iw', 'he'],
    ['iw-IL', 'he-IL'],
    ['IW_il', 'he-IL'],
    ['in', 'id'],
    ['EN--US', 'en-US'],
  ])('%s -> %s', (code, canonical) => {
    expect(canonicalLanguageCode(code)).toBe(canonical);
  });

  it('the contract reads request codes in that spelling and refuses what is no code', () => {
    expect(LanguageCode.parse(' iw ')).toBe('he');
    expect(LanguageCode.parse('de-at')).toBe('de-AT');
    expect(LanguageCode.safeParse('english').success).toBe(false);
  });

  it('names the same language for codes differing in case or by a deprecated code only', () => {
    expect(sameLanguageCode('de', 'DE')).toBe(true);
    expect(sameLanguageCode('iw', 'he')).toBe(true);
    expect(sameLanguageCode('en', 'en-US')).toBe(false);
  });

  it.each([
    ['en', 'en-US', true],
    ['EN_us', 'en', true],
    ['iw', 'he', true],
    ['iw-IL', 'he', true],
    ['en-US', 'en-GB', false],
    ['de', 'den', false],
  ])('takes a language and its more specific forms for one another, by whole subtags: %s and %s', (a, b, same) => {
    expect(sameOrVariantLanguage(a, b)).toBe(same);
  });
});
