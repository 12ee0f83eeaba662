import { describe, expect, it } from 'vitest';
import { isRightToLeft, languageAttributes } from './language.ts';

describe('languageAttributes', () => {
  it.each([
    'ar',
    'ar-EG',
    'he',
    'he-IL',
    'fa-IR',
    'ur',
    'ps',
    'yi',
    'dv',
    'ckb',
    'ckb-IQ',
    'az-Arab',
    'pa-Arab-PK',
    'ku-Arab',
  ])('%s is written right to left', (language) => expect(isRightToLeft(language)).toBe(true));

  it.each(['en', 'en-US', 'de_DE', 'ja', 'zh-Hant-TW', 'az-Latn', 'ku', 'uz-Cyrl', 'sr-Latn-RS'])(
    '%s is written left to right',
    (language) => expect(isRightToLeft(language)).toBe(false),
  );

  it('writes the tag the BCP 47 way and sets the direction', () => {
    expect(languageAttributes('de_DE')).toEqual({ lang: 'de-DE', dir: 'ltr' });
    expect(languageAttributes(' ar-SA ')).toEqual({ lang: 'ar-SA', dir: 'rtl' });
  });

  it('declares an unknown language as unknown instead of inheriting the page language', () => {
    expect(languageAttributes('')).toEqual({ lang: '', dir: 'auto' });
    expect(languageAttributes(null)).toEqual({ lang: '', dir: 'auto' });
  });
});
