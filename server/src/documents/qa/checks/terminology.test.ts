import { describe, expect, it } from 'vitest';
import { plainSegment, type TermPair } from '../types.ts';
import { terminology } from './terminology.ts';
import { englishAnswer } from '../english.ts';

const test = (source: string, target: string, termHits: TermPair[], targetLang = 'de') =>
  englishAnswer(terminology.test(plainSegment(source, target, { termHits, targetLang })));

/** Whether the check finds the target term in the target (no warning). */
const uses = (targetLang: string, term: string, target: string, match_rule: TermPair['match_rule'] = 'stemmed') =>
  test('term', target, [{ source: 'term', target: term, status: 'admitted', match_rule }], targetLang) === null;

describe('glossary term not used check', () => {
  const hits = [{ source: 'file', target: 'Datei', status: 'admitted' as const }];

  it('finds a term whose glossary translation is not in the target', () => {
    expect(test('Save the file', 'Speichern Sie das Dokument', hits)).toBe(
      'Glossary term not used in the target: “file → Datei”',
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
      'Glossary term not used in the target: “file → Datei / Akte”',
    );
  });

  it('lists every unused term', () => {
    expect(
      test('Save the file to the server', 'Speichern', [
        ...hits,
        { source: 'server', target: 'Server', status: 'admitted' },
      ]),
    ).toBe('Glossary terms not used in the target: “file → Datei”, “server → Server”');
  });

  it('passes without hits, and leaves an empty target alone', () => {
    expect(test('Save the file', 'Speichern', [])).toBeNull();
    expect(test('Save the file', '', hits)).toBeNull();
  });

  it.each([
    ['a German plural with umlaut', 'de', 'Zeitplan', 'Alle Zeitpläne löschen'],
    ['a German dative plural', 'de', 'Zeitplan', 'In den Zeitplänen steht es'],
    ['a German compound with the term as its head', 'de', 'Zeitplan', 'Die Heizzeitpläne anpassen'],
    ['a German compound with the term as its first part', 'de', 'Zeitplan', 'Zeitplaneinstellungen öffnen'],
    ['a German multi-word term inflected', 'de', 'neue Datei', 'Zwei neuen Dateien'],
    ['a French plural', 'fr', 'paramètre', 'Modifiez les paramètres'],
    ['a French plural in -aux', 'fr', 'journal', 'Consultez les journaux'],
    ['a French word after an elided article', 'fr', 'imprimante', 'Allumez l’imprimante'],
    ['a French multi-word term with its first word plural', 'fr', 'mot de passe', 'Les mots de passe expirent'],
    ['a French reflexive verb with its pronoun after it', 'fr', 'se connecter', 'Connectez-vous avec votre compte'],
    ['a German verb with its particle split off', 'de', 'festlegen', 'Legen Sie die Temperatur fest'],
    ['a German participle with its particle', 'de', 'herunterladen', 'Heruntergeladene Dateien'],
    ['a German participle', 'de', 'speichern', 'Die Datei wurde gespeichert'],
    ['a German strong participle', 'de', 'verbinden', 'Das Gerät ist verbunden'],
    ['a German plural as the first part of a compound', 'de', 'Einstellungen', 'Im Einstellungsmenü'],
  ])('accepts %s', (_what, language, term, target) => {
    expect(uses(language, term, target)).toBe(true);
  });

  it.each([
    ['a German derivation of the same stem', 'de', 'Verbindung', 'Das ist verbindlich'],
    ['a German word that only begins like the term', 'de', 'Zeitplan', 'Die Zeitplanung ist fertig'],
    ['a short term hidden in an unrelated word', 'de', 'Rat', 'Das Gerät starten'],
    ['a German verb without its particle', 'de', 'anmelden', 'Melden Sie den Fehler'],
    ['a German participle of another verb', 'de', 'speichern', 'Die Speicherung ist gesperrt'],
    ['a German verb inside a compound', 'de', 'drucken', 'Das Druckgerät'],
    ['a French noun made of the verb', 'fr', 'imprimer', "Envoyez-le à l'imprimerie"],
    ['a French derivation', 'fr', 'enregistrer', "L'enregistrement est terminé"],
    ['an English derivation', 'en', 'set', 'Open the settings'],
  ])('does not accept %s', (_what, language, term, target) => {
    expect(uses(language, term, target)).toBe(false);
  });

  it('follows the term’s rule: exact asks for the word as written, prefix for its beginning', () => {
    expect(uses('de', 'Zeitplan', 'Zeitpläne', 'exact')).toBe(false);
    expect(uses('de', 'Zeitplan', 'zeitplan', 'exact')).toBe(true);
    expect(uses('fr', 'paramètre', 'paramètres', 'prefix')).toBe(true);
    expect(uses('de', 'Plan', 'Planungsbüro', 'prefix')).toBe(false);
  });
});
