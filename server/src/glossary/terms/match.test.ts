import { describe, expect, it } from 'vitest';
import type { TermMatch } from '@tessera/shared/contract';
import {
  caseMatters,
  defaultTermMatch,
  indexKeysOf,
  occurrences,
  segmentKeysOf,
  stemmerFor,
  termOf,
  wordsOf,
} from './match.ts';

/** The pieces of `text` where `term` is found by its rule, as the editor would underline them. */
function found(language: string, term: string, text: string, rule: TermMatch = 'stemmed'): string[] {
  const stem = stemmerFor(language);
  return occurrences(termOf(term, language, rule), wordsOf(text, stem)).map(([start, end]) => text.slice(start, end));
}

/** Whether the index would offer the term as a candidate for the text (its key and all its stems among the text's). */
function candidate(language: string, term: string, text: string, rule: TermMatch = 'stemmed'): boolean {
  const stem = stemmerFor(language);
  const entry = indexKeysOf(term, stem, rule)!;
  const keys = new Set(segmentKeysOf(wordsOf(text, stem), stem));
  return keys.has(entry.key) && entry.stems.every((s) => keys.has(s));
}

describe('term matching in English', () => {
  it('finds inflected forms of one-word and multi-word terms', () => {
    expect(found('en', 'file', 'Two files were saved.')).toEqual(['files']);
    expect(found('en-US', 'save', 'Saving the document...')).toEqual(['Saving']);
    expect(found('en', 'password reset', 'Passwords resets are logged.')).toEqual(['Passwords resets']);
  });

  it('matches whole words only', () => {
    expect(found('en', 'file', 'The profile is in Profiles, see the filename.')).toEqual([]);
    expect(found('en', 'use', 'Every user uses it.')).toEqual(['uses']);
    expect(found('en', 'cat', 'A catalogue of concatenated cats.')).toEqual(['cats']);
  });

  it.each([
    ['Save As', 'Choose save as from the menu.', ['save as']],
    ['API', 'The API and the api differ; two APIs.', ['API', 'APIs']],
    ['PIN', 'Enter your PIN, then pin the tab.', ['PIN']],
    ['iPhone', 'iPhones and iphones', ['iPhones']],
  ])('ignores case unless the term is an acronym or has inner capitals (%s in %j)', (term, text, expected) => {
    expect(found('en', term, text)).toEqual(expected);
  });

  it('finds terms next to punctuation, quotes and brackets', () => {
    expect(found('en', 'user account', '"User account", (user accounts) and user-account.')).toEqual([
      'User account',
      'user accounts',
    ]);
    expect(found('en', 'file', 'file: file; file! (file) «file»')).toHaveLength(5);
  });

  it('keeps the words of a multi-word term together and in order', () => {
    expect(found('en', 'user account', 'Each user has an account.')).toEqual([]);
    expect(found('en', 'user account', 'The account user')).toEqual([]);
    expect(found('en', 'user account', 'Ask the user. Account settings follow.')).toEqual([]);
    expect(found('en', 'e-mail address', 'Your E-mail addresses; your email address')).toEqual(['E-mail addresses']);
    expect(found('en', 'user account', 'user\n  account')).toEqual(['user\n  account']);
  });

  it('gives ranges in the source with inline-code tokens, across a code between words', () => {
    const source = 'Click \u00011\u0002Save\u00012\u0002 \u00013\u0002file\u00014\u0002 now';
    const stem = stemmerFor('en');
    const ranges = occurrences(termOf('save file', 'en', 'stemmed'), wordsOf(source, stem));
    expect(ranges).toEqual([[source.indexOf('Save'), source.indexOf('file') + 4]]);
    expect(found('en', 'save file', 'Save\u00011\u0002file')).toEqual(['Save\u00011\u0002file']);
  });

  it('lists every occurrence, none overlapping', () => {
    expect(found('en', 'file', 'file, file and file')).toEqual(['file', 'file', 'file']);
    expect(found('en', 'very very', 'very very very')).toEqual(['very very']);
  });
});

describe('term matching in German', () => {
  it('finds inflected nouns, including umlaut plurals', () => {
    expect(found('de', 'Datei', 'Alle Dateien wurden gespeichert.')).toEqual(['Dateien']);
    expect(found('de-AT', 'Haus', 'Die Häuser und des Hauses')).toEqual(['Häuser', 'Hauses']);
  });

  it('compares nouns without their case, as sentences capitalise them anyway', () => {
    expect(found('de', 'speichern', 'Speichern Sie die Datei.')).toEqual(['Speichern']);
    expect(found('de', 'Datei', 'DATEI')).toEqual(['DATEI']);
  });

  it('finds multi-word terms with inflected words', () => {
    expect(found('de', 'neue Datei', 'Legen Sie eine neue Datei an, keine neuen Dateien.')).toEqual([
      'neue Datei',
      'neuen Dateien',
    ]);
  });

  it('does not find a word inside a compound', () => {
    expect(found('de', 'Konto', 'Das Benutzerkonto ist gesperrt.')).toEqual([]);
  });

  it('keeps acronyms case-sensitive and sees punctuation around terms', () => {
    expect(found('de', 'PIN', 'Geben Sie die PIN ein (nicht die Pin-Nadel).')).toEqual(['PIN']);
    expect(found('de', 'Datei', '„Datei“, Datei.')).toEqual(['Datei', 'Datei']);
  });
});

describe('term matching in Russian', () => {
  it('finds the cases of a noun', () => {
    expect(found('ru', 'пароль', 'Введите пароль. Без пароля нельзя, с паролем можно.')).toEqual([
      'пароль',
      'пароля',
      'паролем',
    ]);
  });

  it('finds multi-word terms in inflected forms', () => {
    expect(found('ru', 'учётная запись', 'Создайте учётную запись. Нет учётных записей.')).toEqual([
      'учётную запись',
      'учётных записей',
    ]);
  });

  it('ignores case, keeps Cyrillic acronyms exact, sees punctuation', () => {
    expect(found('ru', 'Файл', '«Файлы», файлом; ФАЙЛ!')).toEqual(['Файлы', 'файлом', 'ФАЙЛ']);
    expect(found('ru', 'СМС', 'Отправьте СМС, а не смс.')).toEqual(['СМС']);
  });
});

describe('languages without a stemmer', () => {
  it.each([
    ['match exact words, case-insensitively (Polish)', 'pl', 'plik', 'Plik i pliki', ['Plik']],
    ['match exact words, case-insensitively (an unknown language)', 'xx', 'word', 'word words', ['word']],
    ['take each character of an unspaced script as a word', 'zh', '文件', '保存文件。', ['文件']],
  ])('%s', (_rule, language, term, text, expected) => {
    expect(found(language, term, text)).toEqual(expected);
  });
});

describe('what counts as a capital that matters', () => {
  it('is an acronym or an inner capital, never a first capital alone', () => {
    expect(['API', 'PIN', 'MP3', 'iPhone', 'macOS'].map(caseMatters)).toEqual([true, true, true, true, true]);
    expect(['Save', 'Datei', 'file', 'A', '3D'].map(caseMatters)).toEqual([false, false, false, false, false]);
  });
});

describe('the index keys', () => {
  it('offer every term the exact check finds', () => {
    const cases: [string, string, string][] = [
      ['en', 'password reset', 'Passwords resets are logged.'],
      ['en', 'PIN', 'Two PINs'],
      ['de', 'Haus', 'Die Häuser'],
      ['ru', 'учётная запись', 'Нет учётных записей.'],
      ['pl', 'PIN', 'Dwa PINs'],
      ['zh', '文件', '保存文件。'],
      ['ja', 'ファイル', 'ファイルを保存'],
    ];
    for (const [language, term, text] of cases) {
      expect(found(language, term, text), `${term} in ${text}`).not.toEqual([]);
      expect(candidate(language, term, text), `${term} in ${text}`).toBe(true);
    }
  });

  it('find a term by its longest stem and leave out terms without words', () => {
    const stem = stemmerFor('en');
    expect(indexKeysOf('file of the user', stem)).toEqual({ key: 'file', stems: ['file', 'of', 'the', 'user'] });
    expect(indexKeysOf('password reset', stem)?.key).toBe('password');
    expect(indexKeysOf(' -- ', stem)).toBeNull();
    expect(indexKeysOf('保存文件', stemmerFor('zh'))).toEqual({ key: '保存', stems: ['保', '存', '文', '件'] });
  });
});

describe('match rules', () => {
  it('stemmed: an inflection of the word, not a derivation that shares its Snowball stem', () => {
    expect(found('en', 'settings', 'Open the settings, then set the time.')).toEqual(['settings']);
    expect(found('en', 'setting', 'Each setting and all settings.')).toEqual(['setting', 'settings']);
    expect(found('en', 'connection', 'Connect the cable; the connection and two connections.')).toEqual([
      'connection',
      'connections',
    ]);
    expect(found('en', 'connect', 'Connect it: connected, connecting, connects, not the connection.')).toEqual([
      'Connect',
      'connected',
      'connecting',
      'connects',
    ]);
    expect(found('en', 'copy', 'Two copies were copied.')).toEqual(['copies', 'copied']);
    expect(found('en', 'stop', 'It stopped.')).toEqual(['stopped']);
    // A noun made of a verb's -ing form inflects for number only.
    expect(found('en', 'recording', 'It records; the recording and recordings are recorded.')).toEqual([
      'recording',
      'recordings',
    ]);
    expect(found('de', 'Zeitplan', 'Zeitpläne und Zeitplänen, keine Zeitplanung.')).toEqual([
      'Zeitpläne',
      'Zeitplänen',
    ]);
    expect(found('de', 'Verbindung', 'Verbindungen sind verbindlich.')).toEqual(['Verbindungen']);
    expect(found('fr', 'paramètre', 'Les paramètres du paramétrage.')).toEqual(['paramètres']);
  });

  it('prefix: the term word begins a text word at most twice its length (memoQ’s “50% prefix”)', () => {
    expect(found('en', 'cat', 'cats, catnapping', 'prefix')).toEqual(['cats']);
    expect(found('en', 'review', 'reviewer, reviewability', 'prefix')).toEqual(['reviewer']);
    expect(found('en', 'set', 'sets, settings', 'prefix')).toEqual(['sets']);
    expect(found('de', 'Projekt', 'Projekte, Projektion, Projektverwaltung', 'prefix')).toEqual([
      'Projekte',
      'Projektion',
    ]);
    expect(found('en', 'user account', 'User accounts of users', 'prefix')).toEqual(['User accounts']);
  });

  it('exact: the word as written, case aside', () => {
    expect(found('en', 'file', 'File, files, filed', 'exact')).toEqual(['File']);
    expect(found('en', 'API', 'API, APIs, api', 'exact')).toEqual(['API', 'APIs']);
  });

  it('the index offers each rule’s matches as candidates', () => {
    const cases: [string, string, string, TermMatch][] = [
      ['en', 'cat', 'Two cats', 'prefix'],
      ['en', 'review', 'The reviewer', 'prefix'],
      ['de', 'Projekt', 'Die Projektion', 'prefix'],
      ['en', 'user account', 'User accounts', 'prefix'],
      ['en', 'file', 'File', 'exact'],
      ['de', 'Zeitplan', 'Zeitpläne', 'stemmed'],
    ];
    for (const [language, term, text, rule] of cases) {
      expect(found(language, term, text, rule), `${term} in ${text}`).not.toEqual([]);
      expect(candidate(language, term, text, rule), `${term} in ${text}`).toBe(true);
    }
  });

  it('default to stemmed where the language has a stemmer, exact elsewhere', () => {
    expect(['en-US', 'de', 'fr', 'pl', 'zh', undefined].map(defaultTermMatch)).toEqual([
      'stemmed',
      'stemmed',
      'stemmed',
      'exact',
      'exact',
      'exact',
    ]);
  });
});
