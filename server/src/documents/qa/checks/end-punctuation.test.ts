import { describe, expect, it } from 'vitest';
import { plainSegment } from '../types.ts';
import { endPunctuation } from './end-punctuation.ts';
import { englishAnswer } from '../english.ts';

const test = (source: string, target: string, targetLang = 'de') =>
  englishAnswer(endPunctuation.test(plainSegment(source, target, { targetLang })));

describe('ending punctuation check', () => {
  it.each([
    ['the same full stop', 'Save the file.', 'Speichern Sie die Datei.', 'de'],
    ['the same question mark', 'Save?', 'Speichern?', 'de'],
    ['no mark on either side', 'Name', 'Name', 'de'],
    ['the Chinese full stop for the Western one', 'Save the file.', '保存文件。', 'zh'],
    ['the Japanese question mark for the Western one', 'Are you sure?', '本当によろしいですか？', 'ja'],
    ['the Chinese colon for the Western one', 'Note:', '注意：', 'zh'],
    ['a Spanish question, read by its closing mark', 'What now?', '¿Y ahora?', 'es'],
    ['a Spanish exclamation, read by its closing mark', 'Watch out!', '¡Cuidado!', 'es'],
    ['the Greek question mark written as a semicolon', 'What now?', 'Τι τώρα;', 'el'],
    ['the Greek question mark written as its own character', 'What now?', 'Τι τώρα\u037E', 'el'],
    ['a semicolon for a semicolon outside Greek', 'First; second;', 'Erstens; zweitens;', 'de'],
    ['a mark inside closing quotes', 'He said "yes."', 'Er sagte „ja“.', 'de'],
    ['three dots for the ellipsis character', 'Loading...', 'Laden…', 'de'],
    ['an empty target, left alone', 'Save the file.', '', 'de'],
  ])('passes %s', (_case, source, target, targetLang) => {
    expect(test(source, target, targetLang)).toBeNull();
  });

  it('finds a lost full stop', () => {
    expect(test('Save the file.', 'Speichern Sie die Datei')).toBe(
      'The target has no ending punctuation; the source ends with “.”',
    );
  });

  it('finds another mark', () => {
    expect(test('Are you sure?', 'Sind Sie sicher!')).toBe('The target ends with “!”; the source ends with “?”');
  });

  it('finds a mark added where the source has none', () => {
    expect(test('Settings', 'Einstellungen:')).toBe('The target ends with “:”; the source has no ending punctuation');
  });

  it('takes the Chinese and Japanese marks for the Western ones, so a Chinese question mark is another mark', () => {
    expect(test('Save the file.', '保存文件？', 'zh')).toBe('The target ends with “？”; the source ends with “.”');
  });

  it('looks through closing brackets on either side of the mark', () => {
    expect(test('(See below.)', '(Siehe unten)')).toMatch(/no ending punctuation/);
  });

  it('tells three dots from a full stop', () => {
    expect(test('Loading…', 'Laden.')).toBe('The target ends with “.”; the source ends with “…”');
  });
});
