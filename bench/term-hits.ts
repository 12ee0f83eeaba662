/**
 * Term-hit figures: imports a glossary of N terms (default 100,000: 55% one word, 30% two, 12% three, 3% four,
 * common words and ~30k coined ones with a Zipf-like skew, some capitalised or acronyms) as CSV through the real
 * server, links it to a document of 1,000 segments (8-30 words from the same vocabulary, inflected forms, every
 * other segment holding some multi-word terms) and times GET /document/records/{id}/glossary_records for each,
 * one at a time (the whole request: record, links, index candidates, exact check). A sample of the segments is
 * then checked against an exhaustive scan (every term of the glossary checked by the same `occurrences`), so the
 * index is shown to lose no hit. GET /api/health after each lookup shows what the machine's load adds to any request.
 * On PostgreSQL the same lookups are then made in this process on the server's database, each part timed (the
 * segment's read with its glossaries, stemming the segment, the candidates statement with the exact check), so the
 * rest of the request's time is the route's own: HTTP, session, serialisation and the wait for a CPU.
 *
 *   node bench/term-hits.ts                       # 100,000 terms on PostgreSQL
 *   node bench/term-hits.ts --backend pglite
 *   node bench/term-hits.ts --terms 1000000 --segments 1000 --recall-segments 100
 *
 * PostgreSQL: DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test), in a database of its own.
 * Last line: `term-hits: <N> terms on <backend>, p50 <a> ms, p95 <b> ms, <h> hits per segment, recall <r>`.
 */
import { performance } from 'node:perf_hooks';
import type { TermHit } from '@tessera/shared/contract';
import { prng } from '../server/src/test/prng.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/src/db/database.ts';
import { findTermHits, segmentForTerms } from '../server/src/glossary/terms/lookup.ts';
import { occurrences, segmentKeysOf, stemmerFor, termOf, wordsOf } from '../server/src/glossary/terms/match.ts';
import {
  benchDatabase,
  importGlossaryCsv,
  startApiServer,
  upload,
  waitUntilDone,
  type ApiServer,
} from './api-server.ts';
import {
  COMMON_WORDS,
  json,
  loadAverage,
  option,
  percentile,
  signIn,
  statusMb,
  timeEach,
  vocabulary,
  xliffOf,
} from './measure.ts';

const TERMS = Number(option('terms', '100000'));
const SEGMENTS = Number(option('segments', '1000'));
const BACKEND = option('backend', 'postgres') as 'postgres' | 'pglite';
const RECALL_SEGMENTS = Math.min(SEGMENTS, Number(option('recall-segments', '100')));

const COMMON = [
  ...COMMON_WORDS,
  ...'license customer order invoice payment project task team meeting schedule product version release feature support'.split(
    ' ',
  ),
];
const STOP = new Set(
  'the a to of and in is for on with your you this that it be are as at by from or can will not all'.split(' '),
);
const ACRONYMS = ['API', 'PIN', 'URL', 'PDF', 'USB', 'SSL', 'VPN', 'CSV', 'SQL', 'HTTP'];

const WORDS = vocabulary(COMMON);
const pickWord = (random: () => number) => WORDS[Math.floor(WORDS.length * random() ** 2.5)]!;
const contentWord = (random: () => number) => {
  for (;;) {
    const word = pickWord(random);
    if (!STOP.has(word)) return word;
  }
};

/** Distinct terms; multi-word ones never start or end with a function word, as real terms rarely do. */
function glossaryTerms(): string[] {
  const random = prng(11);
  const terms = new Set<string>(ACRONYMS);
  while (terms.size < TERMS) {
    const roll = random();
    const length = roll < 0.55 ? 1 : roll < 0.85 ? 2 : roll < 0.97 ? 3 : 4;
    const words = Array.from({ length }, (_, i) =>
      i > 0 && i < length - 1 && random() < 0.3 ? 'of' : contentWord(random),
    );
    let term = words.join(' ');
    if (random() < 0.1) term = term[0]!.toUpperCase() + term.slice(1);
    terms.add(term);
  }
  return [...terms];
}

const inflect = (random: () => number, word: string) => {
  const roll = random();
  return roll < 0.15 ? `${word}s` : roll < 0.2 ? `${word}ed` : roll < 0.25 ? `${word}ing` : word;
};

function segmentTexts(terms: readonly string[]): string[] {
  const random = prng(99);
  const segments: string[] = [];
  for (let i = 0; i < SEGMENTS; i++) {
    const length = 8 + Math.floor(random() * 23);
    const words = Array.from({ length }, () => inflect(random, pickWord(random)));
    if (i % 2 === 0) {
      for (let k = 0; k < 3; k++)
        words.splice(Math.floor(random() * words.length), 0, terms[Math.floor(random() * terms.length)]!);
    }
    if (random() < 0.2)
      words.splice(Math.floor(random() * words.length), 0, ACRONYMS[Math.floor(random() * ACRONYMS.length)]!);
    const joined = words.join(' ');
    segments.push(`${joined[0]!.toUpperCase()}${joined.slice(1)}.`);
  }
  return segments;
}

const ms = (value: number) => value.toFixed(1);

/** p50 and p95 of each part of a lookup made in this process (PostgreSQL: the server's database, shared). */
async function partsInProcess(databaseUrl: string, ids: readonly number[]): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-parts-'));
  const { db } = await openDatabase({ databaseUrl, dataDir });
  try {
    const parts = { read: [] as number[], stem: [] as number[], lookup: [] as number[] };
    const stem = stemmerFor('en');
    for (const id of ids) {
      const readAt = performance.now();
      const segment = (await segmentForTerms(db, id))!;
      parts.read.push(performance.now() - readAt);
      const stemAt = performance.now();
      segmentKeysOf(wordsOf(segment.source, stem), stem);
      parts.stem.push(performance.now() - stemAt);
      const lookupAt = performance.now();
      await findTermHits(db, segment.glossaries, segment.source);
      parts.lookup.push(performance.now() - lookupAt);
    }
    const line = (values: number[]) => `p50 ${ms(percentile(values, 50))} / p95 ${ms(percentile(values, 95))} ms`;
    console.log(`  in process: segment and glossaries (one statement) ${line(parts.read)}`);
    console.log(`  in process: stemming the segment's words and keys ${line(parts.stem)}`);
    console.log(`  in process: candidates statement and exact check (stemming again) ${line(parts.lookup)}`);
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `term-hits bench: ${TERMS.toLocaleString('en')} terms on ${BACKEND}, ${SEGMENTS} segments; load ${loadAverage()}`,
  );
  const database = await benchDatabase(BACKEND);
  let server: ApiServer | undefined;
  try {
    const terms = glossaryTerms();
    const segments = segmentTexts(terms);
    server = await startApiServer(database.env);
    const headers = await signIn(server.base);

    const importStarted = performance.now();
    const csv = `en,de\n${terms.map((term, i) => `${term},Ziel ${i}`).join('\n')}\n`;
    const glossaryId = await importGlossaryCsv(server.base, headers, {
      fileName: 'terms.csv',
      name: 'Bench terms',
      csv,
    });
    console.log(`  glossary import (records and term index): ${ms((performance.now() - importStarted) / 1000)} s`);

    const document = await upload(server.base, headers, '/api/document/', {
      name: 'segments.xlf',
      content: xliffOf(segments),
    });
    await waitUntilDone(server.base, headers, `/api/document/${document.id}`);
    const records: { id: number; source: string }[] = [];
    for (let page = 0; records.length < SEGMENTS; page++) {
      const body = await json<{ records: { id: number; source: string }[] }>(
        await fetch(`${server.base}/api/document/${document.id}/records?page=${page}`, { headers }),
      );
      if (body.records.length === 0) break;
      records.push(...body.records);
    }
    await json(
      await fetch(`${server.base}/api/document/${document.id}/glossaries`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ glossaries: [{ id: glossaryId }] }),
      }),
    );

    // One lookup to warm the connection and the stemmer, not counted.
    await json(await fetch(`${server.base}/api/document/records/${records[0]!.id}/glossary_records`, { headers }));
    const { base } = server;
    // After each lookup, the same round trip doing nothing: what the machine's load adds to every request.
    const health: number[] = [];
    const { answers, times } = await timeEach(
      records,
      async (record) =>
        json<TermHit[]>(await fetch(`${base}/api/document/records/${record.id}/glossary_records`, { headers })),
      async () => {
        const healthAt = performance.now();
        await json(await fetch(`${base}/api/health`));
        health.push(performance.now() - healthAt);
      },
    );
    const hitsPerSegment = answers.reduce((sum, answer) => sum + answer.length, 0) / answers.length;
    console.log(
      `  lookups: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, max ${ms(Math.max(...times))} ms over ${times.length} segments; ${hitsPerSegment.toFixed(1)} hits per segment`,
    );
    console.log(
      `  GET /api/health between them (the machine's share): p50 ${ms(percentile(health, 50))} ms, p95 ${ms(percentile(health, 95))} ms`,
    );
    console.log(`  server RSS ${Math.round(statusMb(server.child.pid!, 'VmRSS'))} MB`);
    if (database.env.DATABASE_URL) {
      await partsInProcess(
        database.env.DATABASE_URL,
        records.map((record) => record.id),
      );
    }

    // Every term checked against a sample of segments with the same exact rule: what the index must not lose.
    const stem = stemmerFor('en');
    const parsed = terms.map((term) => termOf(term, 'en', 'stemmed'));
    let expected = 0;
    let found = 0;
    for (let i = 0; i < RECALL_SEGMENTS; i++) {
      const words = wordsOf(records[i]!.source, stem);
      const returned = new Set(answers[i]!.map((hit) => hit.source));
      for (let t = 0; t < parsed.length; t++) {
        if (occurrences(parsed[t]!, words).length === 0) continue;
        expected++;
        if (returned.has(terms[t]!)) found++;
      }
    }
    const recall = expected === 0 ? 1 : found / expected;
    console.log(`  recall: ${found}/${expected} hits of an exhaustive scan over ${RECALL_SEGMENTS} segments`);
    console.log(`  load average at the end ${loadAverage()}`);
    console.log(
      `term-hits: ${TERMS} terms on ${BACKEND}, p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, ${hitsPerSegment.toFixed(1)} hits per segment, recall ${recall.toFixed(3)}`,
    );
  } finally {
    await server?.stop();
    await database.drop();
  }
}

await main();
