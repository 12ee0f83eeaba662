/**
 * Glossary search figures: fills one glossary with N synthetic records (default 1,000,000) and
 * prints p50/p95 of the records page the screen asks for: page 0 with `total_rows`, searched for frequent and
 * rare substrings, through the repository's own pageRecords (the exact SQL the API runs). A search counts its
 * matches up to 1000 ("1000+" below); `--exact-counts` also times the full count(*) that this cap avoids.
 * Sorted pages (a column header clicked) are timed too; no index serves them (server/src/glossary/migrations.ts
 * 0106 says why). Then a save's spelling check against the glossary (timeSpellingAcceptance).
 *
 *   node bench/glossary-search.ts                              # PostgreSQL 1M, PGlite 100k
 *   node bench/glossary-search.ts --records 200000 --backend postgres
 *   node bench/glossary-search.ts --pglite-records 20000 --runs 50
 *
 * PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; works in a schema of its own, dropped after.
 * Records are inserted in batches of 10,000 with the import's own insertRecordBatch (trigram indexes in place).
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { PgliteWorkerClient } from '../server/src/db/pglite-dialect.ts';
import { pgliteKysely, type Db } from '../server/src/db/database.ts';
import { createPostgresDialect } from '../server/src/db/postgres.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { migrations } from '../server/src/migrations.ts';
import type { Database } from '../server/src/db/schema.ts';
import { PAGE_SIZE } from '@tessera/shared/contract';
import { insertGlossary } from '../server/src/glossary/glossaries.ts';
import { insertRecordBatch } from '../server/src/glossary/import-writes.ts';
import { likePattern } from '../server/src/glossary/record-search.ts';
import { pageRecords } from '../server/src/glossary/record-pages.ts';
import type { NewRecord } from '../server/src/glossary/records.ts';
import type { RecordSorting } from '../server/src/glossary/record-sorting.ts';
import { prng } from '../server/src/test/prng.ts';
import { acceptedIn } from '../server/src/spelling/check.ts';
import { option, percentile } from './measure.ts';

const argv = process.argv.slice(2);
const RECORDS = Number(option('records', '1000000'));
const PGLITE_RECORDS = Number(option('pglite-records', '100000'));
const RUNS = Number(option('runs', '40'));
const BACKENDS = option('backend', 'postgres,pglite').split(',');
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EXACT_COUNTS = argv.includes('--exact-counts');
const BATCH = 10_000;

// ---------- deterministic synthetic terms ----------

const EN = `file save open settings account user password data report page window menu option select enter change
update delete create print export import document folder system server network connection error message warning
license customer order invoice payment project task team meeting schedule product version release feature support
service device screen display setting check confirm cancel close restart install remove add edit copy paste search
find replace view show hide list table row column value field name address email phone number date time language
translation memory segment term glossary contract liability warranty dosage tablet patient device sensor valve`.split(
  /\s+/,
);
const DE = `Datei speichern öffnen Einstellungen Konto Benutzer Passwort Daten Bericht Seite Fenster Menü Option
auswählen eingeben ändern aktualisieren löschen erstellen drucken exportieren importieren Dokument Ordner System
Server Netzwerk Verbindung Fehler Meldung Warnung Lizenz Kunde Bestellung Rechnung Zahlung Projekt Aufgabe Team
Besprechung Zeitplan Produkt Version Freigabe Funktion Unterstützung Dienst Gerät Bildschirm Anzeige Einstellung
prüfen bestätigen abbrechen schließen installieren entfernen hinzufügen bearbeiten kopieren einfügen suchen finden
ersetzen Ansicht zeigen ausblenden Liste Tabelle Zeile Spalte Wert Feld Name Adresse Telefon Nummer Datum Zeit
Sprache Übersetzung Speicher Segment Begriff Glossar Vertrag Haftung Gewährleistung Dosierung Tablette Patient Ventil`.split(
  /\s+/,
);
const SYLLABLES = `ka lo mi nu re sa ti vo xe zu bra cle dri fro glu pla qui stro tve wha yel jor kim dax pev
ruk sol tan ber gom hix`.split(/\s+/);
/** A made-up product name of three syllables: 32^3 of them, so any one appears in only a few records. */
const RARE_WORD = 'driquijor';

function term(random: () => number, words: string[]): string {
  const pick = () => words[Math.floor(words.length * random() ** 1.8)]!;
  const parts = [pick()];
  if (random() < 0.6) parts.push(pick());
  if (random() < 0.25) parts.push(pick());
  return parts.join(' ');
}

function* records(count: number): Generator<NewRecord[]> {
  const random = prng(42);
  const coined = () => Array.from({ length: 3 }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('');
  let batch: NewRecord[] = [];
  for (let i = 0; i < count; i++) {
    // Half the terms carry a coined name ("Kalomi settings"): a large vocabulary, as real glossaries have.
    const name = random() < 0.5 ? `${coined()} ` : '';
    const source = name + term(random, EN);
    const target = name + term(random, DE);
    batch.push({ source, target, comment: random() < 0.2 ? `note ${i}` : '' });
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

// ---------- measuring ----------

const SEARCHES: [string, string, ('middle' | undefined)?, RecordSorting?][] = [
  ['no search', ''],
  ['no search, middle page (deep offset)', '', 'middle'],
  ['frequent, 2 letters "er"', 'er'],
  ['frequent, 3 letters "set"', 'set'],
  ['frequent word "Datei"', 'Datei'],
  ['frequent, upper case "FILE"', 'FILE'],
  [`rare coined name "${RARE_WORD}"`, RARE_WORD],
  ['medium, 4 letters "ejor"', 'ejor'],
  ['medium, coined syllables "kalo"', 'kalo'],
  ['absent "zzqx"', 'zzqx'],
  ['sorted by source', '', undefined, { sort: 'source', order: 'asc' }],
  ['sorted by target, descending, middle page', '', 'middle', { sort: 'target', order: 'desc' }],
  ['sorted by status', '', undefined, { sort: 'status', order: 'asc' }],
  ['sorted by last change, descending', '', undefined, { sort: 'changed', order: 'desc' }],
  ['frequent "set", sorted by source', 'set', undefined, { sort: 'source', order: 'asc' }],
  [`rare "${RARE_WORD}", sorted by target`, RARE_WORD, undefined, { sort: 'target', order: 'asc' }],
];

/** p50 and p95 of RUNS reads of one page (after 3 unmeasured), and the total the page said. */
async function timePage(
  db: Db,
  glossary: { id: number; records_count: number },
  page: number,
  search: string,
  sorting: RecordSorting | undefined,
) {
  for (let i = 0; i < 3; i++) await pageRecords(db, glossary, page, search, sorting);
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const result = await pageRecords(db, glossary, page, search, sorting);
    times.push(performance.now() - start);
    total = `${result.total_rows}${result.total_rows_capped ? '+' : ''}`;
  }
  return { total, p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1) };
}

async function measure(db: Db, glossary: { id: number; records_count: number }) {
  const rows: Record<string, string | number>[] = [];
  const pageOf = (where: 'middle' | undefined) =>
    where === 'middle' ? Math.floor(glossary.records_count / PAGE_SIZE / 2) : 0;
  for (const [label, search, where, sorting] of SEARCHES) {
    const { total, p50, p95 } = await timePage(db, glossary, pageOf(where), search, sorting);
    const row: Record<string, string | number> = { search: label, matches: total, 'p50 ms': p50, 'p95 ms': p95 };
    if (EXACT_COUNTS && search !== '')
      row['exact count(*) ms'] = +(await exactCountMs(db, glossary.id, search)).toFixed(1);
    rows.push(row);
  }
  console.table(rows);
  await timeSpellingAcceptance(db, glossary.id);
  // Figures from a busy machine are not figures of the code: say how busy it was.
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min) on ${availableParallelism()} cores`,
  );
}

/**
 * What a save's spelling check asks of the glossary (acceptedIn, the exact SQL a save runs): which of 12 words
 * the German dictionary does not know are words of the glossary's targets. Per save: 4 coined names the glossary
 * holds, 4 it does not, 2 English UI words and 2 German words with a letter doubled; a new set each run.
 */
async function timeSpellingAcceptance(db: Db, glossaryId: number) {
  const random = prng(9);
  const accepted = acceptedIn(db, 'de', { glossaryIds: [glossaryId] });
  const pick = (words: readonly string[]) => words[Math.floor(random() * words.length)]!;
  const coined = () => Array.from({ length: 3 }, () => pick(SYLLABLES)).join('');
  const held = (
    await sql<{ target: string }>`
    select target from glossary_records where glossary_id = ${glossaryId} and target ~ '^[a-z]+ ' limit 2000`.execute(
      db,
    )
  ).rows.map((row) => row.target.split(' ')[0]!);
  const doubled = (word: string) => {
    const at = 1 + Math.floor(random() * (word.length - 1));
    return word.slice(0, at) + word[at - 1] + word.slice(at);
  };
  const save = () => [
    ...Array.from({ length: 4 }, () => pick(held)),
    ...Array.from({ length: 4 }, () => `${coined()}x`),
    pick(EN),
    pick(EN),
    doubled(pick(DE)),
    doubled(pick(DE)),
  ];
  for (let i = 0; i < 3; i++) await accepted(save());
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < RUNS; i++) {
    const words = save();
    const start = performance.now();
    found += (await accepted(words)).size;
    times.push(performance.now() - start);
  }
  console.log(
    `save's spelling check against the glossary (12 unknown words): p50 ${percentile(times, 50).toFixed(1)} / p95 ${percentile(times, 95).toFixed(1)} ms, ${(found / RUNS).toFixed(1)} words accepted a save`,
  );
}

/** What an uncapped total would cost: the median of 5 full counts of the same condition. */
async function exactCountMs(db: Db, glossaryId: number, search: string): Promise<number> {
  const pattern = likePattern(search);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await sql`select count(*) from glossary_records r where r.glossary_id = ${glossaryId}
      and (lower(r.source) like lower(${pattern}) or lower(r.target) like lower(${pattern}))`.execute(db);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2]!;
}

async function fill(db: Db, count: number): Promise<{ id: number; records_count: number }> {
  const user = await sql<{ id: number }>`
    insert into users (email, username, password_hash, role) values ('bench@tessera.test', 'bench', 'x', 'manager') returning id`.execute(
    db,
  );
  const userId = user.rows[0]!.id;
  const id = await insertGlossary(db, { name: 'Bench', source_lang: 'en', target_lang: 'de', created_by: userId });
  const start = performance.now();
  for (const batch of records(count)) await insertRecordBatch(db, id, userId, batch);
  await db.updateTable('glossaries').set({ records_count: count }).where('id', '=', id).execute();
  await sql`analyze glossary_records`.execute(db);
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `filled ${count.toLocaleString('en')} records in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en')}/s, indexes in place)`,
  );
  return { id, records_count: count };
}

async function onPostgres(): Promise<void> {
  const schema = `bench_glossary_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const { dialect } = createPostgresDialect({ connectionString: POSTGRES_URL, schema, maxConnections: 4 });
  const db = new Kysely<Database>({ dialect });
  try {
    const version = await sql<{ server_version: string }>`show server_version`.execute(db);
    console.log(
      `\nPostgreSQL ${version.rows[0]!.server_version}: ${RECORDS.toLocaleString('en')} records, ${RUNS} runs per search (page 0 + total_rows)`,
    );
    await migrateToLatest(db, migrations);
    const glossary = await fill(db, RECORDS);
    await measure(db, glossary);
  } finally {
    await db.destroy();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

async function onPglite(): Promise<void> {
  console.log(
    `\nPGlite (in memory, worker thread): ${PGLITE_RECORDS.toLocaleString('en')} records, ${RUNS} runs per search`,
  );
  const db = pgliteKysely(await PgliteWorkerClient.open({}));
  try {
    await migrateToLatest(db, migrations);
    await measure(db, await fill(db, PGLITE_RECORDS));
  } finally {
    await db.destroy();
  }
}

if (BACKENDS.includes('postgres')) await onPostgres();
if (BACKENDS.includes('pglite')) await onPglite();
