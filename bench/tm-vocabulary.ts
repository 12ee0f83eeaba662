/** The bench TM's vocabulary and sentences (bench/tmx-import.ts, bench/tm-trigram-partitions.ts). */

export const EN = `the a to of and in is for on with your you this that file click button save open settings account
user password data report page window menu option select enter change update delete create new print export import
document folder system server network connection error message warning license customer order invoice payment
project task team meeting schedule product version release feature support service device screen display setting
before after when if not can will must should please now then again all each every other more less first last
check confirm cancel close restart install remove add edit copy paste search find replace view show hide list table
row column value field name address email phone number date time language translation memory segment term glossary`.split(
  /\s+/,
);
export const DE =
  `der die das und zu von in ist für auf mit Ihr Sie dies dass Datei klicken Schaltfläche speichern öffnen
Einstellungen Konto Benutzer Passwort Daten Bericht Seite Fenster Menü Option auswählen eingeben ändern aktualisieren
löschen erstellen neu drucken exportieren importieren Dokument Ordner System Server Netzwerk Verbindung Fehler Meldung
Warnung Lizenz Kunde Bestellung Rechnung Zahlung Projekt Aufgabe Team Besprechung Zeitplan Produkt Version Freigabe
Funktion Unterstützung Dienst Gerät Bildschirm Anzeige Einstellung vor nach wenn nicht kann wird muss sollte bitte jetzt
dann erneut alle jede andere mehr weniger zuerst zuletzt prüfen bestätigen abbrechen schließen neu starten installieren
entfernen hinzufügen bearbeiten kopieren einfügen suchen finden ersetzen Ansicht zeigen ausblenden Liste Tabelle Zeile
Spalte Wert Feld Name Adresse E-Mail Telefon Nummer Datum Zeit Sprache Übersetzung Speicher Segment Begriff Glossar`.split(
    /\s+/,
  );

/** `length` words of `words`, Zipf-like: common words far more often than rare ones. */
export function pickWords(random: () => number, words: readonly string[], length: number): string[] {
  const picked: string[] = [];
  for (let i = 0; i < length; i++) picked.push(words[Math.floor(words.length * random() ** 2.2)]!);
  return picked;
}
