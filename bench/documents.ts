/**
 * Office documents: generates a Word document of about 300 pages (default 15,000 paragraphs: headings, a table
 * every 50 paragraphs, a footnote every 20, bold or italic every few words) and an HTML page of the same text, then
 * - times Tessera's extract (the format's `read`) and merge (`merge` with every segment translated) of each, with
 *   the process's peak memory after each step;
 * - runs translate-toolkit's converters on the same files as Tessera (Debian package `translate-toolkit`):
 *   `odf2xliff` + `xliff2odf` on the ODT LibreOffice makes of the DOCX (`soffice --headless --convert-to odt`),
 *   which Tessera's OpenDocument filter then reads and merges too, `html2po` + `po2html` on the HTML, `md2po` +
 *   `po2md` where the installed version has them; what is missing is said; aim: Tessera's extract + merge at least
 *   5x as fast. Each pair is timed over several rounds (`--rounds`, 3 by default), Tessera then translate-toolkit
 *   in each, and the two compared by their medians, every round's figures printed: on a shared machine one round
 *   of either may fall in a burst of load;
 * - imports the DOCX through POST /api/document/ into the real server on the embedded PGlite while another client
 *   calls /api/health over and over (aim: done within 10 s, no health call waiting more than 1.5 s), then asks
 *   for its preview (GET /api/document/{id}/preview?span=200) as the editor's pane does.
 *
 *   node bench/documents.ts                          # 15,000 paragraphs
 *   node bench/documents.ts --paragraphs 3000 --toolkit-limit 600
 *   node bench/documents.ts --skip toolkit,import    # Tessera's extract and merge only (e.g. to profile them)
 *   node bench/documents.ts --skip import --rounds 5 # translate-toolkit compared over 5 rounds
 *
 * On a shared machine wall times vary with the load (printed); CPU seconds are the steadier figure.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { docx, p, partXml, r } from '../server/src/formats/docx/docx.test-helper.ts';
import { loadAverage, option, signIn } from './measure.ts';
import { hasCommand, tesseraExtractMerge, timedCommand, type Timing } from './extract-merge.ts';
import { probeHealth, spawnServer, upload, waitUntilDone, waitUntilHealthy, WORDS } from './api-server.ts';

const PARAGRAPHS = Number(option('paragraphs', '15000'));
/** A translate-toolkit command still running after this many seconds is stopped: its figure is then "> limit". */
const TOOLKIT_LIMIT = Number(option('toolkit-limit', '300'));
/** Parts left out of the run: `toolkit` (translate-toolkit and LibreOffice), `import` (through the server). */
const SKIPPED = new Set(option('skip', '').split(','));
/** How many times each pair of Tessera and translate-toolkit is timed, taking turns. */
const ROUNDS = Math.max(1, Number(option('rounds', '3')));
const LANGUAGES = { source: 'en', target: 'de' };
const TABLE_EVERY = 50;
const FOOTNOTE_EVERY = 20;
const HEADING_EVERY = 25;

// ---------- the documents: one text, as Word and as HTML ----------

type Emphasis = 'b' | 'i' | null;
/** A paragraph's words in runs of three to six, every other run bold or italic. */
function runsOf(i: number): { text: string; emphasis: Emphasis }[] {
  const runs: { text: string; emphasis: Emphasis }[] = [];
  const words = 14 + (i % 17);
  for (let at = 0, k = 0; at < words; k++) {
    const length = 3 + ((i + k) % 4);
    const text = Array.from({ length }, (_, w) => WORDS[(i * 31 + (at + w) * 7) % WORDS.length]).join(' ');
    runs.push({ text, emphasis: k % 2 === 1 ? (k % 4 === 1 ? 'b' : 'i') : null });
    at += length;
  }
  runs.at(-1)!.text += '.';
  return runs;
}
const sentence = (i: number) => runsOf(i);

interface Text {
  docx: Buffer;
  html: string;
}

function generate(paragraphs: number): Text {
  const body: string[] = [];
  const footnotes: string[] = [];
  const html: string[] = [
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Report</title></head><body>\n',
  ];
  const htmlNotes: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    if (i % HEADING_EVERY === 0) {
      const title = `Chapter ${i / HEADING_EVERY + 1}: ${WORDS[i % WORDS.length]} ${WORDS[(i + 3) % WORDS.length]}`;
      body.push(p(r(title), '<w:pStyle w:val="Heading1"/>'));
      html.push(`<h1>${title}</h1>\n`);
      continue;
    }
    if (i % TABLE_EVERY === 1) {
      const cells = [0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => `${WORDS[(i + row * 4 + col) % WORDS.length]} ${row * 4 + col + i}`),
      );
      body.push(
        '<w:tbl><w:tblPr/><w:tblGrid><w:gridCol/><w:gridCol/><w:gridCol/><w:gridCol/></w:tblGrid>' +
          cells.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${p(r(cell))}</w:tc>`).join('')}</w:tr>`).join('') +
          '</w:tbl>',
      );
      html.push(
        `<table>${cells.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>\n`,
      );
      continue;
    }
    const runs = sentence(i);
    let word = runs.map((run) => r(run.text + ' ', run.emphasis ? `<w:${run.emphasis}/>` : '')).join('');
    let markup = runs
      .map((run) => (run.emphasis ? `<${run.emphasis}>${run.text}</${run.emphasis}> ` : `${run.text} `))
      .join('');
    if (i % FOOTNOTE_EVERY === 0) {
      const id = footnotes.length + 1;
      const note = `Source: ${WORDS[i % WORDS.length]} survey ${i}.`;
      word += `<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="${id}"/></w:r>`;
      footnotes.push(`<w:footnote w:id="${id}">${p('<w:r><w:footnoteRef/></w:r>' + r(` ${note}`))}</w:footnote>`);
      markup += `<sup><a href="#n${id}">${id}</a></sup>`;
      htmlNotes.push(`<p id="n${id}">${note}</p>\n`);
    }
    body.push(p(word));
    html.push(`<p>${markup}</p>\n`);
  }
  html.push('<section>\n', ...htmlNotes, '</section></body></html>\n');
  const notesPart = partXml(
    'w:footnotes',
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' + footnotes.join(''),
  );
  return {
    docx: docx(body.join(''), [{ name: 'footnotes.xml', type: 'footnotes', xml: notesPart }]),
    html: html.join(''),
  };
}

// ---------- translate-toolkit and LibreOffice ----------

interface ToolkitPair {
  label: string;
  commands: string[];
  extract: string;
  merge: string;
}

type ExtractMerge = Awaited<ReturnType<typeof tesseraExtractMerge>>;

/** One round of a pair: Tessera's extract and merge, then translate-toolkit's (null where stopped or not run). */
interface PairRound {
  tessera: ExtractMerge;
  extract: Timing | null;
  merge: Timing | null;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each figure of several timings of one step; the highest peak. */
const medianTiming = (timings: readonly Timing[]): Timing => ({
  seconds: median(timings.map((t) => t.seconds)),
  cpuSeconds: median(timings.map((t) => t.cpuSeconds)),
  peakMb: Math.max(...timings.map((t) => t.peakMb)),
});

/** Tessera's figures over rounds, each step's the median of its rounds. */
const medianRun = (runs: readonly ExtractMerge[]): ExtractMerge => ({
  extract: { ...runs[0]!.extract, ...medianTiming(runs.map((run) => run.extract)) },
  merge: { ...runs[0]!.merge, ...medianTiming(runs.map((run) => run.merge)) },
  segments: runs[0]!.segments,
});

const both = (extract: Timing, merge: Timing) => ({
  seconds: extract.seconds + merge.seconds,
  cpuSeconds: extract.cpuSeconds + merge.cpuSeconds,
});

/** A round's figures, extract + merge, each side's wall then CPU seconds. */
function roundLine(label: string, index: number, { tessera, extract, merge }: PairRound): string {
  const figures = (e: Timing, m: Timing) =>
    `${e.seconds.toFixed(2)} + ${m.seconds.toFixed(2)} s wall (${e.cpuSeconds.toFixed(2)} + ${m.cpuSeconds.toFixed(2)} s CPU)`;
  const theirs = extract && merge ? figures(extract, merge) : 'stopped or not run';
  return `${label}, round ${index + 1}: Tessera ${figures(tessera.extract, tessera.merge)}; translate-toolkit ${theirs}`;
}

/** How much faster Tessera's extract + merge is than translate-toolkit's, by the median of each over the rounds. */
function comparison(label: string, rounds: readonly PairRound[]): string {
  const finished = rounds.filter((round) => round.extract && round.merge);
  if (finished.length < rounds.length)
    return `${label}: translate-toolkit did not finish within ${TOOLKIT_LIMIT} s a command`;
  const ours = finished.map((round) => both(round.tessera.extract, round.tessera.merge));
  const theirs = finished.map((round) => both(round.extract!, round.merge!));
  const wall = median(theirs.map((t) => t.seconds)) / median(ours.map((t) => t.seconds));
  const cpu = median(theirs.map((t) => t.cpuSeconds)) / median(ours.map((t) => t.cpuSeconds));
  return (
    `${label}: Tessera's extract + merge is ${wall.toFixed(1)}x as fast as translate-toolkit's in wall time, ` +
    `${cpu.toFixed(1)}x in CPU time (medians of ${finished.length} round${finished.length > 1 ? 's' : ''}; aim: 5x)`
  );
}

// ---------- import through the server, on PGlite ----------

async function importDocx(bytes: Buffer, dataDir: string) {
  console.log('Importing the DOCX into the server on PGlite...');
  const env = { DATA_DIR: join(dataDir, 'pglite'), DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const { child, base } = await spawnServer(env, { nodeFlags: SERVER_NODE_FLAGS });
  try {
    await waitUntilHealthy(child, base, 60);
    const headers = await signIn(base);
    const started = performance.now();
    const health = probeHealth(base);
    const fields = { source_lang: LANGUAGES.source, target_lang: LANGUAGES.target };
    const { id } = await upload(
      base,
      headers,
      '/api/document/',
      { name: 'report.docx', content: new Uint8Array(bytes) },
      fields,
    );
    await waitUntilDone(base, headers, `/api/document/${id}`, 1_800_000);
    const seconds = (performance.now() - started) / 1000;
    const { worstHealthSeconds, healthCalls } = await health.stop();
    const document = (await (await fetch(`${base}/api/document/${id}`, { headers })).json()) as {
      records_count: number;
    };
    // The editor's preview, as the pane first asks for it: the whole blocks within 200 segments of the start.
    const asked = performance.now();
    const preview = await fetch(`${base}/api/document/${id}/preview?span=200`, { headers });
    const previewBytes = (await preview.arrayBuffer()).byteLength;
    const previewSeconds = (performance.now() - asked) / 1000;
    if (preview.status !== 200) throw new Error(`the preview answered ${preview.status}`);
    return { seconds, worstHealthSeconds, healthCalls, segments: document.records_count, previewSeconds, previewBytes };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

// ---------- the run ----------

const pad = (value: string | number, width: number) => String(value).padStart(width);
const row = (name: string, segments: number | string, t: Timing | null) =>
  `${name.padEnd(52)} | ${pad(segments.toLocaleString('en'), 8)} | ${
    t
      ? `${pad(t.seconds.toFixed(2), 7)} | ${pad(t.cpuSeconds.toFixed(2), 7)} | ${pad(t.peakMb.toFixed(0), 7)}`
      : `stopped after ${TOOLKIT_LIMIT} s`
  }`;

const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-documents-'));
try {
  const text = generate(PARAGRAPHS);
  writeFileSync(join(workDir, 'report.docx'), text.docx);
  writeFileSync(join(workDir, 'report.html'), text.html);
  const loadAtStart = loadAverage();
  console.log(
    `Word document: ${PARAGRAPHS.toLocaleString('en')} paragraphs, ${(statSync(join(workDir, 'report.docx')).size / 1e6).toFixed(2)} MB zipped; ` +
      `HTML: ${(text.html.length / 1e6).toFixed(2)} MB`,
  );

  console.log("Extract and merge with Tessera's formats...");
  const ours: Record<'docx' | 'html' | 'odt', ExtractMerge | null> = {
    docx: await tesseraExtractMerge('DOCX', text.docx),
    html: await tesseraExtractMerge('HTML', Buffer.from(text.html)),
    odt: null,
  };

  const lines: string[] = [];
  const notes: string[] = [];
  // Each pair compares both tools on the same file, taking turns over the rounds: the ODT LibreOffice makes of the
  // DOCX (Tessera's figures on it are taken once it exists), and the HTML.
  const pairs: (ToolkitPair & { ours: 'odt' | 'html'; type: 'ODF' | 'HTML'; file: string })[] = [
    {
      label: 'ODT from LibreOffice',
      commands: ['soffice', 'odf2xliff', 'xliff2odf'],
      extract: 'odf2xliff report.odt toolkit-odt.xlf',
      merge: 'xliff2odf -t report.odt toolkit-odt.xlf toolkit.odt',
      ours: 'odt',
      type: 'ODF',
      file: 'report.odt',
    },
    {
      label: 'HTML',
      commands: ['html2po', 'po2html'],
      extract: 'html2po report.html toolkit-html.po',
      merge: 'po2html -t report.html toolkit-html.po toolkit.html',
      ours: 'html',
      type: 'HTML',
      file: 'report.html',
    },
  ];
  if (!hasCommand('md2po') || !hasCommand('po2md'))
    notes.push('Markdown: md2po/po2md are not in the installed translate-toolkit: no Markdown figures.');
  for (const pair of SKIPPED.has('toolkit') ? [] : pairs) {
    const missing = pair.commands.filter((name) => !hasCommand(name));
    if (missing.length > 0) {
      notes.push(`${pair.label}: ${missing.join(', ')} not installed: translate-toolkit's figures left out.`);
      continue;
    }
    if (pair.commands.includes('soffice')) {
      console.log('LibreOffice converts the DOCX to ODT...');
      const converted = timedCommand('soffice --headless --convert-to odt report.docx', workDir, TOOLKIT_LIMIT * 2);
      if (!converted) {
        notes.push(`ODT: LibreOffice did not convert the DOCX within ${TOOLKIT_LIMIT * 2} s: no ODT figures.`);
        continue;
      }
      notes.push(`LibreOffice converted the DOCX to ODT in ${converted.seconds.toFixed(1)} s (not counted below).`);
    }
    const bytes = readFileSync(join(workDir, pair.file));
    const rounds: PairRound[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`Tessera, then translate-toolkit, on the ${pair.label} (round ${round + 1} of ${ROUNDS})...`);
      const tessera = await tesseraExtractMerge(pair.type, bytes);
      const extract = timedCommand(pair.extract, workDir, TOOLKIT_LIMIT);
      const merge = extract && timedCommand(pair.merge, workDir, TOOLKIT_LIMIT);
      rounds.push({ tessera, extract, merge });
      if (!extract || !merge) break; // a command stopped: another round would only wait as long again
    }
    ours[pair.ours] = medianRun(rounds.map((round) => round.tessera));
    const tool = (command: string) => `translate-toolkit ${command.split(' ')[0]} (${pair.label})`;
    const medianOf = (step: 'extract' | 'merge') => {
      const timings = rounds.map((round) => round[step]);
      return timings.every((timing) => timing !== null) ? medianTiming(timings) : null;
    };
    const [extract, merge] = [medianOf('extract'), medianOf('merge')];
    lines.push(
      row(tool(pair.extract), '', extract),
      rounds.every((round) => round.extract)
        ? row(tool(pair.merge), '', merge)
        : `${tool(pair.merge).padEnd(52)} | not run: nothing extracted`,
    );
    notes.push(...rounds.map((round, index) => roundLine(pair.label, index, round)), comparison(pair.label, rounds));
  }

  const imported = SKIPPED.has('import') ? null : await importDocx(text.docx, workDir);

  console.log(`\nload average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end (2 cores)`);
  console.log(`\n${'step'.padEnd(52)} | ${pad('segments', 8)} | ${pad('wall s', 7)} | ${pad('CPU s', 7)} | peak MB`);
  for (const [label, figures] of [
    ['DOCX', ours.docx],
    ['HTML', ours.html],
    ['ODT from LibreOffice', ours.odt],
  ] as const) {
    if (!figures) continue;
    console.log(row(`Tessera extract (${label})`, figures.segments, figures.extract));
    console.log(row(`Tessera merge, all translated (${label})`, figures.segments, figures.merge));
  }
  for (const line of lines) console.log(line);
  if (imported) printImport(imported);
  console.log('(peak MB: the bench process for Tessera, cumulative; each command for translate-toolkit)');
  if (lines.length > 0)
    console.log("(where translate-toolkit ran: both its figures and Tessera's on that file are medians of the rounds)");
  for (const note of notes) console.log(note);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function printImport(imported: Awaited<ReturnType<typeof importDocx>>) {
  console.log(
    `${'import of the DOCX on PGlite, upload to done'.padEnd(52)} | ${pad(imported.segments.toLocaleString('en'), 8)} | ` +
      `${pad(imported.seconds.toFixed(2), 7)} | worst /api/health wait ${imported.worstHealthSeconds.toFixed(2)} s ` +
      `over ${imported.healthCalls} calls (aim: 10 s, 1.5 s)`,
  );
  console.log(
    `${'GET /api/document/{id}/preview?span=200 (DOCX)'.padEnd(52)} | ${pad(imported.segments.toLocaleString('en'), 8)} | ` +
      `${pad(imported.previewSeconds.toFixed(2), 7)} | ${(imported.previewBytes / 1e6).toFixed(1)} MB of JSON`,
  );
}
