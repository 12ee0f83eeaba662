/**
 * Saves of segments with words the spelling dictionary does not know, through a real server (PGlite), beside saves
 * of segments it knows every word of: what a translator waits for on Ctrl+Enter (see spelling.ts, which runs it).
 */
import type { DocumentRecord } from '@tessera/shared/contract';
import { prng } from '../server/src/test/prng.ts';
import { spellerFor } from '../server/src/spelling/spellers.ts';
import { benchDatabase, startApiServer, upload, waitUntilDone } from './api-server.ts';
import { json, signIn } from './measure.ts';

/** Words each dictionary knows, the segments' frame (checked against the dictionary below, as the unknown ones). */
const KNOWN: Record<SaveLanguage, string> = {
  fr: 'le la les et ou pas fichier fichiers configuration paramètres enregistrer enregistré ouvrir utilisateur compte dossier était peut fenêtre fermer modifications traduction traductions document documents nouveau nouvelle tous erreur connexion serveur mot passe modifié sélectionner rapport rapports créer page pages modèle modèles',
  de: 'die der das und oder nicht Datei Dateien Konfiguration Konfigurationen Einstellungen speichern gespeichert öffnen Benutzer Benutzerkonto Projektordner wurde werden kann können Fenster schließen Änderungen Übersetzung Übersetzungen Dokument Dokumente neue neuen alle bitte Fehler Verbindung Server Passwort geändert zurücksetzen Ordner auswählen Bericht Berichte erstellen Seite Seiten Vorlage Vorlagen',
};

const ENGLISH_STEMS =
  `ship pirate download click upload browse stream shop book check deliver track cancel refund print scan
share sign log post tag follow chat text mail update install delete edit paste copy search filter sort zoom scroll swipe
tap drag drop load render crash freeze patch build deploy test merge commit push pull fetch host rent pay bill charge
order pack wrap label price sell buy trade bid rate review rank like vote watch play pause skip mute record film hack
lock block ban report flag spam trust verify link embed cache store backup restore sync format reset boot launch quit
type paint fix mix`.split(/\s+/);
const ENGLISH_PREFIXES = ['', 're', 'un', 'pre', 'over', 'out', 'mis'];
const ENGLISH_SUFFIXES = ['ing', 'ed', 'er', 'ers', 'able', 'ings', 'ingly'];

const GERMAN_NOUNS =
  `Datei Konto Benutzer Passwort Bericht Seite Fenster Ordner Dokument Vorlage Fehler Verbindung Server
Einstellung Projekt Konfiguration Rechnung Zahlung Kunde Auftrag Lieferung Sprache Nachricht Termin Vertrag Gerät
Bildschirm Anzeige Tabelle Spalte Zeile Adresse Nummer Version Funktion Aufgabe Mannschaft`.split(/\s+/);

export type SaveLanguage = 'fr' | 'de';

/** An English word with an inflection (shipping, pirated, overclickers): French knows none, Hunspell finds near ones. */
function inflected(prefix: string, stem: string, suffix: string): string {
  let base = stem;
  if (base.endsWith('e') && /^[aei]/.test(suffix)) base = base.slice(0, -1);
  else if (/^[^aeiou]*[aeiou][bdglmnprt]$/.test(base) && /^[aei]/.test(suffix)) base += base.at(-1);
  else if (/[^aeiou]y$/.test(base) && /^e/.test(suffix)) base = `${base.slice(0, -1)}i`;
  return prefix + base + suffix;
}

/** A German compound with two neighbouring letters swapped (Benutzerkotno): a near miss of a word it knows. */
function nearMiss(random: () => number): string {
  const pick = () => GERMAN_NOUNS[Math.floor(random() * GERMAN_NOUNS.length)]!;
  const word = pick() + pick().toLowerCase();
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** `count` distinct words the dictionary of `lang` does not know, none known by the server's speller. */
async function unknownWords(lang: SaveLanguage, count: number): Promise<string[]> {
  const random = prng(11);
  const candidates = new Set<string>();
  if (lang === 'fr') {
    const all = ENGLISH_PREFIXES.flatMap((prefix) =>
      ENGLISH_STEMS.flatMap((stem) => ENGLISH_SUFFIXES.map((suffix) => inflected(prefix, stem, suffix))),
    );
    // Shuffled, so that a segment mixes stems and endings as a text does.
    for (const word of all.sort(() => random() - 0.5)) candidates.add(word);
  } else while (candidates.size < count * 2) candidates.add(nearMiss(random));
  const speller = spellerFor(lang)!;
  const unknown = await speller.misspelled([...candidates]);
  await speller.terminate();
  if (unknown.length < count) throw new Error(`only ${unknown.length} unknown ${lang} words, ${count} wanted`);
  return unknown.slice(0, count);
}

const KINDS = { known: 0, unknown20: 20, unknown50: 50 } as const;
type Kind = keyof typeof KINDS;

/**
 * Per kind of segment, the milliseconds of `saves` saves (PUT /api/document/records/{id}), made one at a time with
 * the kinds in turn after one unmeasured save of each, every unknown word saved once, in a document of `lang` on a
 * new server.
 */
export async function timeSpellingSaves(lang: SaveLanguage, saves: number): Promise<Record<Kind, number[]>> {
  const known = KNOWN[lang].split(' ');
  const unknown = await unknownWords(lang, (saves + 1) * (KINDS.unknown20 + KINDS.unknown50));
  const random = prng(5);
  const target = (kind: Kind) => {
    const words = Array.from({ length: 20 }, () => known[Math.floor(random() * known.length)]!);
    for (const word of unknown.splice(0, KINDS[kind])) words.splice(Math.floor(random() * (words.length + 1)), 0, word);
    return `${words.join(' ')}.`;
  };

  const database = await benchDatabase('pglite');
  const server = await startApiServer(database.env);
  try {
    const headers = await signIn(server.base);
    const units = Array.from(
      { length: (saves + 1) * 3 },
      (_, i) => `<trans-unit id="u${i}"><source>Segment ${i} to translate.</source></trans-unit>`,
    );
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
<file original="bench" source-language="en" target-language="${lang}" datatype="plaintext"><body>
${units.join('\n')}
</body></file></xliff>`;
    const document = await upload(server.base, headers, '/api/document/', {
      name: `spelling-${lang}.xlf`,
      content: file,
    });
    await waitUntilDone(server.base, headers, `/api/document/${document.id}`);
    const records: DocumentRecord[] = [];
    for (let page = 0; records.length < units.length; page++) {
      const answer = await json<{ records: DocumentRecord[] }>(
        await fetch(`${server.base}/api/document/${document.id}/records?page=${page}`, { headers }),
      );
      if (answer.records.length === 0) break;
      records.push(...answer.records);
    }

    // The first save of each language loads its dictionary: one unmeasured save of each kind first.
    const times: Record<Kind, number[]> = { known: [], unknown20: [], unknown50: [] };
    const kinds = Object.keys(KINDS) as Kind[];
    for (const [i, record] of records.entries()) {
      const kind = kinds[i % kinds.length]!;
      const started = performance.now();
      const saved = await json<DocumentRecord>(
        await fetch(`${server.base}/api/document/records/${record.id}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ target: target(kind), approved: false, updated_at: record.updated_at }),
        }),
      );
      const took = performance.now() - started;
      const flagged = saved.qa.find((issue) => issue.check === 'spelling')?.words?.length ?? 0;
      if (flagged !== KINDS[kind]) throw new Error(`a ${kind} save flagged ${flagged} words, ${KINDS[kind]} expected`);
      if (i >= kinds.length) times[kind].push(took);
    }
    return times;
  } finally {
    await server.stop();
    await database.drop();
  }
}
