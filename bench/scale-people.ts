/**
 * The scale bench's simulated people, each a loop of what the screens ask the API for, with a pause between
 * actions: translators open one of their documents and move through its segments (TM lookup and term hits for
 * each, a concordance search now and then, the save), reviewers confirm segments of documents in review,
 * managers open the project page (its requests at once, as the page sends them) and the report, an admin pages
 * through and searches the users, and an import of a TMX into a TM of its own runs over and over. Every request is
 * timed under its name.
 */
import { openAsBlob, rmSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import type { DocumentRecordPage } from '@tessera/shared/contract';
import { prng } from '../server/src/test/prng.ts';
import { SHORT_UNIT_WORDS, wordsOf } from '../server/src/tm/matching/text.ts';
import { waitUntilDone } from './api-server.ts';
import { signIn, writeTmx } from './measure.ts';
import { TARGET_LANGUAGES, TM_LANGUAGE, USER_PASSWORD, userEmail, type Installation } from './scale-build.ts';
import { ApiClient, type Timings } from './scale-client.ts';
import { tmSources } from './scale-text.ts';

/** Who the simulated people are: user numbers (scale-<n>) by what they do. */
export interface Cast {
  managers: number[];
  translators: number[];
  reviewers: number[];
  translatorsOf(lang: string): number[];
  reviewersOf(lang: string): number[];
}

/**
 * `people` people: an admin and an import (the bench admin), a tenth managers, a fifth reviewers, the rest
 * translators (at least one of each). Half the translators and reviewers work in the TM's language, the others
 * spread over the 19 more; a language with nobody of its own is shared by those of the other 19.
 */
export function castOf(people: number): Cast {
  const managers = Math.max(1, Math.round(people / 10));
  const reviewers = Math.max(1, Math.round(people / 5));
  const translators = Math.max(1, people - 2 - managers - reviewers);
  const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  const cast = {
    managers: numbers(1, managers),
    translators: numbers(managers + 1, translators),
    reviewers: numbers(managers + translators + 1, reviewers),
  };
  const languageOf = (index: number) => (index % 2 === 0 ? TM_LANGUAGE : TARGET_LANGUAGES[1 + ((index >> 1) % 19)]!);
  // A language nobody works in goes to those of the other languages, so that the TM's language keeps its own.
  const of = (group: number[]) => (lang: string) => {
    const own = group.filter((_, index) => languageOf(index) === lang);
    const others = group.filter((_, index) => languageOf(index) !== TM_LANGUAGE);
    return own.length > 0 ? own : others.length > 0 ? others : group;
  };
  return { ...cast, translatorsOf: of(cast.translators), reviewersOf: of(cast.reviewers) };
}

export interface LoadOptions {
  bases: string[];
  db: pg.Client;
  installation: Installation;
  cast: Cast;
  timings: Timings;
  minutes: number;
  /** Mean pause between a person's actions, in seconds. */
  thinkSeconds: number;
  /** Units of each TMX the import loop imports; 0 runs no import loop. */
  importUnits: number;
  work: string;
}

type Segment = DocumentRecordPage['records'][number];

interface OpenStep {
  document_id: number;
  target_lang: string;
  user_id: number;
}

/** Runs every person until the minutes are over; answers the imports the import loop finished. */
export async function runPeople(options: LoadOptions): Promise<{ imports: number }> {
  const { bases, db, installation, cast, timings } = options;
  const deadline = Date.now() + options.minutes * 60_000;
  const random = prng(5);
  const pause = (factor = 1) =>
    new Promise((resolve) => setTimeout(resolve, options.thinkSeconds * 1000 * factor * (0.5 + random())));
  const going = () => Date.now() < deadline;

  // Each document's active step and its assignee: whose work it is now.
  const { rows: steps } = await db.query<OpenStep & { step: string }>(
    `select distinct on (a.document_id) a.document_id, d.target_lang, a.step, a.user_id
     from document_assignments a join documents d on d.id = a.document_id
     where d.project_id = $1 and a.delivered_at is null order by a.document_id, a.position`,
    [installation.project.id],
  );
  const documentsOf = (userId: number, step: string) =>
    steps.filter((one) => one.user_id === userId && one.step === step);

  /** Each person from an address of their own (scale.ts: the bench is the balancer that says so). */
  const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const signedIn = async (n: number) =>
    new ApiClient(
      bases,
      await signIn(
        bases[n % bases.length]!,
        { email: userEmail(n), password: USER_PASSWORD },
        { 'x-forwarded-for': addressOf(n) },
      ),
      timings,
    );
  const admin = new ApiClient(bases, await signIn(bases[0]!), timings);
  const { tmId } = installation;
  const projectId = installation.project.id;
  const pair = (lang: string) => (lang === TM_LANGUAGE ? `en→${TM_LANGUAGE}, the scale TM` : 'other pairs, no TM');

  /** Opens a document as the editor does (the document and its first page), answering its segments. */
  const open = async (person: ApiClient, documentId: number): Promise<Segment[]> => {
    const [, page] = await Promise.all([
      person.send('GET', `/api/document/${documentId}`, undefined, 'open document: the document'),
      person.send<DocumentRecordPage>(
        'GET',
        `/api/document/${documentId}/records?page=0`,
        undefined,
        'open document: a page of segments',
      ),
    ]);
    return page.records;
  };
  const save = (person: ApiClient, record: Segment, target: string, label: string) =>
    person.send<Segment>(
      'PUT',
      `/api/document/records/${record.id}`,
      { target, approved: true, updated_at: record.updated_at, update_repetitions: false },
      label,
    );
  /** Runs `act` until the deadline; a failed request is recorded by the client and the person goes on. */
  const keepGoing = async (act: () => Promise<void>) => {
    while (going()) await act().catch(() => pause());
  };

  /**
   * A person of `step`: opens one of their documents, then works on a few of its segments from the first one not
   * confirmed yet, `work` on each; and again, until the time is up.
   */
  const personOf =
    (step: 'translation' | 'review', work: (person: ApiClient, document: OpenStep, record: Segment) => Promise<void>) =>
    async (n: number) => {
      const person = await signedIn(n);
      const mine = documentsOf(installation.userIds.get(n)!, step);
      if (mine.length === 0) return;
      await keepGoing(async () => {
        const document = mine[Math.floor(random() * mine.length)]!;
        const records = await open(person, document.document_id);
        const start = Math.max(
          0,
          records.findIndex((record) => !record.approved),
        );
        for (const record of records.slice(start, start + 5 + Math.floor(random() * 10))) {
          if (!going()) return;
          await work(person, document, record);
        }
      });
    };

  const translator = personOf('translation', async (person, document, record) => {
    const lookup = `TM lookup (${pair(document.target_lang)})`;
    const lookupStarted = performance.now();
    await Promise.all([
      person.send('GET', `/api/document/records/${record.id}/substitutions`, undefined, lookup).then(() => {
        // A segment of one or two words is also looked up by its words' trigrams (the matcher's costlier part).
        if (document.target_lang === TM_LANGUAGE && wordsOf(record.source).length <= SHORT_UNIT_WORDS)
          timings.record(`${lookup}: of ${SHORT_UNIT_WORDS} words or fewer`, performance.now() - lookupStarted);
      }),
      person.send(
        'GET',
        `/api/document/records/${record.id}/glossary_records`,
        undefined,
        `term hits (${pair(document.target_lang)})`,
      ),
    ]);
    if (random() < 0.25) {
      const words = record.source.split(/\W+/).filter((word) => word.length >= 4);
      const query = words[Math.floor(random() * words.length)] ?? 'file';
      // A word of the source, looked for in the units' source, as the editor's concordance asks first.
      await person.send(
        'GET',
        `/api/translation_memory/search?query=${encodeURIComponent(query)}&tm_ids=${tmId}&search_in=source`,
        undefined,
        'concordance search',
      );
    }
    await pause();
    await save(person, record, `${record.source} [${document.target_lang}]`, 'save (translator)');
  });

  const reviewer = personOf('review', async (person, document, record) => {
    await person.send('GET', `/api/document/records/${record.id}/review`, undefined, 'review notes of a segment');
    await pause();
    await save(person, record, record.target || `${record.source} [${document.target_lang}]`, 'confirm (reviewer)');
  });

  const today = new Date().toISOString().slice(0, 10);
  const from = installation.project.created_at.slice(0, 10);
  const manager = async (n: number) => {
    const person = await signedIn(n);
    await keepGoing(async () => {
      const started = performance.now();
      await Promise.all([
        person.send('GET', `/api/projects/${projectId}`, undefined, 'project page: the project'),
        person.send(
          'GET',
          `/api/projects/${projectId}/documents?page=0&limit=50`,
          undefined,
          'project page: documents (a page)',
        ),
        person.send('GET', `/api/projects/${projectId}/progress`, undefined, 'project page: progress'),
      ]);
      timings.record('project page (its requests at once)', performance.now() - started);
      await pause(2);
      if (random() < 0.3)
        await person.send(
          'GET',
          `/api/projects/${projectId}/document_assignments?page=0&limit=50`,
          undefined,
          'project page: assignments tab (a page)',
        );
      await person.send(
        'GET',
        `/api/projects/${projectId}/report?from=${from}&to=${today}`,
        undefined,
        'project report',
      );
      await pause(2);
    });
  };

  const listUsers = async () => {
    await keepGoing(async () => {
      // As the users screen asks: a page by name, then a search as typed.
      await admin.send('GET', '/api/users/?page=0&sort=name&order=asc', undefined, 'admin: users list');
      await pause();
      await admin.send(
        'GET',
        '/api/users/?page=0&search=scale-1&sort=name&order=asc',
        undefined,
        'admin: users search',
      );
      await pause(3);
    });
  };

  let imports = 0;
  const importLoop = async () => {
    if (options.importUnits === 0) return;
    const path = join(options.work, 'scale-import.tmx');
    await keepGoing(async () => {
      await writeTmx(path, tmSources(options.importUnits, [], 100 + imports));
      const started = performance.now();
      try {
        const tm = await admin.upload<{ id: number }>(
          '/api/translation_memory/import',
          { name: `Scale import ${Date.now()}` },
          { name: 'import.tmx', content: await openAsBlob(path) },
        );
        await waitUntilDone(bases[0]!, admin.headers, `/api/translation_memory/${tm.id}`, 3_600_000);
        timings.record(`TMX import of ${options.importUnits} units, to done`, performance.now() - started);
        imports++;
        await admin.send('DELETE', `/api/translation_memory/${tm.id}`, undefined, 'delete an imported TM');
      } catch (error) {
        timings.fail(`TMX import of ${options.importUnits} units, to done`, String(error));
      }
    });
    rmSync(path, { force: true });
  };

  await Promise.all([
    ...cast.translators.map(translator),
    ...cast.reviewers.map(reviewer),
    ...cast.managers.map(manager),
    listUsers(),
    importLoop(),
  ]);
  return { imports };
}
