import { afterEach, describe, expect, it } from 'vitest';
import type { QaIssue } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { qaWordsIn } from './index.ts';

afterEach(() => setLocale('en', { remember: false }));

const unusedTerms: Pick<QaIssue, 'check' | 'phrases'> = {
  check: 'terminology',
  phrases: [{ key: 'qaTermsNotUsed', values: { count: 2, terms: ['file → Datei', 'folder → Ordner'] } }],
};

describe('QA findings in the reader’s language', () => {
  it('say each phrase with its values, the lists quoted and joined as the language does', async () => {
    expect(qaWordsIn('en').finding(unusedTerms)).toBe(
      'Glossary terms not used in the target: “file → Datei”, “folder → Ordner”',
    );
    await setLocale('de', { remember: false });
    expect(qaWordsIn('de').finding(unusedTerms)).toBe(
      'Glossarbenennungen im Ziel nicht verwendet: „file → Datei“, „folder → Ordner“',
    );
    expect(
      qaWordsIn('de').finding({
        check: 'numbers',
        phrases: [
          { key: 'qaNumbersMissing', values: { numbers: ['15'] } },
          { key: 'qaNumbersExtra', values: { numbers: ['16'] } },
        ],
      }),
    ).toBe('Im Ziel fehlende Zahlen: „15“; Zahlen, die nicht in der Quelle stehen: „16“');
  });

  it('name the check of a finding stored before findings had phrases, and of a count’s heading', async () => {
    await setLocale('ja', { remember: false });
    const words = qaWordsIn('ja');
    expect(words.finding({ check: 'double-spaces' })).toBe('二重スペース');
    expect(words.checkTitle('terminology')).toBe('用語集の用語が未使用');
    expect(words.note({ note_phrase: { key: 'qaSpellingNoDictionary', values: { lang: 'ja' } } })).toBe(
      'ja の辞書がないため、スペルはチェックされません',
    );
  });
});
