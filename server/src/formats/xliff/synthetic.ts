/**
 * A deterministic, realistic XLIFF 1.2 document of any size: sentences of common UI words with g, x, bx/ex,
 * ph and bpt/ept inline codes, 10% seg-source segmentation, German targets on a third of the units, notes.
 * bench/xliff-import.ts times the import of a ~100 MB one; the XML reader's tests read small ones.
 */

import { prng } from '../../test/prng.ts';
import { escapeXmlText } from '../xml-escape.ts';

const EN = `the a to of and in is for on with your you this that file click button save open settings account user
password data report page window menu option select enter change update delete create new print export import document
folder system server network connection error message warning license customer order invoice payment project task team
meeting schedule product version release feature support service device screen display before after when if not can will
must should please now then again all each every other more less first last check confirm cancel close restart install
remove add edit copy paste search find replace view show hide list table row column value field name address email phone`.split(
  /\s+/,
);
const DE = `der die das und zu von in ist für auf mit Ihr Sie dies dass Datei klicken Schaltfläche speichern öffnen
Einstellungen Konto Benutzer Passwort Daten Bericht Seite Fenster Menü Option auswählen eingeben ändern aktualisieren
löschen erstellen neu drucken exportieren importieren Dokument Ordner System Server Netzwerk Verbindung Fehler Meldung
Warnung Lizenz Kunde Bestellung Rechnung Zahlung Projekt Aufgabe Team Besprechung Zeitplan Produkt Version`.split(
  /\s+/,
);

function sentence(random: () => number, words: string[], length: number): string {
  const picked: string[] = [];
  for (let i = 0; i < length; i++) picked.push(words[Math.floor(words.length * random() ** 2.2)]!);
  picked[0] = picked[0]![0]!.toUpperCase() + picked[0]!.slice(1);
  return escapeXmlText(picked.join(' '));
}

/** Wraps words of a sentence in inline codes the way exporters do. */
function withCodes(text: string, kind: number): string {
  const words = text.split(' ');
  const at = Math.max(1, Math.floor(words.length / 3));
  switch (kind) {
    case 0:
      return `${words.slice(0, at).join(' ')} <g id="1" ctype="bold">${words.slice(at, at + 2).join(' ')}</g> ${words.slice(at + 2).join(' ')}<x id="2" ctype="lb"/>`;
    case 1:
      return `${words.slice(0, at).join(' ')} <bx id="3"/>${words.slice(at).join(' ')}<ex id="4"/> <ph id="5">{0}</ph>`;
    case 2:
      return `<bpt id="6">&lt;a href="#"&gt;</bpt>${words.slice(0, at).join(' ')}<ept id="6">&lt;/a&gt;</ept> ${words.slice(at).join(' ')}`;
    default:
      return text;
  }
}

/** The document in pieces of about `pieceSize` characters (join them for the whole text). */
export function* syntheticXliff12(units: number, pieceSize = 1 << 20): Generator<string> {
  const random = prng(7);
  let chunk =
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
    '  <file original="bench.html" source-language="en-US" target-language="de-DE" datatype="html">\n    <body>\n';
  for (let i = 0; i < units; i++) {
    const kind = Math.floor(random() * 4);
    const source = withCodes(sentence(random, EN, 14 + Math.floor(random() * 44)), kind);
    const translated = random() < 0.33;
    const note = random() < 0.2 ? `\n        <note from="dev">Shown in ${sentence(random, EN, 4)}</note>` : '';
    if (random() < 0.1) {
      const second = sentence(random, EN, 6 + Math.floor(random() * 10));
      chunk +=
        `      <trans-unit id="u${i}">\n        <source>${source}. ${second}.</source>\n` +
        `        <seg-source><mrk mtype="seg" mid="1">${source}.</mrk> <mrk mtype="seg" mid="2">${second}.</mrk></seg-source>${note}\n      </trans-unit>\n`;
    } else {
      const target = translated
        ? `\n        <target state="translated">${withCodes(sentence(random, DE, 14 + Math.floor(random() * 44)), kind)}</target>`
        : '';
      chunk += `      <trans-unit id="u${i}" resname="key.${i}">\n        <source>${source}</source>${target}${note}\n      </trans-unit>\n`;
    }
    if (chunk.length > pieceSize) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}    </body>\n  </file>\n</xliff>\n`;
}
