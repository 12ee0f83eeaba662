import { describe, expect, it } from 'vitest';
import { plainSegment } from '../types.ts';
import { endPunctuation } from './end-punctuation.ts';

const test = (source: string, target: string, targetLang = 'de') =>
  endPunctuation.test(plainSegment(source, target, { targetLang }));

describe('ending punctuation check', () => {
  it('passes the same ending mark', () => {
    expect(test('Save the file.', 'Speichern Sie die Datei.')).toBeNull();
    expect(test('Save?', 'Speichern?')).toBeNull();
    expect(test('Name', 'Name')).toBeNull();
  });

  it('finds a lost full stop', () => {
    expect(test('Save the file.', 'Speichern Sie die Datei')).toBe(
      'The target has no ending punctuation; the source ends with a full stop',
    );
  });

  it('finds another mark', () => {
    expect(test('Are you sure?', 'Sind Sie sicher!')).toBe(
      'The target ends with an exclamation mark; the source ends with a question mark',
    );
  });

  it('finds a mark added where the source has none', () => {
    expect(test('Settings', 'Einstellungen:')).toBe(
      'The target ends with a colon; the source has no ending punctuation',
    );
  });

  it('takes the Chinese and Japanese marks for the Western ones', () => {
    expect(test('Save the file.', '保存文件。', 'zh')).toBeNull();
    expect(test('Are you sure?', '本当によろしいですか？', 'ja')).toBeNull();
    expect(test('Note:', '注意：', 'zh')).toBeNull();
    expect(test('Save the file.', '保存文件？', 'zh')).toMatch(/question mark; the source ends with a full stop/);
  });

  it('reads Spanish questions by their closing mark', () => {
    expect(test('What now?', '¿Y ahora?', 'es')).toBeNull();
    expect(test('Watch out!', '¡Cuidado!', 'es')).toBeNull();
  });

  it('reads the Greek question mark, written as a semicolon', () => {
    expect(test('What now?', 'Τι τώρα;', 'el')).toBeNull();
    expect(test('What now?', 'Τι τώρα\u037E', 'el')).toBeNull();
    expect(test('First; second;', 'Erstens; zweitens;')).toBeNull();
  });

  it('looks through closing quotes and brackets on either side of the mark', () => {
    expect(test('He said "yes."', 'Er sagte „ja“.')).toBeNull();
    expect(test('(See below.)', '(Siehe unten)')).toMatch(/no ending punctuation/);
  });

  it('treats three dots and the ellipsis character alike', () => {
    expect(test('Loading...', 'Laden…')).toBeNull();
    expect(test('Loading…', 'Laden.')).toMatch(/full stop; the source ends with an ellipsis/);
  });

  it('leaves an empty target alone', () => {
    expect(test('Save the file.', '')).toBeNull();
  });
});
