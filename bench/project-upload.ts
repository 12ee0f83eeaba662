/**
 * One file uploaded into a project of many target languages: creates a project of `--languages` target languages
 * (default 20) on the embedded database (`--backend postgres` for PostgreSQL), uploads a Word document of
 * `--paragraphs` paragraphs (default 2,000) into it through POST /api/projects/{id}/documents while another client
 * calls /api/health, and prints the time from the upload until every language's document is done, the worst health
 * wait (aim on the embedded database: no call waiting more than 1.5 s) and the segments of each document. The
 * server's `Document imported` line (BENCH_SERVER_STDOUT=1) says how many readings of the file the import made.
 *
 *   node bench/project-upload.ts
 *   node bench/project-upload.ts --languages 3 --paragraphs 500 --backend postgres
 *
 * On a shared machine wall times vary with the load (printed).
 */
import { once } from 'node:events';
import { docx, p, r } from '../server/src/formats/docx/docx.test-helper.ts';
import { loadAverage, option, signIn } from './measure.ts';
import {
  RELEASE_LANGUAGES,
  benchDatabase,
  probeHealth,
  spawnServer,
  upload,
  waitUntilDone,
  waitUntilHealthy,
  WORDS,
} from './api-server.ts';

const LANGUAGE_COUNT = Number(option('languages', '20'));
const PARAGRAPHS = Number(option('paragraphs', '2000'));
const BACKEND = option('backend', 'pglite') === 'postgres' ? 'postgres' : 'pglite';

/** A paragraph of two sentences from the benches' vocabulary, a word of it bold. */
function paragraph(i: number): string {
  const words = (from: number, length: number) =>
    Array.from({ length }, (_, w) => WORDS[(i * 31 + (from + w) * 7) % WORDS.length]).join(' ');
  return p(r(`${words(0, 9)}. ${words(9, 3)} `) + r(words(12, 2), '<w:b/>') + r(` ${words(14, 8)}.`));
}

// The first `--languages` of a large agency's release languages.
const targets = RELEASE_LANGUAGES.slice(0, LANGUAGE_COUNT);
const bytes = docx(Array.from({ length: PARAGRAPHS }, (_, i) => paragraph(i)).join(''));
const database = await benchDatabase(BACKEND);
const { child, base } = await spawnServer({ ...database.env, LOG_LEVEL: 'info' });
try {
  await waitUntilHealthy(child, base, 60);
  const headers = await signIn(base);
  const created = await fetch(`${base}/api/projects/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Release', source_lang: 'en', target_langs: targets }),
  });
  if (created.status !== 201) throw new Error(`creating the project answered ${created.status}`);
  const project = (await created.json()) as { id: number };
  console.log(
    `Uploading a DOCX of ${PARAGRAPHS} paragraphs (${(bytes.length / 1024).toFixed(0)} KB) into a project of ` +
      `${targets.length} target languages on ${BACKEND} (load average ${loadAverage()})...`,
  );
  const started = performance.now();
  const health = probeHealth(base);
  const answer = (await upload(base, headers, `/api/projects/${project.id}/documents`, {
    name: 'release-notes.docx',
    content: new Uint8Array(bytes),
  })) as unknown as { documents: { id: number }[] };
  const answered = (performance.now() - started) / 1000;
  for (const document of answer.documents)
    await waitUntilDone(base, headers, `/api/document/${document.id}`, 3_600_000);
  const seconds = (performance.now() - started) / 1000;
  const { worstHealthSeconds, healthCalls } = await health.stop();
  const segments = new Set<number>();
  for (const document of answer.documents) {
    const read = await fetch(`${base}/api/document/${document.id}`, { headers });
    segments.add(((await read.json()) as { records_count: number }).records_count);
  }
  console.log(
    `project-upload: ${answer.documents.length} documents of ${[...segments].join(', ')} segments each, upload ` +
      `answered in ${answered.toFixed(2)} s, all done in ${seconds.toFixed(2)} s ` +
      `(${(seconds / answer.documents.length).toFixed(2)} s a document); worst /api/health wait ` +
      `${worstHealthSeconds.toFixed(2)} s over ${healthCalls} calls (aim 1.5 s); load average ${loadAverage()}`,
  );
} finally {
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
  await database.drop();
}
