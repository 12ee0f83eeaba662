/**
 * The project page's assignments tab at the size of a large agency's release: a project of 20,000 documents (1,000
 * files × 20 target languages), each with a translation and a review step given to 200 people, one in ten late.
 * The documents and steps are written straight into PostgreSQL (the tab only reads them; uploading 20,000 files
 * would take the bench 15 minutes to say nothing more), then the tab's requests are timed through the real server,
 * one at a time: what the tab asked before (every document's steps, and every document's quality score) beside what
 * it asks now (a page of 50 with their scores), and the filters a manager uses (late, one person's, a name).
 *
 *   node bench/project-assignments.ts                       # 20,000 documents, 30 requests each
 *   node bench/project-assignments.ts --documents 2000 --requests 50
 *
 * PostgreSQL only (DATABASE_URL's server, a database of its own, dropped after): the embedded database cannot be
 * written by a second process while the server holds it.
 *
 * Last line: `project-assignments: <n> documents, page p95 <a> ms (<b> KB), whole list and scores p95 <c> ms
 * (<d> KB), load <l>`.
 */
import pg from 'pg';
import type { Project, User } from '@tessera/shared/contract';
import { benchDatabase, RELEASE_LANGUAGES, startApiServer } from './api-server.ts';
import { apiSender, loadAverage, option, percentile, signIn } from './measure.ts';

const DOCUMENTS = Number(option('documents', '20000'));
const REQUESTS = Number(option('requests', '30'));
const PEOPLE = 200;

const database = await benchDatabase('postgres');
const server = await startApiServer(database.env);
try {
  const headers = await signIn(server.base);
  const send = apiSender(server.base, headers);
  const project = await send<Project>('POST', '/api/projects/', {
    name: 'Assignments bench',
    source_lang: 'en',
    target_langs: RELEASE_LANGUAGES,
  });
  const people: User[] = [];
  for (let i = 0; i < PEOPLE; i++)
    people.push(
      await send<User>('POST', '/api/users/', {
        email: `person-${i}@bench.test`,
        username: `person-${i}`,
        password: `password of person ${i}`,
        role: 'user',
      }),
    );
  const seeding = performance.now();
  await seed(database.env.DATABASE_URL!, project, people);
  console.log(
    `  seeded ${DOCUMENTS} documents with 2 steps each in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const base = `/api/projects/${project.id}`;
  const timed = async (label: string, paths: string[]) => {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      bytes = 0;
      for (const path of paths) {
        const response = await fetch(`${server.base}${path}`, { headers });
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        bytes += (await response.arrayBuffer()).byteLength;
      }
      times.push(performance.now() - started);
    }
    const figures = { p50: percentile(times, 50), p95: percentile(times, 95), kb: bytes / 1024 };
    console.log(
      `  ${label.padEnd(52)} p50 ${figures.p50.toFixed(1).padStart(7)} ms  p95 ${figures.p95.toFixed(1).padStart(7)} ms  ${figures.kb.toFixed(1).padStart(8)} KB`,
    );
    return figures;
  };
  const whole = await timed('before: every document and every score', [
    `${base}/document_assignments`,
    `${base}/quality`,
  ]);
  const page = await timed('now: the first page of 50 with their scores', [
    `${base}/document_assignments?page=0&limit=50`,
  ]);
  await timed('now: the last page', [`${base}/document_assignments?page=${Math.ceil(DOCUMENTS / 50) - 1}&limit=50`]);
  await timed('now: the late ones', [`${base}/document_assignments?page=0&limit=50&show=late`]);
  await timed("now: one person's", [`${base}/document_assignments?page=0&limit=50&assignee=${people[10]!.id}`]);
  await timed("now: one person's late ones", [
    `${base}/document_assignments?page=0&limit=50&assignee=${people[10]!.id}&show=late`,
  ]);
  await timed('now: a name searched, one language', [
    `${base}/document_assignments?page=0&limit=50&search=file-99&target_lang=ja`,
  ]);
  console.log(
    `project-assignments: ${DOCUMENTS} documents, page p95 ${page.p95.toFixed(1)} ms (${page.kb.toFixed(1)} KB), whole list and scores p95 ${whole.p95.toFixed(1)} ms (${whole.kb.toFixed(1)} KB), load ${loadAverage()}`,
  );
} finally {
  await server.stop();
  await database.drop();
}

/**
 * DOCUMENTS documents of the project (file-<n>.json in each language in turn), each with a translation step and a
 * review step of two of the people; one translation in ten due yesterday and not delivered, the rest next month.
 */
async function seed(url: string, project: Project, people: User[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = people.map((person) => person.id);
    // An original of its own for each (a row of defaults each), as createDocument makes them.
    const originals = await client.query<{ id: number }>(
      'insert into document_originals select from generate_series(1, $1) returning id',
      [DOCUMENTS],
    );
    await client.query(
      `insert into documents (name, created_by, file_size, project_id, source_lang, target_lang, original_id, status,
          words_count, records_count)
        select 'file-' || ((n - 1) / $3) || '.json', $2, 1000, $1, 'en', ($4::text[])[1 + (n - 1) % $3], original,
          'done', 1000, 50
        from unnest($5::int[]) with ordinality as o (original, n)`,
      [
        project.id,
        project.created_by,
        RELEASE_LANGUAGES.length,
        RELEASE_LANGUAGES,
        originals.rows.map((row) => row.id),
      ],
    );
    await client.query(
      `insert into document_assignments (document_id, step, position, user_id, due_at)
        select d.id, s.step, s.position, ($2::int[])[1 + (d.id * 7 + s.position) % $3],
          case when s.step = 'translation' and d.id % 10 = 0 then now() - interval '1 day'
               else now() + interval '1 month' end
        from documents d cross join (values ('translation', 0), ('review', 1)) as s (step, position)
        where d.project_id = $1`,
      [project.id, ids, ids.length],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
