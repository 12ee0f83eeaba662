/**
 * XLSX glossary export and import figures: writes N synthetic terms (default 100,000, with comments, statuses,
 * definitions, parts of speech) as the glossary download does (the `xlsx` term format's writer) and reads the file
 * back as the glossary import does (the unpacked-size check, then the format's reader), beside write-excel-file and
 * read-excel-file doing the same work on the same rows (the peer, the libraries our tests check the format against;
 * both hold the whole sheet in memory). Each phase runs in a child process of its own and prints wall seconds, CPU
 * seconds and the child's peak RSS: a streaming phase's peak stays flat as N grows.
 *
 *   node bench/xlsx-glossary.ts
 *   node bench/xlsx-glossary.ts --terms 300000 --runs 3
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { prng } from '../server/src/test/prng.ts';
import { loadAverage, option } from './measure.ts';
import { DE, EN, pickWords } from './tm-vocabulary.ts';

const TERMS = Number(option('terms', '100000'));
const RUNS = Number(option('runs', '2'));
const PHASE = option('phase', '');
const FILE = option('file', '');

const STATUSES = ['preferred', 'admitted', 'deprecated', 'forbidden'] as const;

function* terms(count: number) {
  const random = prng(11);
  for (let i = 0; i < count; i++) {
    yield {
      source: `${pickWords(random, EN, 1 + (i % 3)).join(' ')} ${i}`,
      target: `${pickWords(random, DE, 1 + (i % 3)).join(' ')} ${i}`,
      comment: i % 4 ? '' : pickWords(random, EN, 6).join(' '),
      status: STATUSES[i % 4]!,
      definition: i % 5 ? '' : pickWords(random, EN, 12).join(' '),
      part_of_speech: i % 2 ? 'noun' : '',
      case_sensitive: i % 7 === 0,
    };
  }
}

const languages = { source: 'en', target: 'de' };

/** One phase, in this (child) process: its output is one JSON line. */
async function runPhase(phase: string, file: string): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let records = 0;
  if (phase === 'tessera-write') {
    const { termFormat } = await import('../server/src/formats/term-formats.ts');
    await pipeline(termFormat('xlsx').write(terms(TERMS), languages, 'Bench'), createWriteStream(file));
    records = TERMS;
  } else if (phase === 'tessera-read') {
    const { termFormat } = await import('../server/src/formats/term-formats.ts');
    const { checkUnpackedSize } = await import('../server/src/formats/xlsx/zip-size.ts');
    await checkUnpackedSize(file);
    for await (const _pair of termFormat('xlsx').read(() => createReadStream(file), languages)) records++;
  } else if (phase === 'peer-write') {
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    const rows = [['en', 'de', 'comment', 'status', 'definition', 'part_of_speech', 'case_sensitive']];
    for (const t of terms(TERMS)) {
      rows.push([t.source, t.target, t.comment, t.status, t.definition, t.part_of_speech, String(t.case_sensitive)]);
      records++;
    }
    // Empty cells left out, as Tessera's writer leaves them.
    await writeXlsxFile(rows.map((row) => row.map((cell) => cell || null))).toFile(file);
  } else if (phase === 'peer-read') {
    const { default: readXlsxFile } = await import('read-excel-file/node');
    const [sheet] = await readXlsxFile(file, { trim: false });
    records = sheet!.data.length - 1; // the header
  } else throw new Error(`unknown phase ${phase}`);
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      records,
      wall: (performance.now() - started) / 1000,
      cpu: (user + system) / 1e6,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
}

interface Figures {
  records: number;
  wall: number;
  cpu: number;
  peakRssMb: number;
}

function child(phase: string, file: string): Figures {
  const output = execFileSync(
    process.execPath,
    [fileURLToPath(import.meta.url), '--phase', phase, '--file', file, '--terms', String(TERMS)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as Figures;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'xlsx-bench-'));
  try {
    console.log(`XLSX glossary, ${TERMS.toLocaleString('en')} terms, best of ${RUNS}; load ${loadAverage()}`);
    const ours = join(dir, 'tessera.xlsx');
    const theirs = join(dir, 'peer.xlsx');
    const best = (phase: string, file: string) => {
      const runs = Array.from({ length: RUNS }, () => child(phase, file));
      return runs.reduce((a, b) => (b.wall < a.wall ? b : a));
    };
    const rows: [string, Figures, number?][] = [];
    rows.push(['export, Tessera', best('tessera-write', ours), statSync(ours).size]);
    rows.push(['export, write-excel-file', best('peer-write', theirs), statSync(theirs).size]);
    rows.push(['import, Tessera (size check + reader)', best('tessera-read', ours)]);
    rows.push(['import, read-excel-file', best('peer-read', ours)]);
    rows.push(['import of write-excel-file file, Tessera', best('tessera-read', theirs)]);
    for (const [name, f, size] of rows) {
      const bytes = size === undefined ? '' : `, file ${(size / 1024 / 1024).toFixed(1)} MB`;
      console.log(
        `${name.padEnd(40)} ${f.wall.toFixed(2)} s wall, ${f.cpu.toFixed(2)} s CPU, peak RSS ${f.peakRssMb.toFixed(0)} MB, ${f.records} records${bytes}`,
      );
    }
    console.log(`load after: ${loadAverage()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (PHASE) await runPhase(PHASE, FILE);
else await main();
