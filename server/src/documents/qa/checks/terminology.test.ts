import { describe, expect, it } from 'vitest';
import { plainSegment, type TermPair } from '../types.ts';
import { terminology } from './terminology.ts';

const test = (source: string, target: string, termHits: TermPair[]) =>
  terminology.test(plainSegment(source, target, { termHits }));

describe('glossary term not used check', () => {
  const hits = [{ source: 'file', target: 'Datei', status: 'admitted' as const }];

  it('finds a term whose glossary translation is not in the target', () => {
    expect(test('Save the file', 'Speichern Sie das Dokument', hits)).toBe(
      'Glossary term not used in the target: "file" → "Datei"',
    );
  });

  it('passes a target using the term, whatever its case and spacing', () => {
    expect(test('Save the file', 'Die DATEI speichern', hits)).toBeNull();
    expect(
      test('Open the user account', 'Das Benutzer  Konto öffnen', [
        { source: 'user account', target: 'Benutzer Konto', status: 'admitted' },
      ]),
    ).toBeNull();
  });

  it('accepts any of several glossary translations of one term', () => {
    const both = [...hits, { source: 'File', target: 'Akte', status: 'admitted' as const }];
    expect(test('Save the file', 'Die Akte speichern', both)).toBeNull();
    expect(test('Save the file', 'Das Dokument speichern', both)).toBe(
      'Glossary term not used in the target: "file" → "Datei" or "Akte"',
    );
  });

  it('lists every unused term', () => {
    expect(
      test('Save the file to the server', 'Speichern', [
        ...hits,
        { source: 'server', target: 'Server', status: 'admitted' },
      ]),
    ).toMatch(/terms not used in the target: "file" → "Datei", "server" → "Server"/);
  });

  it('passes without hits, and leaves an empty target alone', () => {
    expect(test('Save the file', 'Speichern', [])).toBeNull();
    expect(test('Save the file', '', hits)).toBeNull();
  });
});
