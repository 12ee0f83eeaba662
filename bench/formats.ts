/**
 * Document formats beside XLIFF: generates a gettext PO of N entries (default 100,000: comments, references,
 * c-format placeholders, plural entries) and a nested JSON of N keys (i18next `{{var}}` placeholders), then
 * - imports each through POST /api/document/ into the real server (as `npm start` runs it) on PostgreSQL and on
 *   the embedded PGlite, with an XLIFF 1.2 of N units (bench/xliff-import.ts's generator) as the yardstick,
 *   while another client calls /api/health over and over (the worst wait: what any request may wait meanwhile;
 *   aim: 1.5 s); aim: each import within 3x of the XLIFF's;
 * - times Tessera's extract (the format's reader) and merge (every segment translated, written back into the
 *   original) on the same files beside translate-toolkit's converters (Debian package `translate-toolkit`):
 *   `po2xliff` + `xliff2po` for the PO, `json2po` + `po2json -t` for the JSON; aim: 10x faster. Without
 *   translate-toolkit installed, the script says so and prints Tessera's figures alone.
 *
 *   node bench/formats.ts                                  # 100k entries, PostgreSQL and PGlite
 *   node bench/formats.ts --entries 20000 --backend pglite
 *   node bench/formats.ts --toolkit-limit 600                # let translate-toolkit run longer (default 180 s a command)
 *
 * On a shared machine wall times vary with the load (printed); CPU seconds are the steadier figure.
 * PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a database of its own is created and dropped.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { syntheticXliff12 } from '../server/src/formats/xliff/synthetic.ts';
import { loadAverage, option, signIn } from './measure.ts';
import { hasCommand, tesseraExtractMerge, timedCommand, type Timing } from './extract-merge.ts';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  probeHealth,
  spawnServer,
  upload,
  waitUntilDone,
  waitUntilHealthy,
  WORDS,
} from './api-server.ts';

const ENTRIES = Number(option('entries', '100000'));
const BACKENDS = option('backend', 'postgres,pglite').split(',');
/** A translate-toolkit command still running after this many seconds is stopped: its figure is then "> limit". */
const TOOLKIT_LIMIT = Number(option('toolkit-limit', '180'));
const LANGUAGES = { source: 'en', target: 'de' };

// ---------- the files ----------

const phrase = (i: number, words: number) =>
  Array.from({ length: words }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]).join(' ');

/** A PO as xgettext and translators leave them: comments, references, c-format strings, plurals, some translated. */
function generatePo(entries: number): string {
  const parts = [
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de\\n"\n' +
      '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n',
  ];
  for (let i = 0; i < entries; i++) {
    const text = `${phrase(i, 3 + (i % 9))} ${i}`;
    let entry = `#. ${phrase(i + 1, 4)}\n#: src/module${i % 97}.c:${i % 1000}\n`;
    if (i % 20 === 0) {
      entry += `#, c-format\nmsgid "%d ${text}"\nmsgid_plural "%d ${text}s"\nmsgstr[0] ""\nmsgstr[1] ""\n`;
    } else if (i % 5 === 0) {
      entry += `#, c-format\nmsgid "${text} %s"\nmsgstr "${i % 3 === 0 ? `übersetzt ${i} %s` : ''}"\n`;
    } else entry += `msgid "${text}"\nmsgstr ""\n`;
    parts.push(`${entry}\n`);
  }
  return parts.join('');
}

/** A nested JSON of `keys` strings: sections of groups of ten keys, some with an i18next placeholder. */
function generateJson(keys: number): string {
  const lines = ['{'];
  const groups = Math.ceil(keys / 10);
  const sections = Math.ceil(groups / 10);
  let written = 0;
  for (let s = 0; s < sections && written < keys; s++) {
    lines.push(`  "section${s}": {`);
    for (let g = 0; g < 10 && written < keys; g++) {
      lines.push(`    "group${g}": {`);
      for (let k = 0; k < 10 && written < keys; k++, written++) {
        const value = written % 4 === 0 ? `${phrase(written, 5)} {{count}} ${written}` : `${phrase(written, 6)}`;
        const last = k === 9 || written === keys - 1;
        lines.push(`      "key${k}": "${value}"${last ? '' : ','}`);
      }
      const lastGroup = g === 9 || written === keys;
      lines.push(`    }${lastGroup ? '' : ','}`);
    }
    const lastSection = written === keys;
    lines.push(`  }${lastSection ? '' : ','}`);
  }
  lines.push('}', '');
  return lines.join('\n');
}

// ---------- import through the server ----------

interface ImportFigures {
  backend: string;
  file: string;
  segments: number;
  seconds: number;
  worstHealthSeconds: number;
  healthCalls: number;
}

async function importAll(backend: string, files: BenchFile[], dataDir: string): Promise<ImportFigures[]> {
  let database: string | null = null;
  const env: Record<string, string> = { DATA_DIR: join(dataDir, backend), DATABASE_URL: '', LOG_LEVEL: 'warn' };
  if (backend === 'postgres') {
    database = `tessera_bench_formats_${process.pid}`;
    env.DATABASE_URL = await createPostgresDatabase(database);
  }
  const { child, base } = await spawnServer(env, { nodeFlags: SERVER_NODE_FLAGS });
  try {
    await waitUntilHealthy(child, base, 60);
    const headers = await signIn(base);
    // A workspace in use holds documents: the planner's statistics then describe those, not the new file.
    const earlier = await upload(base, headers, '/api/document/', {
      name: 'earlier.xlf',
      content: [...syntheticXliff12(20)].join(''),
    });
    await waitUntilDone(base, headers, `/api/document/${earlier.id}`);
    const figures: ImportFigures[] = [];
    for (const file of files) {
      const started = performance.now();
      const health = probeHealth(base);
      const fields = { source_lang: LANGUAGES.source, target_lang: LANGUAGES.target };
      const { id } = await upload(base, headers, '/api/document/', { name: file.name, content: file.text }, fields);
      await waitUntilDone(base, headers, `/api/document/${id}`, 1_800_000);
      const seconds = (performance.now() - started) / 1000;
      const { worstHealthSeconds, healthCalls } = await health.stop();
      const document = (await (await fetch(`${base}/api/document/${id}`, { headers })).json()) as {
        records_count: number;
      };
      figures.push({
        backend,
        file: file.label,
        segments: document.records_count,
        seconds,
        worstHealthSeconds,
        healthCalls,
      });
      console.log(`  ${backend}: ${file.label} imported in ${seconds.toFixed(1)} s`);
    }
    return figures;
  } finally {
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    if (database) await dropPostgresDatabase(database);
  }
}

// ---------- extract and merge: Tessera's formats and translate-toolkit ----------

interface BenchFile {
  label: string;
  name: string;
  type: 'PO' | 'JSON' | 'XLIFF';
  text: string;
  /** translate-toolkit's extract and merge of this file (run in the work folder), when it has them. */
  toolkit?: { extract: string; merge: string };
}

// ---------- the run ----------

const pad = (value: string | number, width: number) => String(value).padStart(width);
const row = (name: string, segments: number, t: Timing | null) =>
  `${name.padEnd(58)} | ${pad(segments.toLocaleString('en'), 9)} | ${
    t ? `${pad(t.seconds.toFixed(2), 7)} | ${pad(t.cpuSeconds.toFixed(2), 7)}` : `stopped after ${TOOLKIT_LIMIT} s`
  }`;
const ratio = (theirs: number, ours: number) => `${(theirs / ours).toFixed(1)}x`;

const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-formats-'));
try {
  const files: BenchFile[] = [
    {
      label: `PO, ${ENTRIES.toLocaleString('en')} entries`,
      name: 'bench.po',
      type: 'PO',
      text: generatePo(ENTRIES),
      toolkit: { extract: 'po2xliff bench.po toolkit.xlf', merge: 'xliff2po toolkit.xlf toolkit.po' },
    },
    {
      label: `nested JSON, ${ENTRIES.toLocaleString('en')} keys`,
      name: 'en.json',
      type: 'JSON',
      text: generateJson(ENTRIES),
      toolkit: { extract: 'json2po en.json toolkit-en.po', merge: 'po2json -t en.json toolkit-en.po de.json' },
    },
  ];
  const yardstick: BenchFile = {
    label: `XLIFF 1.2, ${ENTRIES.toLocaleString('en')} units`,
    name: 'bench.xlf',
    type: 'XLIFF',
    text: [...syntheticXliff12(ENTRIES)].join(''),
  };
  for (const file of [...files, yardstick]) writeFileSync(join(workDir, file.name), file.text);
  const loadAtStart = loadAverage();
  for (const file of [...files, yardstick])
    console.log(`${file.label}: ${(statSync(join(workDir, file.name)).size / 1e6).toFixed(1)} MB`);

  console.log("Extract and merge with Tessera's formats...");
  const tessera = [];
  for (const file of files) tessera.push({ file, ...(await tesseraExtractMerge(file.type, Buffer.from(file.text))) });

  const toolkitCommands = ['po2xliff', 'xliff2po', 'json2po', 'po2json'];
  const missing = toolkitCommands.filter((name) => !hasCommand(name));
  const toolkit = new Map<BenchFile, { extract: Timing | null; merge: Timing | null }>();
  if (missing.length > 0) {
    console.log(
      `translate-toolkit is not installed (${missing.join(', ')} not found): its figures are left out. ` +
        'Install it with `apt-get install -y translate-toolkit` to compare.',
    );
  } else {
    console.log('Extract and merge with translate-toolkit...');
    for (const file of files) {
      const { extract, merge } = file.toolkit!;
      const extracted = timedCommand(extract, workDir, TOOLKIT_LIMIT);
      // The merge reads what the extract wrote: without it there is nothing to merge.
      toolkit.set(file, { extract: extracted, merge: extracted && timedCommand(merge, workDir, TOOLKIT_LIMIT) });
    }
  }

  const imports: ImportFigures[] = [];
  for (const backend of BACKENDS) {
    console.log(`Importing into ${backend}...`);
    imports.push(...(await importAll(backend, [...files, yardstick], workDir)));
  }

  console.log(`\nload average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end (2 cores)`);
  console.log(`\n${'extract / merge'.padEnd(58)} | ${pad('segments', 9)} | ${pad('wall s', 7)} | ${pad('CPU s', 7)}`);
  for (const { file, extract, merge, segments } of tessera) {
    console.log(row(`Tessera extract: ${file.label}`, segments, extract));
    console.log(row(`Tessera merge (all translated): ${file.label}`, segments, merge));
    const theirs = toolkit.get(file);
    if (!theirs) continue;
    console.log(row(`translate-toolkit ${file.toolkit!.extract.split(' ')[0]}`, segments, theirs.extract));
    const merger = `translate-toolkit ${file.toolkit!.merge.split(' ')[0]}`;
    console.log(
      theirs.extract ? row(merger, segments, theirs.merge) : `${merger.padEnd(58)} | not run: nothing extracted`,
    );
  }
  for (const { file, extract, merge } of tessera) {
    const theirs = toolkit.get(file);
    if (!theirs) continue;
    const ours = { seconds: extract.seconds + merge.seconds, cpu: extract.cpuSeconds + merge.cpuSeconds };
    if (!theirs.extract || !theirs.merge) {
      console.log(
        `${file.label}: translate-toolkit did not finish within ${TOOLKIT_LIMIT} s a command; Tessera's extract + merge ` +
          `took ${ours.seconds.toFixed(2)} s: more than ${ratio(TOOLKIT_LIMIT, ours.seconds)} as fast in wall time (aim: 10x)`,
      );
      continue;
    }
    const their = {
      seconds: theirs.extract.seconds + theirs.merge.seconds,
      cpu: theirs.extract.cpuSeconds + theirs.merge.cpuSeconds,
    };
    console.log(
      `${file.label}: extract + merge ${ratio(their.seconds, ours.seconds)} as fast as translate-toolkit in wall time, ` +
        `${ratio(their.cpu, ours.cpu)} in CPU time (aim: 10x)`,
    );
  }

  console.log(`\n${'import'.padEnd(58)} | ${pad('segments', 9)} | ${pad('wall s', 7)} | worst /api/health wait`);
  for (const figure of imports) {
    console.log(
      `${`${figure.backend}: ${figure.file}`.padEnd(58)} | ${pad(figure.segments.toLocaleString('en'), 9)} | ${pad(figure.seconds.toFixed(1), 7)} | ${figure.worstHealthSeconds.toFixed(2)} s over ${figure.healthCalls} calls (aim: 1.5 s)`,
    );
  }
  for (const backend of BACKENDS) {
    const xliff = imports.find((f) => f.backend === backend && f.file === yardstick.label);
    if (!xliff) continue;
    for (const file of files) {
      const figure = imports.find((f) => f.backend === backend && f.file === file.label)!;
      console.log(
        `${backend}: the ${file.label} takes ${ratio(figure.seconds, xliff.seconds)} as long as the XLIFF of as many units (aim: 3x at most)`,
      );
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
